import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of the daily lottery (the signed-in player's own under `user`: dropped on logout). */
export const lotteryKeys = {
  home: (signedIn: boolean) => (signedIn ? ([...queryRoots.user, 'lottery', 'home'] as const) : (['lottery', 'home'] as const)),
  history: (page: number) => ['lottery', 'history', page] as const,
  historyRoot: ['lottery', 'history'] as const,
  entries: (drawId: number) => ['lottery', 'entries', drawId] as const,
  tickets: (page: number) => [...queryRoots.user, 'lottery', 'tickets', page] as const,
  ticketsRoot: [...queryRoots.user, 'lottery', 'tickets'] as const,
};
