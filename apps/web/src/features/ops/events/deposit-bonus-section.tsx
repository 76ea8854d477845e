import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DepositBonusConfig } from '@hapa/contracts';
import { parseCoinAmount } from '@hapa/domain';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsReviews } from '../../../lib/i18n/en/ops-reviews.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

i18n.addResourceBundle('en', 'translation', { opsReviews }, true, true);

const KEY = ['ops', 'deposit-bonus'];
type Row = { min: string; percent: string };
type Draft = { tiers: Row[]; cap: string };

const draftOf = (c: DepositBonusConfig): Draft => ({
  tiers: c.tiers.map((x) => ({ min: (x.minCents / 100).toFixed(2), percent: String(x.bonusPpm / 10_000) })),
  cap: (c.capCents / 100).toFixed(2),
});

/** The request body of a draft (dollars -> cents, percent -> ppm), or null when it does not pass the contract. */
export function depositBonusBodyOf(d: Draft): DepositBonusConfig | null {
  try {
    const tiers = d.tiers.map((r) => ({ minCents: parseCoinAmount(r.min), bonusPpm: Math.round(Number(r.percent) * 10_000) }));
    const parsed = DepositBonusConfig.safeParse({ tiers, capCents: parseCoinAmount(d.cap) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Console, events page: the deposit bonus tiers and cap (docs/architecture/console.md; role catalogue; audited `events.deposit_bonus`). */
export function DepositBonusSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const cfg = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/deposit-bonus', { schema: DepositBonusConfig }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (cfg.data && !draft) setDraft(draftOf(cfg.data));
  }, [cfg.data, draft]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: DepositBonusConfig) => opsApi('/ops/deposit-bonus', { method: 'POST', body, schema: DepositBonusConfig }),
    onSuccess: (c) => {
      setDraft(draftOf(c));
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  if (!draft) return <ErrorLine error={cfg.error} />;
  const body = depositBonusBodyOf(draft);
  const setTier = (i: number, patch: Partial<Row>) =>
    setDraft({ ...draft, tiers: draft.tiers.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate(body);
  };
  return (
    <OpsCard title={t('opsReviews.depositBonusTitle')} testId="ops-deposit-bonus" className="mt-6">
      <p className="mb-4 text-sm text-muted">{t('opsReviews.depositBonusText')}</p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        {draft.tiers.map((r, i) => (
          <div key={i} className="flex flex-wrap items-end gap-3">
            <Input
              label={t('opsReviews.minDeposit')}
              inputMode="decimal"
              value={r.min}
              onChange={(e) => setTier(i, { min: e.target.value })}
              containerClassName="w-40"
              data-testid={`ops-deposit-bonus-min-${i}`}
            />
            <Input
              label={t('opsReviews.percent')}
              inputMode="decimal"
              value={r.percent}
              onChange={(e) => setTier(i, { percent: e.target.value })}
              containerClassName="w-32"
              data-testid={`ops-deposit-bonus-percent-${i}`}
            />
            {draft.tiers.length > 1 ? (
              <Button size="sm" variant="ghost" onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, j) => j !== i) })}>
                {t('opsReviews.removeTier')}
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={draft.tiers.length >= 10}
          onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, { min: '', percent: '' }] })}
        >
          {t('opsReviews.addTier')}
        </Button>
        <Input
          label={t('opsReviews.cap')}
          inputMode="decimal"
          value={draft.cap}
          onChange={(e) => setDraft({ ...draft, cap: e.target.value })}
          containerClassName="w-40"
          data-testid="ops-deposit-bonus-cap"
        />
        {!body ? <p className="text-sm text-danger">{t('opsReviews.invalid')}</p> : null}
        <ErrorLine error={save.error} />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!body} loading={save.isPending} data-testid="ops-deposit-bonus-save">
            {t('ops.common.save')}
          </Button>
          {save.isSuccess ? <span className="text-sm text-accent">{t('opsReviews.saved')}</span> : null}
        </div>
      </form>
    </OpsCard>
  );
}
