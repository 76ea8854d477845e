import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PROMOTION_DISCOUNT_CENTS, OpsPromotion, OpsPromotionList, type OpsPromotion as Promotion } from '@hapa/contracts';
import { shadowingPromotions } from '@hapa/domain';
import { Button, Input, cn } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsPromotions } from '../../../lib/i18n/en/ops-promotions.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { centsOf, coinsText, Toggle, useRevealOn } from '../catalogue/shared.tsx';

// the page's strings join i18n with its chunk, so neither players nor other console pages download them
i18n.addResourceBundle('en', 'translation', { opsPromotions, opsContent }, true, true);

const KEY = ['ops', 'promotions'];
const p = 'opsPromotions';

interface Draft {
  id: number | null;
  code: string;
  name: string;
  active: boolean;
  startsAt: string;
  endsAt: string;
  minDiscount: string;
  maxDiscount: string;
  minDeposit: string;
}

/** `YYYY-MM-DDTHH:mm` of a date in local time (the datetime-local input's value). */
function localInput(d: Date): string {
  const z = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${z(d.getMonth() + 1)}-${z(d.getDate())}T${z(d.getHours())}:${z(d.getMinutes())}`;
}

const fresh = (): Draft => ({
  id: null,
  code: '',
  name: 'Random discount',
  active: false,
  startsAt: localInput(new Date()),
  endsAt: '',
  minDiscount: '1.00',
  maxDiscount: '10.00',
  minDeposit: '20.00',
});
const draftOf = (r: Promotion): Draft => ({
  id: r.id,
  code: r.code,
  name: r.name,
  active: r.active,
  startsAt: localInput(new Date(r.startsAt)),
  endsAt: r.endsAt ? localInput(new Date(r.endsAt)) : '',
  minDiscount: coinsText(r.minDiscountCents),
  maxDiscount: coinsText(r.maxDiscountCents),
  minDeposit: coinsText(r.minDepositCents),
});

/**
 * Top-up promotions (role finance; docs/product/constants.md#top-up-and-deposits "Random discounts up to $10 off"): every promotion with its state
 * (running, active, off), dates, discount range, minimum top-up and awards drawn / paid; create and edit. The
 * server refuses a range above $10, an upside-down range or an empty window, and audits every change.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/promotions', { schema: OpsPromotionList }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const panel = useRevealOn<HTMLDivElement>(draft ? (draft.id ?? 'new') : null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (d: Draft) => {
      const cents = [centsOf(d.minDiscount), centsOf(d.maxDiscount), centsOf(d.minDeposit)];
      if (cents.some((c) => c === null)) throw new Error(t(`${p}.badAmount`));
      if (cents[0]! > MAX_PROMOTION_DISCOUNT_CENTS || cents[1]! > MAX_PROMOTION_DISCOUNT_CENTS)
        throw new Error(t(`${p}.tooHigh`, { max: money(MAX_PROMOTION_DISCOUNT_CENTS) }));
      if (cents[0]! < 1) throw new Error(t(`${p}.tooLow`));
      const body = {
        name: d.name.trim(),
        active: d.active,
        startsAt: new Date(d.startsAt).toISOString(),
        endsAt: d.endsAt ? new Date(d.endsAt).toISOString() : null,
        minDiscountCents: cents[0]!,
        maxDiscountCents: cents[1]!,
        minDepositCents: cents[2]!,
      };
      return d.id
        ? opsApi(`/ops/promotions/${d.id}`, { method: 'POST', body, schema: OpsPromotion })
        : opsApi('/ops/promotions', { method: 'POST', body: { ...body, code: d.code.trim() }, schema: OpsPromotion });
    },
    onSuccess: () => {
      setDraft(null);
      showToast(t(`${p}.saved`), 'success');
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft && !save.isPending) save.mutate(draft);
  };
  const rows = list.data?.list ?? [];
  // the active promotions that would hide the draft while their windows overlap (docs/how-to/operator-day.md#safety)
  const shadows = draft ? shadowOf(draft, rows) : [];
  const state = (r: Promotion) => (r.running ? t(`${p}.running`) : r.active ? t(`${p}.scheduled`) : t(`${p}.off`));

  return (
    <div className="flex flex-col gap-5" data-testid="ops-promotions">
      <OpsHeading title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Button
          onClick={() => {
            save.reset();
            setDraft(fresh());
          }}
          data-testid="promotion-new"
        >
          {t(`${p}.newPromotion`)}
        </Button>
      </OpsHeading>
      <ErrorLine error={list.error} />
      {draft ? (
        <div ref={panel} className="scroll-mt-4">
          <OpsCard title={draft.id ? t(`${p}.editTitle`, { code: draft.code }) : t(`${p}.newPromotion`)} testId="promotion-form">
            <form className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit}>
              {draft.id ? null : (
                <Input
                  label={t(`${p}.code`)}
                  hint={t(`${p}.codeHint`)}
                  value={draft.code}
                  maxLength={40}
                  onChange={(e) => set({ code: e.target.value.toLowerCase().replace(/[^a-z0-9-]/g, '') })}
                  data-testid="promotion-code"
                />
              )}
              <Input
                label={t(`${p}.name`)}
                value={draft.name}
                maxLength={80}
                onChange={(e) => set({ name: e.target.value })}
                containerClassName={draft.id ? 'sm:col-span-2' : undefined}
                data-testid="promotion-name"
              />
              <Input
                label={t(`${p}.startsAt`)}
                type="datetime-local"
                value={draft.startsAt}
                onChange={(e) => set({ startsAt: e.target.value })}
                data-testid="promotion-starts"
              />
              <Input
                label={t(`${p}.endsAt`)}
                hint={t(`${p}.endsHint`)}
                type="datetime-local"
                value={draft.endsAt}
                onChange={(e) => set({ endsAt: e.target.value })}
                data-testid="promotion-ends"
              />
              <Input
                label={t(`${p}.minDiscount`)}
                inputMode="decimal"
                prefix="$"
                value={draft.minDiscount}
                onChange={(e) => set({ minDiscount: e.target.value })}
                data-testid="promotion-min"
              />
              <Input
                label={t(`${p}.maxDiscount`)}
                hint={t(`${p}.maxHint`, { max: money(MAX_PROMOTION_DISCOUNT_CENTS) })}
                inputMode="decimal"
                prefix="$"
                value={draft.maxDiscount}
                onChange={(e) => set({ maxDiscount: e.target.value })}
                data-testid="promotion-max"
              />
              <Input
                label={t(`${p}.minDeposit`)}
                inputMode="decimal"
                prefix="$"
                value={draft.minDeposit}
                onChange={(e) => set({ minDeposit: e.target.value })}
                data-testid="promotion-min-deposit"
              />
              <div className="flex items-end pb-3">
                <Toggle checked={draft.active} onChange={(v) => set({ active: v })} label={t(`${p}.active`)} testId="promotion-active" />
              </div>
              {shadows.length ? (
                <p
                  role="alert"
                  className="rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-warning sm:col-span-2 lg:col-span-4"
                  data-testid="promotion-shadow-warning"
                >
                  {t('opsContent.promotions.shadowed', {
                    count: shadows.length,
                    codes: shadows.map((r) => r.code).join(', '),
                  })}
                </p>
              ) : null}
              <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
                {/* a refusal of the form itself (not the server's) shows its own text */}
                <ErrorLine error={save.error && !(save.error instanceof ApiError) ? save.error.message : save.error} />
                <div className="flex gap-2">
                  <Button
                    type="submit"
                    loading={save.isPending}
                    disabled={!draft.name.trim() || (!draft.id && draft.code.length < 2) || !draft.startsAt}
                    data-testid="promotion-save"
                  >
                    {t(`${p}.save`)}
                  </Button>
                  <Button variant="ghost" onClick={() => setDraft(null)}>
                    {t(`${p}.cancel`)}
                  </Button>
                </div>
              </div>
            </form>
          </OpsCard>
        </div>
      ) : null}
      <OpsTable
        head={[t(`${p}.code`), t(`${p}.dates`), t(`${p}.range`), t(`${p}.minDeposit`), t(`${p}.awards`), '']}
        testId="promotion-list"
      >
        {rows.map((r) => (
          <tr key={r.id} data-testid="promotion-row" data-promotion-id={r.id} className={cn(!r.active && 'opacity-70')}>
            <Td>
              <p className="whitespace-nowrap font-mono font-semibold">{r.code}</p>
              <p className="text-xs text-muted">{r.name}</p>
              <p className={cn('text-[11px] font-bold', r.running ? 'text-accent' : 'text-muted')} data-testid="promotion-state">
                {state(r)}
              </p>
              {r.shadowedBy.length ? (
                <p className="text-[11px] font-bold text-warning" data-testid="promotion-shadowed">
                  {t('opsContent.promotions.hiddenBy', {
                    codes: r.shadowedBy.map((id) => rows.find((x) => x.id === id)?.code ?? `#${id}`).join(', '),
                  })}
                </p>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap text-xs text-muted">
              <span className="block">{when(r.startsAt)}</span>
              <span className="block">{r.endsAt ? `→ ${when(r.endsAt)}` : t(`${p}.noEnd`)}</span>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {money(r.minDiscountCents)} – {money(r.maxDiscountCents)}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{money(r.minDepositCents)}</Td>
            <Td className="whitespace-nowrap text-xs tabular-nums">
              <span className="block font-semibold">
                {r.drawn} / {r.paid}
              </span>
              <span className="block text-muted">{t(`${p}.paidTotal`, { amount: money(r.paidCents) })}</span>
            </Td>
            <Td className="text-right">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  save.reset();
                  setDraft(draftOf(r));
                }}
                data-testid="promotion-edit"
              >
                {t(`${p}.edit`)}
              </Button>
            </Td>
          </tr>
        ))}
      </OpsTable>
      {list.data && !rows.length ? <Empty /> : null}
    </div>
  );
}

/** The listed promotions that would hide the draft (domain `shadowingPromotions` on the draft's window). */
function shadowOf(d: Draft, rows: Promotion[]): Promotion[] {
  const start = d.startsAt ? new Date(d.startsAt).getTime() : Number.NaN;
  if (Number.isNaN(start)) return [];
  const end = d.endsAt ? new Date(d.endsAt).getTime() : null;
  const ids = shadowingPromotions(
    { id: d.id, active: d.active, startsAtMs: start, endsAtMs: end },
    rows.map((r) => ({ id: r.id, active: r.active, startsAtMs: Date.parse(r.startsAt), endsAtMs: r.endsAt ? Date.parse(r.endsAt) : null })),
  );
  return rows.filter((r) => ids.includes(r.id));
}
