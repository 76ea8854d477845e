import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsTrialSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsTrial } from '../../../lib/i18n/en/ops-trial.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the page's chunk
i18n.addResourceBundle('en', 'translation', { opsTrial }, true, true);

const KEY = ['ops', 'games', 'trial'];
type Form = { boxId: string; discount: string; hours: string; boosts: string };

/** Parses the form into the settings body, or null when a field is not valid (discount in % with up to 4 decimals). */
export function parseTrialForm(f: Form): OpsTrialSettings | null {
  if (!/^\d{1,9}$/.test(f.boxId.trim()) || !/^\d{1,2}(\.\d{1,4})?$/.test(f.discount.trim()) || !/^\d{1,4}$/.test(f.hours.trim()) || !/^\d{1,3}$/.test(f.boosts.trim())) return null;
  const r = OpsTrialSettings.safeParse({ boxId: Number(f.boxId), discountPpm: Math.round(Number(f.discount) * 10_000), validityHours: Number(f.hours), boostsPerTrial: Number(f.boosts) });
  return r.success ? r.data : null;
}

/** Finance: the 90%-off Lucky Trial (issue 13): trial box, discount, validity and friends' helps per extra trial; audited. */
export function TrialSettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/trial', { schema: OpsTrialSettings }) });
  const [form, setForm] = useState<Form>({ boxId: '', discount: '', hours: '', boosts: '' });
  useEffect(() => {
    const s = settings.data;
    if (s) setForm({ boxId: String(s.boxId), discount: String(s.discountPpm / 10_000), hours: String(s.validityHours), boosts: String(s.boostsPerTrial) });
  }, [settings.data]);
  const body = parseTrialForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/trial', { method: 'POST', body: body!, schema: OpsTrialSettings }),
    onSuccess: (s) => qc.setQueryData(KEY, s),
  });
  const field = (k: keyof Form) => ({ value: form[k], onChange: (e: { target: { value: string } }) => { save.reset(); setForm((f) => ({ ...f, [k]: e.target.value })); } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <OpsCard className="max-w-xl" testId="ops-trial-settings">
      <h2 className="mb-3 text-lg font-bold">{t('opsTrial.title')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t('opsTrial.boxId')} hint={t('opsTrial.boxHelp')} inputMode="numeric" {...field('boxId')} data-testid="trial-box-id" />
          <Input label={t('opsTrial.discount')} hint={t('opsTrial.discountHelp')} inputMode="decimal" {...field('discount')} data-testid="trial-discount" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input label={t('opsTrial.validity')} inputMode="numeric" {...field('hours')} data-testid="trial-hours" />
          <Input label={t('opsTrial.boosts')} inputMode="numeric" {...field('boosts')} data-testid="trial-boosts" />
        </div>
        {!body && settings.data ? <p className="text-sm text-danger">{t('opsTrial.invalid')}</p> : null}
        <ErrorLine error={settings.error ?? save.error} />
        {save.isSuccess ? <p className="text-sm text-accent" role="status">{t('opsTrial.saved')}</p> : null}
        <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="trial-save">{t('opsTrial.save')}</Button>
      </form>
    </OpsCard>
  );
}
