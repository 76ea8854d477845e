import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle } from '../../../components/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { exportFileName, useExportHistory } from '../api/export-history.ts';

/**
 * The profile's "Download my history": every opening, battle seat, game round and lottery ticket with seeds, results
 * and public-log proofs as one JSON file for `npx hapabox-verify` (docs/transparency.md#history-export). `bare`: the
 * button and hint alone, inside another card.
 */
export function HistoryExportCard({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const download = useExportHistory();
  const body = (
    <>
      <Button
        variant="secondary"
        className="self-start"
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => toast.success(t('transparency.export.done')),
            onError: (err) => toast.error(isApiError(err) ? err.message : t('common.somethingWrong')),
          })
        }
        data-testid="history-export-button"
      >
        {download.isPending ? t('transparency.export.busy') : t('transparency.export.button')}
      </Button>
      <p className="break-all font-mono text-xs text-subtle">{t('transparency.export.hint', { file: exportFileName() })}</p>
    </>
  );
  if (bare)
    return (
      <div className="flex flex-col gap-2" data-testid="history-export">
        {body}
      </div>
    );
  return (
    <Card className="flex flex-col gap-3" data-testid="history-export">
      <CardTitle>{t('transparency.export.title')}</CardTitle>
      <p className="text-sm text-muted">{t('transparency.export.text')}</p>
      {body}
    </Card>
  );
}
