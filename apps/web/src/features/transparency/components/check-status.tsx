import { useTranslation } from 'react-i18next';
import { IconCheck, IconX, cn } from '../../../components/index.ts';

export type CheckState = 'checking' | 'ok' | 'failed';

/** The outcome of a check the browser ran itself: a spinner, a green tick or a red cross, with its words. */
export function CheckStatus({
  state,
  okText,
  failedText,
  testId,
}: {
  state: CheckState;
  okText?: string;
  failedText?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-bold',
        state === 'ok' && 'text-accent',
        state === 'failed' && 'text-danger',
        state === 'checking' && 'text-muted',
      )}
      data-testid={testId}
      data-state={state}
      role="status"
    >
      {state === 'checking' ? (
        <span className="size-3.5 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
      ) : state === 'ok' ? (
        <IconCheck size={14} />
      ) : (
        <IconX size={14} />
      )}
      {state === 'checking'
        ? t('transparency.checking')
        : state === 'ok'
          ? (okText ?? t('transparency.checkedHere'))
          : (failedText ?? t('transparency.failed'))}
    </span>
  );
}
