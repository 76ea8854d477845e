import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsSessionPage, SessionsRevoked } from '@hapa/contracts';
import { Button } from '../../../components/index.ts';
import { deviceOf } from '../../../lib/device-label.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsTable, Pager, Td, when } from '../ui.tsx';

const PAGE_SIZE = 20;

/** "Chrome · iPhone" from a session's User-Agent, else the agent's start; the whole agent stays in the cell's tooltip. */
function device(s: OpsSessionPage['list'][number]): string {
  const d = deviceOf(s.userAgent);
  const parts = [d.app ? 'App' : d.browser, d.system].filter(Boolean);
  if (parts.length) return parts.join(' · ');
  // an agent nothing is recognised in (a script, a bot): its start tells support more than a dash
  if (s.userAgent) return s.userAgent.length > 24 ? `${s.userAgent.slice(0, 24)}…` : s.userAgent;
  return '—';
}

/** The first 8 characters of a device id (the whole id in the tooltip); a masked one (`a1b2…`) as it is. */
function shortId(id: string | null): string {
  if (!id) return '—';
  return id.length > 9 ? `${id.slice(0, 8)}…` : id;
}

/**
 * The player's Sessions tab (docs/security.md#sessions-and-devices): live sessions and those ended in the last 30 days,
 * newest first, with when each opened and was last used, device, address and device id (masked by the server for roles
 * other than admin and support); `canAct` (support, admin) adds End session on each live one.
 */
export function SessionsTab({ uid, page, onPage, canAct }: { uid: number; page: number; onPage: (p: number) => void; canAct: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['ops', 'player', uid, 'sessions', page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi(`/ops/players/${uid}/sessions`, { query: { page, pageSize: PAGE_SIZE }, schema: OpsSessionPage }),
  });
  const end = useMutation({
    mutationFn: (sessionId: number) =>
      opsApi(`/ops/players/${uid}/sessions/${sessionId}/revoke`, { method: 'POST', schema: SessionsRevoked }),
    // the profile's live-session count and this list both change
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['ops', 'player', uid] }),
  });
  if (q.error) return <ErrorLine error={q.error} />;
  if (!q.data) return null;
  if (!q.data.list.length) return <Empty />;
  return (
    <>
      <ErrorLine error={end.error} />
      <OpsTable
        head={[
          t('ops.players.sessions.created'),
          t('ops.players.sessions.lastUsed'),
          t('ops.players.sessions.device'),
          t('ops.players.sessions.address'),
          t('ops.players.sessions.deviceId'),
          t('ops.players.sessions.state'),
          ...(canAct ? [''] : []),
        ]}
        testId="ops-player-sessions"
      >
        {q.data.list.map((s) => (
          <tr key={s.id} data-testid="ops-session-row">
            <Td className="whitespace-nowrap text-muted">{when(s.createdAt)}</Td>
            <Td className="whitespace-nowrap">{when(s.lastUsedAt)}</Td>
            <Td>
              <span title={s.userAgent ?? undefined} className="whitespace-nowrap font-semibold">
                {device(s)}
              </span>
              <span className="block text-xs text-muted">{s.channelType}</span>
            </Td>
            <Td className="max-w-[180px] font-mono text-xs [overflow-wrap:anywhere]">{s.ip ?? '—'}</Td>
            <Td className="font-mono text-xs text-muted">
              <span title={s.deviceId ?? undefined}>{shortId(s.deviceId)}</span>
            </Td>
            <Td className="whitespace-nowrap">
              <span className={s.live ? 'text-accent' : 'text-muted'}>
                {s.live ? t('ops.players.sessions.live') : t('ops.players.sessions.ended')}
              </span>
              {s.live ? null : <span className="block text-xs text-muted">{when(s.revokedAt ?? s.expiresAt)}</span>}
            </Td>
            {canAct ? (
              <Td className="text-right">
                {s.live ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="whitespace-nowrap"
                    loading={end.isPending && end.variables === s.id}
                    onClick={() => window.confirm(t('ops.players.sessions.confirmEnd')) && end.mutate(s.id)}
                    data-testid="ops-session-end"
                  >
                    {t('ops.players.sessions.end')}
                  </Button>
                ) : null}
              </Td>
            ) : null}
          </tr>
        ))}
      </OpsTable>
      <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}
