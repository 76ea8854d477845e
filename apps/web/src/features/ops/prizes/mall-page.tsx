import { coinsToCents } from '@hapa/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemCard, OpsMallOffer, OpsMallOfferBody, OpsMallOffers, OpsPrizeRates, type OpsMallOffer as Offer } from '@hapa/contracts';
import { Button, Input, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsPrizes } from '../../../lib/i18n/en/ops-prizes.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td } from '../ui.tsx';
import { centsOf, coinsText, FormActions, Toggle, useRevealOn } from '../catalogue/shared.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

i18n.addResourceBundle('en', 'translation', { opsPrizes }, true, true);

const KEY = ['ops', 'mall', 'offers'];
const RATES_KEY = ['ops', 'prizes', 'rates'];

interface Draft {
  id: number | null;
  itemId: string;
  priceBean: string;
  stock: string;
  perUserLimit: string;
  sort: string;
  isActive: boolean;
}
const EMPTY: Draft = { id: null, itemId: '', priceBean: '', stock: '', perUserLimit: '', sort: '0', isActive: true };
const draftOf = (o: Offer): Draft => ({
  id: o.id,
  itemId: String(o.itemId),
  priceBean: String(o.priceBean),
  stock: o.stock === null ? '' : String(o.stock),
  perUserLimit: o.perUserLimit === null ? '' : String(o.perUserLimit),
  sort: String(o.sort),
  isActive: o.isActive,
});
const optInt = (v: string) => (v.trim() === '' ? null : Number(v));
const pct = (ppm: number) => String(Math.round(ppm / 100) / 100);
const ppmOf = (v: string) => Math.round(Number(v) * 10_000);

/**
 * Mall offers (role finance; docs/architecture/console.md): every offer on and off sale with its item, HapaCoin price, stock (sold
 * and left), per-player limit and order; create and edit. Also the exchange center rates and voucher lifetimes.
 */
