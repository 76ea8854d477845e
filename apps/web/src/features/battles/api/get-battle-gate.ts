import { BattleGate } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useCachedBaseInfo } from '../../wallet/index.ts';

/** Query key of the gate: per player (under `user`, dropped on logout) or a visitor's. */
export const battleGateKey = (signedIn: boolean) => (signedIn ? (['user', 'battles', 'gate'] as const) : (['battles', 'gate'] as const));

/**
 * GET /api/battle/v2/gate (docs/battles.md#battle-gate): the VIP level battles need and, for this player (a visitor
 * counts as a new player), whether they reached it and the top-up that would (coin units).
 */
export function getBattleGate(signal?: AbortSignal): Promise<BattleGate> {
  return api('/battle/v2/gate', { schema: BattleGate, signal, authRedirect: false });
}

/** The gate, asked again whenever the player's XP changes (a top-up, a bet). */
export function useBattleGate() {
  const loggedIn = useIsLoggedIn();
  const xp = useCachedBaseInfo()?.xp ?? null;
  return useQuery({
    queryKey: [...battleGateKey(loggedIn), xp],
    queryFn: ({ signal }) => getBattleGate(signal),
    staleTime: 15_000,
    meta: { silent: true },
  });
}
