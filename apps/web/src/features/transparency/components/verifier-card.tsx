import { useTranslation } from 'react-i18next';
import { Card, CardTitle, MonoField } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { exportFileName } from '../api/export-history.ts';
import { HistoryExportCard } from './history-export-card.tsx';

/** How to check everything offline: the export (signed in) and the verifier's command line. */
export function VerifierCard() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <Card className="flex flex-col gap-3" data-testid="verifier">
      <CardTitle>{t('transparency.verifier.title')}</CardTitle>
      <p className="text-sm text-muted">{t('transparency.verifier.text')}</p>
      <MonoField label={t('transparency.verifier.command')} value={`npx hapabox-verify ${exportFileName()}`} />
      {loggedIn ? <HistoryExportCard bare /> : null}
    </Card>
  );
}
