import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, IconChevronRight, IconTruck, IconX, PageHeading, Skeleton } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useProfile } from '../api/profile.ts';
import { LanguageSwitcher } from '../../language/index.ts';
import { WriteReviewCard } from '../../reviews/index.ts';
import { HistoryExportCard } from '../../transparency/index.ts';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { LinkedMethodsCard } from '../components/linked-methods-card.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProtectionCard } from '../components/protection-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { AccountSignedOut } from '../components/signed-out.tsx';

function LinkRow({
  to,
  icon,
  title,
  hint,
  testId,
  danger,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  hint: string;
  testId: string;
  danger?: boolean;
}) {
  return (
    <Link to={to} data-testid={testId} className="flex items-center gap-3 rounded-xl px-2 py-2.5 transition hover:bg-surface-2">
      <span className={danger ? 'text-danger' : 'text-accent'}>{icon}</span>
      <span className="min-w-0 flex-1">
        <span className={`block text-sm font-bold ${danger ? 'text-danger' : ''}`}>{title}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
      <IconChevronRight size={18} className="text-muted" />
    </Link>
  );
}

/** `/user/profile` (docs/product/routes.md#user-area): avatar, nickname, VIP level and XP, email, birthday, friend code, linked sign-in methods, password, devices. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { data: profile, isLoading } = useProfile();
  if (!loggedIn) return <AccountSignedOut />;
  return (
    <div className="flex flex-col gap-6" data-testid="profile-page">
      <PageHeading title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      {isLoading || !profile ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <ProfileHeader key={profile.nickname} profile={profile} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
            <div className="flex flex-col gap-6">
              <ProfileDetails profile={profile} />
              <LinkedMethodsCard profile={profile} />
              <WriteReviewCard />
              <Card padded={false} className="p-2">
                <LinkRow
                  to="/user/address"
                  icon={<IconTruck size={20} />}
                  title={t('account.profile.addresses')}
                  hint={t('account.profile.addressesHint')}
                  testId="profile-addresses"
                />
                <LinkRow
                  to="/user/delete-account"
                  icon={<IconX size={20} />}
                  title={t('account.profile.deleteAccount')}
                  hint={t('account.profile.deleteAccountHint')}
                  testId="profile-delete"
                  danger
                />
              </Card>
            </div>
            <div className="flex flex-col gap-6">
              <Card data-testid="profile-language">
                <LanguageSwitcher showHint />
              </Card>
              <ChangePasswordCard />
              <SessionsCard />
              <ProtectionCard />
              <HistoryExportCard />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
