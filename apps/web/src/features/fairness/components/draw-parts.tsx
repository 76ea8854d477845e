import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconCheck, IconInfo, IconX, Input, MonoField, Select } from '../../../components/index.ts';
import { parseDrawId, type DrawStep } from '../lib/draws.ts';

/** A draw, game, ticket or card number typed in: `onSubmit` gets it parsed (null when it is not a positive id). */
function IdForm({
  label,
  text,
  onText,
  error,
  submitLabel,
  variant,
  inputTestId,
  submitTestId,
  onSubmit,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  error: string | undefined;
  submitLabel: string;
  variant?: 'outline';
  inputTestId: string;
  submitTestId: string;
  onSubmit: (id: number | null) => void;
}) {
  return (
    <form
      className="flex items-start gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(parseDrawId(text));
      }}
    >
      <Input
        label={label}
        value={text}
        inputMode="numeric"
        onChange={(e) => onText(e.target.value)}
        error={error}
        containerClassName="min-w-0 flex-1"
        className="font-mono"
        data-testid={inputTestId}
      />
      <Button type="submit" variant={variant} className="mt-[1.375rem] shrink-0" data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * Picks a draw: a list of recent ones (choosing one checks it at once) or an id typed in. `value` is the id being
 * checked; `prefix` names the test ids (`{prefix}-recent`, `{prefix}-id`, `{prefix}-submit`).
 */
export function DrawPicker({
  prefix,
  value,
  onPick,
  recentLabel,
  recent,
  idLabel,
  initialText,
}: {
  prefix: string;
  value: number | null;
  onPick: (id: number) => void;
  recentLabel: string;
  recent: { id: number; label: string }[];
  idLabel: string;
  initialText: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>();
  const listed = recent.some((r) => r.id === value);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <Select
        label={recentLabel}
        value={listed ? String(value) : ''}
        onChange={(e) => {
          const id = parseDrawId(e.target.value);
          if (id === null) return;
          setText(String(id));
          setError(undefined);
          onPick(id);
        }}
        options={[
          { value: '', label: recent.length ? t('fairness.draws.choose') : t('fairness.draws.noRecent') },
          ...recent.map((r) => ({ value: String(r.id), label: r.label })),
        ]}
        data-testid={`${prefix}-recent`}
      />
      <IdForm
        label={idLabel}
        text={text}
        onText={setText}
        error={error}
        submitLabel={t('fairness.draws.verify')}
        inputTestId={`${prefix}-id`}
        submitTestId={`${prefix}-submit`}
        onSubmit={(id) => {
          setError(id === null ? t('fairness.draws.idError') : undefined);
          if (id !== null) onPick(id);
        }}
      />
    </div>
  );
}

/** The steps of a draw check, each with a tick or a cross, the published value and the recomputed one; then the verdict. */
export function DrawSteps({
  prefix,
  steps,
  ok,
  label,
}: {
  prefix: string;
  steps: DrawStep[];
  ok: boolean;
  label: (step: DrawStep) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid={`${prefix}-check`} data-ok={ok}>
      <p className={cn('flex items-center gap-2 text-sm font-bold', ok ? 'text-accent' : 'text-danger')} data-testid={`${prefix}-verdict`}>
        {ok ? <IconCheck size={18} className="shrink-0" /> : <IconX size={18} className="shrink-0" />}
        {ok ? t('fairness.draws.verified') : t('fairness.draws.mismatch')}
      </p>
      <ul className="flex flex-col gap-1.5">
        {steps.map((s) => (
          <li
            key={s.key}
            className="flex gap-2 rounded-lg bg-bg-2 px-3 py-2 text-xs"
            data-testid={`${prefix}-step-${s.key}`}
            data-ok={s.ok}
          >
            <span
              className={cn('mt-0.5 shrink-0', s.ok ? 'text-accent' : 'text-danger')}
              aria-label={s.ok ? t('fairness.draws.stepOk') : t('fairness.draws.stepFailed')}
              role="img"
            >
              {s.ok ? <IconCheck size={16} strokeWidth={3} /> : <IconX size={16} strokeWidth={3} />}
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-bold text-fg">{label(s)}</span>
              <span className="font-mono text-[11px] text-muted [overflow-wrap:anywhere]">
                <span className="font-sans font-semibold">{t('fairness.expected')}:</span> {s.published || '—'}
              </span>
              <span className="font-mono text-[11px] text-muted [overflow-wrap:anywhere]">
                <span className="font-sans font-semibold">{t('fairness.actual')}:</span> {s.computed}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Entry ids of a draw, folded (a draw may hold thousands). */
export function EntryList({ summary, entries, testId }: { summary: string; entries: readonly number[]; testId?: string }) {
  return (
    <details className="rounded-xl border border-line bg-bg-2 px-3 py-2 text-xs" data-testid={testId}>
      <summary className="cursor-pointer font-semibold text-muted">{summary}</summary>
      <p className="mt-2 max-h-40 overflow-y-auto break-all font-mono text-fg">{entries.join(', ')}</p>
    </details>
  );
}

/** A form to look one entry up in the draw; `answer(id)` says where it stands (the text shown under the form). */
export function EntryLookupForm({ prefix, label, answer }: { prefix: string; label: string; answer: (id: number) => ReactNode }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [id, setId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <IdForm
        label={label}
        text={text}
        onText={setText}
        error={error}
        submitLabel={t('fairness.draws.lookup')}
        variant="outline"
        inputTestId={`${prefix}-lookup-id`}
        submitTestId={`${prefix}-lookup-submit`}
        onSubmit={(parsed) => {
          setError(parsed === null ? t('fairness.draws.idError') : undefined);
          setId(parsed);
        }}
      />
      {id !== null ? (
        <div className="text-sm text-fg" data-testid={`${prefix}-lookup-result`}>
          {answer(id)}
        </div>
      ) : null}
    </div>
  );
}

/** A draw or game that has not ended: why nothing can be checked yet, and the committed server seed hash. */
export function SeedPending({ testId, text, hash }: { testId: string; text: string; hash: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm text-fg">
        <IconInfo size={18} className="mt-0.5 shrink-0 text-warning" />
        {text}
      </p>
      <MonoField label={t('fairness.serverSeedHashed')} value={hash} />
    </div>
  );
}
