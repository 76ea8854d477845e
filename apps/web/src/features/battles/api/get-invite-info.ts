import { InviteInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** GET /api/battle/v2/free/invite/info?uuid=: who invites, who pays, expiry, whether I may take the seat. */
export function getInviteInfo(uuid: string, signal?: AbortSignal): Promise<InviteInfo> {
  return api(`/battle/v2/free/invite/info?uuid=${uuid}`, { schema: InviteInfo, signal });
}

export function useInviteInfoQuery(uuid: string, enabled: boolean) {
  const uid = useSession()?.uid ?? null;
  return useQuery({
    queryKey: ['battles', 'invite', uuid, uid],
    queryFn: ({ signal }) => getInviteInfo(uuid, signal),
    enabled,
    retry: false,
  });
}
