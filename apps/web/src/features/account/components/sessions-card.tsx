import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, CardTitle, Skeleton } from '../../../components/index.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRevokeAll, useRevokeSession, useSessions } from '../api/profile.ts';

/** Signed-in devices: this one marked, sign out one, the others, or everywhere. */
export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: sessions, isLoading } = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAll();
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const channels = t('account.profile.channel', { returnObjects: true }) as Record<string, string>;

  return (
    <Card data-testid="sessions-card">
      <CardTitle>{t('account.profile.sessions')}</CardTitle>
      {isLoading ? <Skeleton className="h-16" /> : null}
      <ul className="flex flex-col divide-y divide-line">
        {sessions?.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2.5" data-testid="session-row">
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-sm font-semibold">
                {channels[s.channelType] ?? s.channelType}
                {s.current ? <Badge tone="accent">{t('account.profile.thisDevice')}</Badge> : null}
              </p>
              <p className="text-xs text-muted">
                {t('account.profile.since', {
                  date: new Date(s.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </div>
            {!s.current ? (
              <Button size="sm" variant="ghost" loading={revoke.isPending && revoke.variables === s.id} onClick={() => revoke.mutate(s.id)}>
                {t('account.profile.signOutDevice')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={others === 0}
          onClick={() => revokeAll.mutate(false, { onSuccess: () => toast.success(t('account.profile.signedOutOthers')) })}
          data-testid="sessions-others"
        >
          {t('account.profile.signOutOthers')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          loading={revokeAll.isPending && revokeAll.variables}
          onClick={() =>
            revokeAll.mutate(true, {
              onSuccess: () => {
                navigate('/');
                toast.info(t('auth.loggedOut'));
                clearSession();
              },
            })
          }
          data-testid="sessions-everywhere"
        >
          {t('account.profile.signOutEverywhere')}
        </Button>
      </div>
    </Card>
  );
}
