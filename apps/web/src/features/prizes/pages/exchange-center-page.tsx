import { formatCoins } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, cn, EmptyState, IconCheck, PageHeading, Price, SkeletonGrid } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useStoreList } from '../../store/index.ts';
import { useExchangeConfig, useExchangePrizes } from '../api/mall.ts';
import { useVouchers } from '../api/vouchers.ts';
import { PrizesSignedOut } from '../components/signed-out.tsx';
import { VoucherList } from '../components/voucher-list.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

const pct = (rate: number) => Math.round(rate * 1000) / 10;

/** `/exchange-center` (docs/product/routes.md#prizes): stored prizes to HapaCoins or a deposit voucher at the rates shown; the player's vouchers. */
export default function ExchangeCenterPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const config = useExchangeConfig();
  const store = useStoreList({ status: 'stored', page: 1, pageSize: 100 });
  const vouchers = useVouchers();
  const exchange = useExchangePrizes();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  if (!loggedIn) return <PrizesSignedOut title={t('store.signInTitle')} />;
  const items = (store.data?.list ?? []).filter((i) => i.sellable);
  const valueCents = items.filter((i) => selected.has(i.id)).reduce((s, i) => s + coinsToCents(i.price), 0);
  const c = config.data;
  const beans = c ? Math.floor((valueCents * Math.round(c.beanRate * 1e6)) / 1e6) : 0;
  const voucherCents = c ? Math.floor((valueCents * Math.round(c.voucherRate * 1e6)) / 1e6) : 0;

  function run(to: 'bean' | 'voucher') {
    if (exchange.isPending || selected.size === 0) return;
    exchange.mutate(
      { ids: [...selected], to },
      {
        onSuccess: (res) => {
          setSelected(new Set());
          toast.success(
            to === 'bean'
              ? t('prizes.exchange.doneBean', { bean: formatNumber(res.bean) })
              : t('prizes.exchange.doneVoucher', { amount: formatCoins(coinsToCents(res.voucherAmount)) }),
          );
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="exchange-center-page">
      <PageHeading title={t('prizes.exchange.title')} subtitle={t('prizes.exchange.subtitle')} />
      {c ? (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Card className="border-violet/40 bg-violet/10">
            <p className="text-2xl font-black text-fg">{pct(c.beanRate)}%</p>
            <p className="text-sm text-muted">{t('prizes.exchange.beanRate', { rate: pct(c.beanRate) })}</p>
          </Card>
          <Card className="border-accent/40 bg-accent/10">
            <p className="text-2xl font-black text-fg">{pct(c.voucherRate)}%</p>
            <p className="text-sm text-muted">{t('prizes.exchange.voucherRate', { rate: pct(c.voucherRate) })}</p>
            <p className="mt-1 text-xs text-subtle">
              {t('prizes.exchange.voucherTerms', { min: formatCoins(coinsToCents(c.voucherMinDeposit)), days: c.voucherDays })}
            </p>
          </Card>
        </div>
      ) : null}
      <section className="flex flex-col gap-3">
        <h2 className="text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.exchange.pick')}</h2>
        {store.isLoading ? (
          <SkeletonGrid count={6} />
        ) : items.length === 0 ? (
          <EmptyState title={t('prizes.exchange.empty')} description={t('prizes.exchange.emptyText')} data-testid="exchange-empty" />
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:gap-3 lg:grid-cols-6">
            {items.map((i) => {
              const on = selected.has(i.id);
              return (
                <button
                  key={i.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    setSelected((s) => {
                      const n = new Set(s);
                      if (n.has(i.id)) n.delete(i.id);
                      else n.add(i.id);
                      return n;
                    })
                  }
                  className={cn(
                    'relative flex flex-col items-center gap-1 rounded-2xl border bg-surface p-2 text-center transition',
                    on ? 'border-accent shadow-glow' : 'border-line hover:border-line-strong',
                  )}
                  data-testid="exchange-item"
                >
                  {on ? (
                    <span className="absolute left-2 top-2 flex size-5 items-center justify-center rounded-md bg-accent text-accent-ink">
                      <IconCheck size={12} strokeWidth={3} />
                    </span>
                  ) : null}
                  <img
                    {...picture(i.image, '(min-width: 768px) 80px, 64px')}
                    alt=""
                    loading="lazy"
                    className="size-16 object-contain md:size-20"
                  />
                  <span className="line-clamp-2 min-h-8 text-[11px] font-semibold leading-4">{i.name}</span>
                  <Price coins={i.price} className="text-xs" />
                </button>
              );
            })}
          </div>
        )}
        {items.length > 0 ? (
          <div className="sticky bottom-20 z-30 flex flex-col gap-2 rounded-2xl border border-line bg-surface-2/95 p-3 shadow-2xl shadow-black/60 sm:flex-row sm:items-center md:bottom-4">
            <span className="text-sm font-semibold text-muted">{t('prizes.exchange.selected', { amount: formatCoins(valueCents) })}</span>
            <div className="grid grid-cols-2 gap-2 sm:ml-auto sm:flex">
              <Button
                variant="secondary"
                disabled={selected.size === 0}
                loading={exchange.isPending && exchange.variables?.to === 'bean'}
                onClick={() => run('bean')}
                className="h-auto! min-h-11 whitespace-normal! py-2 text-center leading-tight"
                data-testid="exchange-to-bean"
              >
                {t('prizes.exchange.toBean', { bean: formatNumber(beans) })}
              </Button>
              <Button
                variant="gold"
                disabled={selected.size === 0}
                loading={exchange.isPending && exchange.variables?.to === 'voucher'}
                onClick={() => run('voucher')}
                className="h-auto! min-h-11 whitespace-normal! py-2 text-center leading-tight"
                data-testid="exchange-to-voucher"
              >
                {t('prizes.exchange.toVoucher', { amount: formatCoins(voucherCents) })}
              </Button>
            </div>
          </div>
        ) : null}
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.exchange.vouchers')}</h2>
        {vouchers.data && vouchers.data.list.length === 0 ? <p className="text-sm text-muted">{t('prizes.exchange.noVouchers')}</p> : null}
        {vouchers.data ? <VoucherList list={vouchers.data.list} /> : null}
      </section>
    </div>
  );
}
