import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsContestLevel, OpsContestLevels, OpsContestSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContests } from '../../../lib/i18n/en/contests-ops.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsContests }, true, true);

const SETTINGS_KEY = ['ops', 'contests', 'settings'];
const LEVELS_KEY = ['ops', 'contests', 'levels'];

/** "100, 50.5, 25" -> [100, 50.5, 25] (coin amounts, at most 2 decimals), or null. */
export function parsePrizes(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d{1,7}(\.\d{1,2})?$/.test(p))) return null;
  return parts.map(Number);
}

/** "110x2, 106x1" -> [{boxId 110, count 2}, {boxId 106, count 1}], or null. */
export function parseLineUp(text: string): { boxId: number; count: number }[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out = parts
    .map((p) => /^(\d{1,9})\s*[x×]\s*(\d{1,2})$/i.exec(p))
    .map((m) => (m ? { boxId: Number(m[1]), count: Number(m[2]) } : null));
  return out.length && out.every((x) => x && x.count >= 1 && x.count <= 10) ? (out as { boxId: number; count: number }[]) : null;
}

export const lineUpText = (boxes: { boxId: number; count: number }[]) => boxes.map((b) => `${b.boxId}x${b.count}`).join(', ');

/** Finance: contest period length, prizes per rank and invite validity (docs/architecture/console.md; audited). */
function ContestSettingsForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => opsApi('/ops/contests/settings', { schema: OpsContestSettings }) });
  const [form, setForm] = useState<{ days: string; hours: string; prizes: string } | null>(null);
  useEffect(() => {
    if (q.data)
      setForm({
        days: String(q.data.periodDays),
        hours: String(q.data.inviteHours),
        prizes: q.data.prizes.map((p) => p.toFixed(2)).join(', '),
      });
  }, [q.data]);
  const prizes = form ? parsePrizes(form.prizes) : null;
  const parsed =
    form && prizes ? OpsContestSettings.safeParse({ periodDays: Number(form.days), inviteHours: Number(form.hours), prizes }) : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/contests/settings', { method: 'POST', body: parsed!.data!, schema: OpsContestSettings }),
    onSuccess: (s) => qc.setQueryData(SETTINGS_KEY, s),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsed?.success) save.mutate();
  };
  if (!form) return null;
  const set = (patch: Partial<typeof form>) => {
    save.reset();
    setForm({ ...form, ...patch });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          label={t('opsContests.periodDays')}
          inputMode="numeric"
          value={form.days}
          onChange={(e) => set({ days: e.target.value })}
          data-testid="ops-contests-days"
        />
        <Input
          label={t('opsContests.inviteHours')}
          inputMode="numeric"
          value={form.hours}
          onChange={(e) => set({ hours: e.target.value })}
        />
      </div>
      <Input
        label={t('opsContests.prizes')}
        hint={t('opsContests.prizesHint')}
        value={form.prizes}
        onChange={(e) => set({ prizes: e.target.value })}
        data-testid="ops-contests-prizes"
      />
      {!parsed?.success ? <p className="text-sm text-danger">{t('opsContests.invalid')}</p> : null}
      <ErrorLine error={save.error} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={!parsed?.success} loading={save.isPending}>
          {t('opsContests.save')}
        </Button>
        {save.isSuccess ? <span className="text-sm text-accent">{t('opsContests.saved')}</span> : null}
      </div>
    </form>
  );
}

/** Catalogue: one contest level's name, line-up (box id x rounds), points and switch (audited). */
function LevelRow({ level }: { level: OpsContestLevel }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [f, setF] = useState({ name: level.name, lineUp: lineUpText(level.boxes), points: String(level.points), isActive: level.isActive });
  const boxes = parseLineUp(f.lineUp);
  const body =
    boxes && /^\d{1,7}$/.test(f.points) && f.name.trim()
      ? { name: f.name.trim(), boxes, points: Number(f.points), isActive: f.isActive }
      : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi(`/ops/contests/levels/${level.id}`, { method: 'POST', body: body!, schema: OpsContestLevel }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: LEVELS_KEY }),
  });
  const set = (patch: Partial<typeof f>) => {
    save.reset();
    setF({ ...f, ...patch });
  };
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3" data-testid="ops-contest-level">
      <p className="text-sm font-bold">{t('opsContests.level', { n: level.position })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_2fr_1fr]">
        <Input label={t('opsContests.name')} value={f.name} onChange={(e) => set({ name: e.target.value })} />
        <Input
          label={t('opsContests.lineUp')}
          hint={t('opsContests.lineUpHint')}
          value={f.lineUp}
          onChange={(e) => set({ lineUp: e.target.value })}
        />
        <Input label={t('opsContests.points')} inputMode="numeric" value={f.points} onChange={(e) => set({ points: e.target.value })} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={f.isActive} onChange={(e) => set({ isActive: e.target.checked })} /> {t('opsContests.active')}
      </label>
      <ErrorLine error={save.error} />
      <div className="flex items-center gap-3">
        <Button size="sm" disabled={!body} loading={save.isPending} onClick={() => body && save.mutate()}>
          {t('opsContests.save')}
        </Button>
        {!body ? <span className="text-sm text-danger">{t('opsContests.invalidLevel')}</span> : null}
        {save.isSuccess ? <span className="text-sm text-accent">{t('opsContests.saved')}</span> : null}
      </div>
    </li>
  );
}

function ContestLevelsList() {
  const q = useQuery({ queryKey: LEVELS_KEY, queryFn: () => opsApi('/ops/contests/levels', { schema: OpsContestLevels }) });
  if (!q.data) return <ErrorLine error={q.error} />;
  return (
    <ul className="flex flex-col gap-3">
      {q.data.map((l) => (
        <LevelRow key={`${l.id}:${l.name}:${l.points}:${lineUpText(l.boxes)}:${l.isActive}`} level={l} />
      ))}
    </ul>
  );
}

/** Console: contests (docs/architecture/console.md): settings (finance) and levels (catalogue); each part shows for the role that may use it. */
export function ContestsSection({ finance, catalogue }: { finance: boolean; catalogue: boolean }) {
  const { t } = useTranslation();
  if (!finance && !catalogue) return null;
  return (
    <OpsCard className="max-w-3xl" testId="ops-contests">
      <h2 className="mb-3 text-lg font-bold">{t('opsContests.title')}</h2>
      {finance ? <ContestSettingsForm /> : null}
      {catalogue ? (
        <div className="mt-5">
          <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">{t('opsContests.levels')}</h3>
          <ContestLevelsList />
        </div>
      ) : null}
    </OpsCard>
  );
}
