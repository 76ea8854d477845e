import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsFlipSettings, OpsFlipView } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { Button, Input, Price } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { formatPpmPercent } from '../../../lib/i18n/format.ts';
import { opsFlip } from '../../../lib/i18n/en/games-flip.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsFlip }, true, true);

const KEY = ['ops', 'games', 'flip'];
type Form = { ids: string; hours: string; edge: string; window: string; autoKeep: string };

/** Parses the form into the settings body, or null when a field is not valid. */
export function parseFlipForm(f: Form): OpsFlipSettings | null {
  const ids = f.ids.split(/[\s,]+/).filter(Boolean);
  if (
    !ids.every((x) => /^\d{1,9}$/.test(x)) ||
    !/^\d{1,2}(\.\d{1,4})?$/.test(f.edge.trim()) ||
    ![f.hours, f.window, f.autoKeep].every((v) => /^\d{1,4}$/.test(v.trim()))
  )
    return null;
  const r = OpsFlipSettings.safeParse({
    prizeItemIds: ids.map(Number),
    autoPickHours: Number(f.hours),
    doubleGuessEdgePpm: Math.round(Number(f.edge) * 10_000),
    doubleGuessWindowMinutes: Number(f.window),
    doubleGuessAutoKeepMinutes: Number(f.autoKeep),
  });
  return r.success ? r.data : null;
}

/** Finance: the flip prize list (shown with the items it names and its EV) and the double guess edge and limits (docs/architecture/console.md; audited). */
export function FlipSettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/flip', { schema: OpsFlipView }) });
  const [form, setForm] = useState<Form>({ ids: '', hours: '', edge: '', window: '', autoKeep: '' });
  useEffect(() => {
    const s = settings.data;
    if (s)
      setForm({
        ids: s.prizeItemIds.join(', '),
        hours: String(s.autoPickHours),
        edge: String(s.doubleGuessEdgePpm / 10_000),
        window: String(s.doubleGuessWindowMinutes),
        autoKeep: String(s.doubleGuessAutoKeepMinutes),
      });
  }, [settings.data]);
  const body = parseFlipForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/flip', { method: 'POST', body: body!, schema: OpsFlipView }),
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
  const s = settings.data;
  return (
    <OpsCard className="max-w-xl" testId="ops-games-flip">
      <h2 className="mb-3 text-lg font-bold">{t('opsFlip.title')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Input label={t('opsFlip.prizes')} hint={t('opsFlip.prizesHelp')} {...field('ids')} data-testid="flip-ops-ids" />
        {s ? (
          <ol className="grid grid-cols-1 gap-1 text-xs text-muted sm:grid-cols-2" data-testid="flip-ops-prizes">
            {s.prizes.map((p) => (
              <li key={p.index} className="flex items-center justify-between gap-2 rounded-lg bg-bg-2 px-2 py-1">
                <span className="truncate">
                  {p.index + 1}. {p.name || `#${p.itemId}`}
                </span>
                <Price coins={p.price} className="shrink-0 text-fg" />
              </li>
            ))}
          </ol>
        ) : null}
        {s ? <p className="text-xs text-muted">{t('opsFlip.ev', { ev: formatCoins(coinsToCents(s.ev)) })}</p> : null}
        <Input label={t('opsFlip.autoPick')} inputMode="numeric" {...field('hours')} data-testid="flip-ops-hours" />
        <Input
          label={t('opsFlip.dgEdge')}
          hint={s ? t('opsFlip.dgEdgeHelp', { chance: formatPpmPercent(s.doubleGuessPpm) }) : undefined}
          inputMode="decimal"
          {...field('edge')}
          data-testid="flip-ops-dg-edge"
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Input label={t('opsFlip.dgWindow')} inputMode="numeric" {...field('window')} data-testid="flip-ops-dg-window" />
          <Input label={t('opsFlip.dgAutoKeep')} inputMode="numeric" {...field('autoKeep')} data-testid="flip-ops-dg-autokeep" />
        </div>
        {!body && s ? <p className="text-sm text-danger">{t('opsFlip.invalid')}</p> : null}
        <ErrorLine error={settings.error ?? save.error} />
        {save.isSuccess ? (
          <p className="text-sm text-accent" role="status">
            {t('opsFlip.saved')}
          </p>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="flip-ops-save">
          {t('opsFlip.save')}
        </Button>
      </form>
    </OpsCard>
  );
}
