import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components/index.ts';

/**
 * The app update modal (docs/product/routes.md#modals modals "app update", docs/product/roles.md#app-shell-and-telegram legacy app versions 1.0.x, docs/product/errors.md#client-handling app_version.not_support
 * "get-new-version prompt in app"): "Please update your app to use this feature".
 */
export default function AppUpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('telegram.appUpdate.title')}
      size="sm"
      data-testid="app-update-dialog"
    >
      <p className="pb-2 text-center text-base font-semibold text-muted" data-testid="app-update-text">
        {t('telegram.appUpdate.text')}
      </p>
      <Button size="lg" block className="mt-4" onClick={onClose} data-testid="app-update-ok">
        {t('telegram.appUpdate.ok')}
      </Button>
    </Dialog>
  );
}
