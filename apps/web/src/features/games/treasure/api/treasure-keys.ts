import { queryRoots } from '../../../../lib/query-keys.ts';

/**
 * Query keys of treasure hunter. The home answer depends on the player (locks, the open play), so it lives under
 * `user` when signed in (dropped on logout) and under `games` for a visitor.
 */
export const treasureKeys = {
  home: (signedIn: boolean) =>
    signedIn ? ([...queryRoots.user, 'games', 'treasure', 'home'] as const) : (['games', 'treasure', 'home', 'visitor'] as const),
  homeRoot: [...queryRoots.user, 'games', 'treasure', 'home'] as const,
  price: (treasureId: number, mapNumber: number) => ['games', 'treasure', 'price', treasureId, mapNumber] as const,
  brilliant: ['games', 'treasure', 'brilliant'] as const,
};
