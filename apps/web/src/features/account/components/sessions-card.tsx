import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, CardTitle, Skeleton } from '../../../components/index.ts';
import type { SessionInfo } from '@hapa/contracts';
import { deviceOf } from '../../../lib/device-label.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRevokeAll, useRevokeSession, useSessions } from '../api/profile.ts';

/** What the device list calls a session: "Chrome on iPhone", the app, or the channel when the User-Agent tells nothing. */
function useDeviceName(): (s: SessionInfo) => string {
  const { t } = useTranslation();
  const channels = t('account.profile.channel', { returnObjects: true }) as Record<string, string>;
  return (s) => {
    const d = deviceOf(s.userAgent);
    if (d.app) return d.system ? t('account.profile.deviceAppOn', { system: d.system }) : t('account.profile.deviceApp');
    if (d.browser && d.system) return t('account.profile.deviceOn', { browser: d.browser, system: d.system });
    return d.browser ?? d.system ?? channels[s.channelType] ?? t('account.profile.deviceUnknown');
  };
}

/**
 * Signed-in devices (docs/security.md#sessions-and-devices): each with its device, the address it signed in from and
 * when it was last used; this one marked; sign out one, the others, or everywhere.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: sessions, isLoading } = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAll();
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const deviceName = useDeviceName();

  return (
    <Card data-testid="sessions-card">
      <CardTitle>{t('account.profile.sessions')}</CardTitle>
      {isLoading ? <Skeleton className="h-16" /> : null}
      <ul className="flex flex-col divide-y divide-line">
        {sessions?.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2.5" data-testid="session-row">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                <span className="truncate" data-testid="session-device">
                  {deviceName(s)}
                </span>
                {s.current ? <Badge tone="accent">{t('account.profile.thisDevice')}</Badge> : null}
              </p>
              <p className="truncate text-xs text-muted" data-testid="session-place">
                {s.ip ? t('account.profile.from', { address: s.ip }) : t('account.profile.fromUnknown')}
              </p>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                <span data-testid="session-last-used">
                  {s.current ? t('account.profile.activeNow') : t('account.profile.lastUsed', { date: formatDateTime(s.lastUsedAt) })}
                </span>
                <span>{t('account.profile.since', { date: formatDateTime(s.createdAt) })}</span>
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
