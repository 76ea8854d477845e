import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsUpgradeSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsUpgrade } from '../../../lib/i18n/en/games-upgrade.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsUpgrade }, true, true);

const KEY = ['ops', 'games', 'upgrade'];
type Form = { edge: string; cap: string; minChance: string; minCoin: string; maxCoin: string };
const PERCENT = /^\d{1,2}(\.\d{1,4})?$/;
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const ppm = (percent: string) => Math.round(Number(percent) * 10_000);

/** Parses the form (percent and coin text) into the settings body, or null when a field is not valid. */
export function parseUpgradeForm(f: Form): OpsUpgradeSettings | null {
  if (![f.edge, f.cap, f.minChance].every((v) => PERCENT.test(v.trim())) || ![f.minCoin, f.maxCoin].every((v) => MONEY.test(v.trim()))) return null;
  const r = OpsUpgradeSettings.safeParse({ edgePpm: ppm(f.edge), capPpm: ppm(f.cap), minChancePpm: ppm(f.minChance), minCoin: Number(f.minCoin), maxCoin: Number(f.maxCoin) });
  return r.success ? r.data : null;
}

/** Finance: upgrade's house edge, chance cap, minimum chance and coin stake limits (issue 13; audited). */
export function UpgradeSettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/upgrade', { schema: OpsUpgradeSettings }) });
  const [form, setForm] = useState<Form>({ edge: '', cap: '', minChance: '', minCoin: '', maxCoin: '' });
  useEffect(() => {
    const s = settings.data;
    if (s) setForm({ edge: String(s.edgePpm / 10_000), cap: String(s.capPpm / 10_000), minChance: String(s.minChancePpm / 10_000), minCoin: s.minCoin.toFixed(2), maxCoin: s.maxCoin.toFixed(2) });
  }, [settings.data]);
  const body = parseUpgradeForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/upgrade', { method: 'POST', body: body!, schema: OpsUpgradeSettings }),
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
    <OpsCard className="max-w-xl" testId="ops-games-upgrade">
      <h2 className="mb-3 text-lg font-bold">{t('opsUpgrade.title')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Input label={t('opsUpgrade.edge')} hint={t('opsUpgrade.edgeHelp')} inputMode="decimal" {...field('edge')} data-testid="upgrade-ops-edge" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t('opsUpgrade.cap')} hint={t('opsUpgrade.capHelp')} inputMode="decimal" {...field('cap')} data-testid="upgrade-ops-cap" />
          <Input label={t('opsUpgrade.minChance')} hint={t('opsUpgrade.minChanceHelp')} inputMode="decimal" {...field('minChance')} data-testid="upgrade-ops-min-chance" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t('opsUpgrade.minCoin')} inputMode="decimal" {...field('minCoin')} data-testid="upgrade-ops-min-coin" />
          <Input label={t('opsUpgrade.maxCoin')} inputMode="decimal" {...field('maxCoin')} data-testid="upgrade-ops-max-coin" />
        </div>
        {!body && settings.data ? <p className="text-sm text-danger">{t('opsUpgrade.invalid')}</p> : null}
        <ErrorLine error={settings.error ?? save.error} />
        {save.isSuccess ? <p className="text-sm text-accent" role="status">{t('opsUpgrade.saved')}</p> : null}
        <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="upgrade-ops-save">{t('opsUpgrade.save')}</Button>
      </form>
    </OpsCard>
  );
}
