import { useTranslation } from 'react-i18next';
import { Button, cn, IconCheck, IconInfo, IconX, Spinner } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { useVerifyOpening } from '../api/verify-opening.ts';
import { fairnessFloat } from '../lib/fairness-float.ts';
import { verifyOpening } from '../lib/verify.ts';

/** Loads an opening's seeds and shows each browser-side check with a tick or a cross. */
export function VerifyPanel({ openId }: { openId: number }) {
  const { t } = useTranslation();
  const query = useVerifyOpening(openId);
  const rotate = useRotateSeed();

  if (query.isLoading) return <Spinner size="sm" className="py-4" />;
  if (query.isError || !query.data) return <p className="py-3 text-sm text-danger">{errorMessage(query.error)}</p>;

  const outcome = verifyOpening(query.data);
  if (!outcome.revealed) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3" data-testid="verify-not-revealed">
        <p className="flex items-start gap-2 text-sm text-warning">
          <IconInfo size={18} className="mt-0.5 shrink-0" />
          {t('fairness.notRevealed')}
        </p>
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          loading={rotate.isPending}
          onClick={() => rotate.mutate({ type: 'server' })}
          data-testid="verify-rotate"
        >
          {t('fairness.rotateNow')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2" data-testid="verify-result" data-ok={outcome.ok}>
      <p className={cn('flex items-center gap-2 text-sm font-bold', outcome.ok ? 'text-accent' : 'text-danger')}>
        {outcome.ok ? <IconCheck size={18} /> : <IconX size={18} />}
        {outcome.ok ? t('fairness.allPassed') : t('fairness.someFailed')}
      </p>
      <ul className="flex flex-col gap-1.5">
        {outcome.checks.map((c) => (
          <li key={c.key} className="flex gap-2 rounded-lg bg-bg-2 px-3 py-2 text-xs" data-testid={`verify-check-${c.key}`} data-ok={c.ok}>
            <span className={cn('mt-0.5 shrink-0', c.ok ? 'text-accent' : 'text-danger')} aria-label={c.ok ? 'passed' : 'failed'}>
              {c.ok ? <IconCheck size={16} strokeWidth={3} /> : <IconX size={16} strokeWidth={3} />}
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-bold text-fg">{t(`fairness.checks.${c.key}`)}</span>
              <span className="break-all font-mono text-[11px] text-muted">
                <span className="text-subtle">{t('fairness.expected')}:</span> {c.expected}
              </span>
              <span className="break-all font-mono text-[11px] text-muted">
                <span className="text-subtle">{t('fairness.actual')}:</span> {c.actual}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted" data-testid="verify-odds-version" data-version={query.data.oddsVersion}>
        {t('fairness.oddsVersionUsed', { v: query.data.oddsVersion })}
      </p>
      <p className="text-[11px] text-subtle">
        {t('fairness.computedInBrowser')} float₀ = {fairnessFloat(outcome.float0)}
      </p>
    </div>
  );
}
