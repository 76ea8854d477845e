import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsMinesSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsGames } from '../../../lib/i18n/en/ops-games.ts';
import { opsApi } from '../api.ts';
import { OpsHeading } from '../layout.tsx';
import { ErrorLine, OpsCard } from '../ui.tsx';
import { TreasureSettingsSection } from './treasure-settings.tsx';
import { UpgradeSettingsSection } from './upgrade-settings.tsx';
import { TrialSettingsSection } from './trial-settings.tsx';
import { FlipSettingsSection } from './flip-settings.tsx';
import { PirateSettingsSection } from './pirate-settings.tsx';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsGames }, true, true);

const KEY = ['ops', 'games', 'mines'];
type Form = { edge: string; minBet: string; maxBet: string; maxPayout: string; hours: string };
const money = /^\d{1,8}(\.\d{1,2})?$/;

/** Parses the form into the settings body, or null when a field is not valid. */
export function parseMinesForm(f: Form): OpsMinesSettings | null {
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(f.edge.trim()) || ![f.minBet, f.maxBet, f.maxPayout].every((v) => money.test(v.trim())) || !/^\d{1,3}$/.test(f.hours.trim())) return null;
  const r = OpsMinesSettings.safeParse({ edgePpm: Math.round(Number(f.edge) * 10_000), minBet: Number(f.minBet), maxBet: Number(f.maxBet), maxPayout: Number(f.maxPayout), autoCashOutHours: Number(f.hours) });
  return r.success ? r.data : null;
}

/** Finance: the games' house edges and limits (issue 13: edges and caps are operator settings). */
export default function GamesSettingsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/mines', { schema: OpsMinesSettings }) });
  const [form, setForm] = useState<Form>({ edge: '', minBet: '', maxBet: '', maxPayout: '', hours: '' });
  useEffect(() => {
    const s = settings.data;
    if (s) setForm({ edge: String(s.edgePpm / 10_000), minBet: s.minBet.toFixed(2), maxBet: s.maxBet.toFixed(2), maxPayout: s.maxPayout.toFixed(2), hours: String(s.autoCashOutHours) });
  }, [settings.data]);
  const body = parseMinesForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/mines', { method: 'POST', body: body!, schema: OpsMinesSettings }),
    onSuccess: (s) => qc.setQueryData(KEY, s),
  });
  const field = (k: keyof Form) => ({ value: form[k], onChange: (e: { target: { value: string } }) => { save.reset(); setForm((f) => ({ ...f, [k]: e.target.value })); } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <div data-testid="ops-games-page">
      <OpsHeading title={t('opsGames.title')} subtitle={t('opsGames.subtitle')} />
      <OpsCard className="max-w-xl">
        <h2 className="mb-3 text-lg font-bold">{t('opsGames.mines')}</h2>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <Input label={t('opsGames.edge')} hint={t('opsGames.edgeHelp')} inputMode="decimal" {...field('edge')} data-testid="games-edge" />
          <div className="grid gap-3 sm:grid-cols-3">
            <Input label={t('opsGames.minBet')} inputMode="decimal" {...field('minBet')} data-testid="games-min-bet" />
            <Input label={t('opsGames.maxBet')} inputMode="decimal" {...field('maxBet')} data-testid="games-max-bet" />
            <Input label={t('opsGames.maxPayout')} inputMode="decimal" {...field('maxPayout')} data-testid="games-max-payout" />
          </div>
          <Input label={t('opsGames.autoCashOut')} inputMode="numeric" {...field('hours')} data-testid="games-hours" />
          {!body && settings.data ? <p className="text-sm text-danger">{t('opsGames.invalid')}</p> : null}
          <ErrorLine error={settings.error ?? save.error} />
          {save.isSuccess ? <p className="text-sm text-accent" role="status">{t('opsGames.saved')}</p> : null}
          <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="games-save">{t('opsGames.save')}</Button>
        </form>
      </OpsCard>
      <div className="mt-6"><TreasureSettingsSection /></div>
      <div className="mt-6"><UpgradeSettingsSection /></div>
      <div className="mt-6"><TrialSettingsSection /></div>
      <div className="mt-6"><FlipSettingsSection /></div>
      <div className="mt-6"><PirateSettingsSection /></div>
    </div>
  );
}
