import { useTranslation } from 'react-i18next';
import { Button, Dialog, Price } from '../../../components/index.ts';

interface SellConfirmDialogProps {
  open: boolean;
  count: number;
  totalCents: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Sell N prizes for $x?" confirmation before a recovery. */
export function SellConfirmDialog({ open, count, totalCents, busy, onConfirm, onCancel }: SellConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (!o && !busy ? onCancel() : undefined)}
      title={t('store.confirmTitle')}
      size="sm"
      data-testid="sell-confirm-dialog"
    >
      <p className="text-sm text-muted">
        {t('store.confirmText', { count })} <Price cents={totalCents} className="text-fg" />?
      </p>
      <p className="mt-2 text-xs text-subtle">{t('store.confirmNote')}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="gold" onClick={onConfirm} loading={busy} data-testid="store-sell-confirm">
          {t('store.sellNow')}
        </Button>
      </div>
    </Dialog>
  );
}
