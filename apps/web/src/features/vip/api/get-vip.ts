import { VipInfo, VipLevelSeen } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { vipKeys } from './keys.ts';

/** GET /api/user/vip (docs/product/endpoints.md#user-and-auth): level, xp, nextLevelXp and every level with its perks. */
export function getVip(signal?: AbortSignal): Promise<VipInfo> {
  return api('/user/vip', { schema: VipInfo, signal });
}

export function useVip() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: vipKeys.vip, queryFn: ({ signal }) => getVip(signal), enabled: loggedIn, staleTime: 10_000 });
}

/** POST /api/user/vip/level_seen: the level-up sequence up to `level` has been shown (kept on the server, any device). */
export function markLevelSeen(level: number): Promise<{ levelSeen: number }> {
  return api('/user/vip/level_seen', { method: 'POST', body: { level }, schema: VipLevelSeen });
}
