import { DAY_MS } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Select, Skeleton } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { useExclude, useProtection, useSetRealityCheck } from '../api/protection.ts';
import { LimitRow } from './limit-row.tsx';

const BREAKS = [
  { value: 'cool_off:1', kind: 'cool_off', days: 1, label: ['protection.day1', {}] },
  { value: 'cool_off:7', kind: 'cool_off', days: 7, label: ['protection.weeks', { count: 1 }] },
  { value: 'cool_off:14', kind: 'cool_off', days: 14, label: ['protection.weeks', { count: 2 }] },
  { value: 'cool_off:42', kind: 'cool_off', days: 42, label: ['protection.weeks', { count: 6 }] },
  { value: 'self_exclusion:6', kind: 'self_exclusion', months: 6, label: ['protection.months', { count: 6 }] },
  { value: 'self_exclusion:12', kind: 'self_exclusion', months: 12, label: ['protection.years', { count: 1 }] },
  { value: 'self_exclusion:24', kind: 'self_exclusion', months: 24, label: ['protection.years', { count: 2 }] },
  { value: 'self_exclusion:60', kind: 'self_exclusion', months: 60, label: ['protection.years', { count: 5 }] },
] as const;

/** Play safe: deposit and loss limits, reality check, cool-off and self-exclusion (on /user/profile). */
export function ProtectionCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useProtection();
  const exclude = useExclude();
  const reality = useSetRealityCheck();
  const [breakChoice, setBreakChoice] = useState<string>(BREAKS[0].value);
  if (isLoading || !data) return <Skeleton className="h-60" />;

  function startBreak() {
    const b = BREAKS.find((x) => x.value === breakChoice)!;
    const until = new Date();
    if ('days' in b) until.setTime(until.getTime() + b.days * DAY_MS);
    else until.setUTCMonth(until.getUTCMonth() + b.months);
    if (!window.confirm(t('protection.confirmBreak', { date: formatDateTime(until) }))) return;
    exclude.mutate('days' in b ? { kind: 'cool_off', days: b.days } : { kind: 'self_exclusion', months: b.months });
  }

  return (
    <Card className="flex flex-col gap-5" data-testid="protection-card">
      <div>
        <CardTitle>{t('protection.title')}</CardTitle>
        <p className="-mt-2 text-xs text-muted">{t('protection.subtitle')}</p>
      </div>
      {(['deposit', 'loss'] as const).map((kind) => (
        <div key={kind}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`protection.${kind}`)}</p>
          {data.limits
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
            ))}
        </div>
      ))}
      <Select
        label={t('protection.realityCheck')}
        value={String(data.realityCheckMinutes ?? '')}
        onChange={(e) => reality.mutate({ minutes: e.target.value ? Number(e.target.value) : null })}
        options={[
          { value: '', label: t('protection.off') },
          ...[15, 30, 60, 120].map((m) => ({ value: String(m), label: t('protection.everyMinutes', { minutes: m }) })),
        ]}
        data-testid="reality-check"
      />
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('protection.takeBreak')}</p>
        {data.exclusion ? (
          <p
            className="rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-sm font-semibold text-warning"
            data-testid="protection-on-break"
          >
            {t('protection.onBreak', { date: formatDateTime(data.exclusion.until) })}
          </p>
        ) : null}
        <p className="text-xs text-muted">{t('protection.breakHint')}</p>
        <div className="flex gap-2">
          <Select
            containerClassName="min-w-0 flex-1"
            aria-label={t('protection.takeBreak')}
            value={breakChoice}
            onChange={(e) => setBreakChoice(e.target.value)}
            options={BREAKS.map((b) => ({
              value: b.value,
              label: `${b.kind === 'cool_off' ? t('protection.coolOff') : t('protection.selfExclusion')}: ${t(b.label[0], b.label[1])}`,
            }))}
            data-testid="break-choice"
          />
          <Button variant="danger" loading={exclude.isPending} onClick={startBreak} data-testid="break-start">
            {t('protection.start')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
