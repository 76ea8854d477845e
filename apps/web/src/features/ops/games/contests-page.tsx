import { useTranslation } from 'react-i18next';
import { useOpsSession } from '../session.ts';
import { ContestsSection } from './contests-settings.tsx';
import { OpsHeading } from '../ui.tsx';

/** Console /ops/contests (docs/architecture/console.md): settings for finance, levels for catalogue (admin sees both). */
export default function ContestsOpsPage() {
  const { t } = useTranslation();
  const roles: readonly string[] = useOpsSession()?.operator.roles ?? [];
  const admin = roles.includes('admin');
  return (
    <div data-testid="ops-contests-page">
      <OpsHeading title={t('contests.opsNav')} subtitle={t('contests.opsSubtitle')} />
      <ContestsSection finance={admin || roles.includes('finance')} catalogue={admin || roles.includes('catalogue')} />
    </div>
  );
}
