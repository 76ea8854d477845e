import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPirateSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsPirate } from '../../../lib/i18n/en/ops-events.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsPirate }, true, true);

const KEY = ['ops', 'games', 'pirate'];
type Form = { edge: string; minBet: string; maxBet: string; maxPayout: string; levels: string; hours: string };
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

/** Parses the form into the settings body, or null when a field is not valid. */
export function parsePirateForm(f: Form): OpsPirateSettings | null {
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(f.edge.trim()) || ![f.minBet, f.maxBet, f.maxPayout].every((v) => MONEY.test(v.trim())) || !/^\d{1,2}$/.test(f.levels.trim()) || !/^\d{1,3}$/.test(f.hours.trim())) return null;
  const r = OpsPirateSettings.safeParse({ edgePpm: Math.round(Number(f.edge) * 10_000), minBet: Number(f.minBet), maxBet: Number(f.maxBet), maxPayout: Number(f.maxPayout), levels: Number(f.levels), autoCashOutHours: Number(f.hours) });
  return r.success ? r.data : null;
}

/** Finance: Pirate 2024's house edge, limits, tower height and auto cash-out (issue 14; audited). */
export function PirateSettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/pirate', { schema: OpsPirateSettings }) });
  const [form, setForm] = useState<Form>({ edge: '', minBet: '', maxBet: '', maxPayout: '', levels: '', hours: '' });
  useEffect(() => {
    const s = settings.data;
    if (s) setForm({ edge: String(s.edgePpm / 10_000), minBet: s.minBet.toFixed(2), maxBet: s.maxBet.toFixed(2), maxPayout: s.maxPayout.toFixed(2), levels: String(s.levels), hours: String(s.autoCashOutHours) });
  }, [settings.data]);
  const body = parsePirateForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/pirate', { method: 'POST', body: body!, schema: OpsPirateSettings }),
    onSuccess: (s) => qc.setQueryData(KEY, s),
  });
  const field = (k: keyof Form) => ({
    value: form[k],
    onChange: (e: { target: { value: string } }) => {
      save.reset();
      setForm((f) => ({ ...f, [k]: e.target.value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <OpsCard className="max-w-xl" testId="ops-games-pirate">
      <h2 className="mb-3 text-lg font-bold">{t('opsPirate.title')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Input label={t('opsPirate.edge')} hint={t('opsPirate.edgeHelp')} inputMode="decimal" {...field('edge')} data-testid="pirate-ops-edge" />
        <div className="grid gap-3 sm:grid-cols-3">
          <Input label={t('opsPirate.minBet')} inputMode="decimal" {...field('minBet')} data-testid="pirate-ops-min-bet" />
          <Input label={t('opsPirate.maxBet')} inputMode="decimal" {...field('maxBet')} data-testid="pirate-ops-max-bet" />
          <Input label={t('opsPirate.maxPayout')} inputMode="decimal" {...field('maxPayout')} data-testid="pirate-ops-max-payout" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t('opsPirate.levels')} inputMode="numeric" {...field('levels')} data-testid="pirate-ops-levels" />
          <Input label={t('opsPirate.autoCashOut')} inputMode="numeric" {...field('hours')} data-testid="pirate-ops-hours" />
        </div>
        {!body && settings.data ? <p className="text-sm text-danger">{t('opsPirate.invalid')}</p> : null}
        <ErrorLine error={settings.error ?? save.error} />
        {save.isSuccess ? <p className="text-sm text-accent" role="status">{t('opsPirate.saved')}</p> : null}
        <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="pirate-ops-save">{t('opsPirate.save')}</Button>
      </form>
    </OpsCard>
  );
}