export default function MallOpsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const offers = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/mall/offers', { schema: OpsMallOffers }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const panel = useRevealOn<HTMLDivElement>(draft ? (draft.id ?? 'new') : null);
  const itemId = draft ? Number(draft.itemId) : 0;
  const item = useQuery({
    queryKey: ['ops', 'mall', 'item', itemId],
    enabled: Number.isInteger(itemId) && itemId > 0,
    retry: false,
    queryFn: () => opsApi(`/item/card/${itemId}`, { schema: ItemCard }),
  });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (d: Draft) => {
      const body = OpsMallOfferBody.parse({
        itemId: Number(d.itemId),
        priceBean: Number(d.priceBean),
        stock: optInt(d.stock),
        perUserLimit: optInt(d.perUserLimit),
        sort: Number(d.sort) || 0,
        isActive: d.isActive,
      });
      return opsApi(d.id ? `/ops/mall/offers/${d.id}` : '/ops/mall/offers', { method: 'POST', body, schema: OpsMallOffer });
    },
    onSuccess: () => {
      setDraft(null);
      showToast(t('opsPrizes.mall.saved'), 'success');
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const set = (p: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...p } : d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  const list = offers.data?.list ?? [];
  const itemValueCents = item.data ? coinsToCents(item.data.price) : null;
  const priceNum = draft ? Number(draft.priceBean) : 0;

  return (
    <div className="flex flex-col gap-5" data-testid="ops-mall">
      <OpsHeading title={t('opsPrizes.mall.title')} subtitle={t('opsPrizes.mall.subtitle')}>
        <Button
          onClick={() => {
            save.reset();
            setDraft(EMPTY);
          }}
          data-testid="mall-new"
        >
          {t('opsPrizes.mall.newOffer')}
        </Button>
      </OpsHeading>
      <ErrorLine error={offers.error} />
      <div className={cn('grid grid-cols-1 gap-4', draft && 'xl:grid-cols-[minmax(0,1fr)_360px]')}>
        <div className="flex min-w-0 flex-col gap-4">
          <OpsTable
            head={[
              t('opsPrizes.mall.item'),
              t('opsPrizes.mall.price'),
              t('opsPrizes.mall.stock'),
              t('opsPrizes.mall.limit'),
              t('opsPrizes.mall.sort'),
              '',
            ]}
            testId="mall-offers"
          >
            {list.map((o) => (
              <tr key={o.id} data-testid="mall-offer-row" data-offer-id={o.id} className={cn(!o.isActive && 'opacity-70')}>
                <Td>
                  <div className="flex min-w-[200px] items-center gap-3">
                    <img {...picture(o.itemImage, '40px')} alt="" className="size-10 shrink-0 rounded bg-bg-2 object-contain" />
                    <div className="min-w-0">
                      <p className="font-semibold">{o.itemName}</p>
                      <p className="text-xs text-muted">
                        #{o.itemId} · {t('opsPrizes.mall.itemValue', { value: money(o.itemPriceCents) })}
                      </p>
                      <p className={cn('text-[11px] font-bold', o.isActive ? 'text-accent' : 'text-muted')}>
                        {o.isActive ? t('opsPrizes.mall.active') : t('opsPrizes.mall.offSale')}
                      </p>
                    </div>
                  </div>
                </Td>
                <Td className="whitespace-nowrap font-mono tabular-nums">{formatNumber(o.priceBean)}</Td>
                <Td className="whitespace-nowrap text-xs">
                  <span className="block font-semibold">
                    {o.stock === null
                      ? t('opsPrizes.mall.unlimited')
                      : t('opsPrizes.mall.leftOf', { left: Math.max(0, o.stock - o.sold), stock: o.stock })}
                  </span>
                  <span className="block text-muted">{t('opsPrizes.mall.soldCount', { count: o.sold })}</span>
                </Td>
                <Td className="tabular-nums">{o.perUserLimit ?? t('opsPrizes.mall.noLimit')}</Td>
                <Td className="tabular-nums">{o.sort}</Td>
                <Td>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      save.reset();
                      setDraft(draftOf(o));
                    }}
                    data-testid="mall-edit"
                  >
                    {t('opsPrizes.mall.edit')}
                  </Button>
                </Td>
              </tr>
            ))}
          </OpsTable>
          {offers.data && !list.length ? <Empty /> : null}
        </div>
        {draft ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <OpsCard title={draft.id ? t('opsPrizes.mall.editTitle', { id: draft.id }) : t('opsPrizes.mall.newOffer')} testId="mall-form">
              <form className="flex flex-col gap-3" onSubmit={submit}>
                <Input
                  label={t('opsPrizes.mall.itemId')}
                  inputMode="numeric"
                  value={draft.itemId}
                  onChange={(e) => set({ itemId: e.target.value.replace(/\D/g, '') })}
                  data-testid="mall-item-id"
                />
                {item.data ? (
                  <div className="flex items-center gap-3 rounded-lg border border-line bg-bg-2 p-2" data-testid="mall-item-preview">
                    <img {...picture(item.data.image, '40px')} alt="" className="size-10 rounded object-contain" />
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold">{item.data.name}</p>
                      <p className="text-xs text-muted">{t('opsPrizes.mall.itemValue', { value: money(itemValueCents!) })}</p>
                    </div>
                  </div>
                ) : item.isError ? (
                  <p className="text-sm text-danger">{t('opsPrizes.mall.itemUnknown')}</p>
                ) : null}
                <Input
                  label={t('opsPrizes.mall.price')}
                  inputMode="numeric"
                  value={draft.priceBean}
                  onChange={(e) => set({ priceBean: e.target.value.replace(/\D/g, '') })}
                  hint={
                    itemValueCents && priceNum > 0
                      ? // eslint-disable-next-line no-restricted-syntax -- a percentage, not money
                        t('opsPrizes.mall.priceHint', { pct: `${Math.round((priceNum / itemValueCents) * 100)} %` })
                      : undefined
                  }
                  data-testid="mall-price"
                />
                <div className="grid grid-cols-2 gap-3">
                  <Input
                    label={t('opsPrizes.mall.stock')}
                    hint={t('opsPrizes.mall.stockHint')}
                    inputMode="numeric"
                    value={draft.stock}
                    onChange={(e) => set({ stock: e.target.value.replace(/\D/g, '') })}
                    data-testid="mall-stock"
                  />
                  <Input
                    label={t('opsPrizes.mall.limit')}
                    hint={t('opsPrizes.mall.limitHint')}
                    inputMode="numeric"
                    value={draft.perUserLimit}
                    onChange={(e) => set({ perUserLimit: e.target.value.replace(/\D/g, '') })}
                    data-testid="mall-limit"
                  />
                </div>
                <Input
                  label={t('opsPrizes.mall.sort')}
                  inputMode="numeric"
                  value={draft.sort}
                  onChange={(e) => set({ sort: e.target.value.replace(/\D/g, '') })}
                  data-testid="mall-sort"
                />
                <Toggle
                  checked={draft.isActive}
                  onChange={(v) => set({ isActive: v })}
                  label={t('opsPrizes.mall.active')}
                  testId="mall-active"
                />
                <ErrorLine error={save.error} />
                <FormActions
                  saving={save.isPending}
                  disabled={!draft.itemId || !(priceNum > 0) || item.isError}
                  testId="mall-save"
                  onCancel={() => setDraft(null)}
                />
              </form>
            </OpsCard>
          </div>
        ) : null}
      </div>
      <RatesCard />
    </div>
  );
}

