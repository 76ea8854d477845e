import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of Bingo King (the player's own under `user`: dropped on logout). */
export const bingoKeys = {
  home: (signedIn: boolean) => (signedIn ? ([...queryRoots.user, 'bingo', 'home'] as const) : (['bingo', 'home'] as const)),
  homeRoot: ['bingo', 'home'] as const,
  myHomeRoot: [...queryRoots.user, 'bingo', 'home'] as const,
  cards: (gameId: number) => [...queryRoots.user, 'bingo', 'cards', gameId] as const,
  rank: ['bingo', 'rank'] as const,
  history: ['bingo', 'history'] as const,
  barrage: ['bingo', 'barrage'] as const,
  exchange: (signedIn: boolean) => (signedIn ? ([...queryRoots.user, 'bingo', 'exchange'] as const) : (['bingo', 'exchange'] as const)),
};