/** The exchange center rates and voucher lifetimes (`exchange.rates`, `vouchers.expiry`), saved with an audit row. */
function RatesCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: RATES_KEY, queryFn: () => opsApi('/ops/prizes/rates', { schema: OpsPrizeRates }) });
  const [d, setD] = useState<{ bean: string; voucher: string; minDeposit: string; voucherDays: string; freeDays: string } | null>(null);
  useEffect(() => {
    if (q.data) {
      const r = q.data.exchangeRates;
      setD({
        bean: pct(r.beanPpm),
        voucher: pct(r.voucherPpm),
        minDeposit: coinsText(r.voucherMinDepositCents),
        voucherDays: String(r.voucherDays),
        freeDays: String(q.data.voucherExpiry.depositFreeDays),
      });
    }
  }, [q.data]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = {
        exchangeRates: {
          beanPpm: ppmOf(d!.bean),
          voucherPpm: ppmOf(d!.voucher),
          voucherMinDepositCents: centsOf(d!.minDeposit) ?? -1,
          voucherDays: Number(d!.voucherDays),
        },
        voucherExpiry: { depositFreeDays: Number(d!.freeDays) },
      };
      return opsApi('/ops/prizes/rates', { method: 'POST', body, schema: OpsPrizeRates });
    },
    onSuccess: (r) => {
      qc.setQueryData(RATES_KEY, r);
      showToast(t('opsPrizes.mall.ratesSaved'), 'success');
    },
  });
  if (!d) return <ErrorLine error={q.error} />;
  return (
    <OpsCard title={t('opsPrizes.mall.rates')} testId="mall-rates">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Input
          label={t('opsPrizes.mall.beanRate')}
          inputMode="decimal"
          suffix="%"
          value={d.bean}
          onChange={(e) => setD({ ...d, bean: e.target.value })}
          data-testid="rates-bean"
        />
        <Input
          label={t('opsPrizes.mall.voucherRate')}
          inputMode="decimal"
          suffix="%"
          value={d.voucher}
          onChange={(e) => setD({ ...d, voucher: e.target.value })}
          data-testid="rates-voucher"
        />
        <Input
          label={t('opsPrizes.mall.voucherMinDeposit')}
          inputMode="decimal"
          value={d.minDeposit}
          onChange={(e) => setD({ ...d, minDeposit: e.target.value })}
          data-testid="rates-min-deposit"
        />
        <Input
          label={t('opsPrizes.mall.voucherDays')}
          inputMode="numeric"
          value={d.voucherDays}
          onChange={(e) => setD({ ...d, voucherDays: e.target.value })}
          data-testid="rates-voucher-days"
        />
        <Input
          label={t('opsPrizes.mall.depositFreeDays')}
          inputMode="numeric"
          value={d.freeDays}
          onChange={(e) => setD({ ...d, freeDays: e.target.value })}
          data-testid="rates-free-days"
        />
        <div className="flex flex-col justify-end gap-2">
          <Button type="submit" loading={save.isPending} data-testid="rates-save">
            {t('opsPrizes.mall.saveRates')}
          </Button>
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <ErrorLine error={save.error} />
        </div>
      </form>
    </OpsCard>
  );
}
