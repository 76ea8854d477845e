import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of the games feature (under `user`: dropped on logout), and the public game config. */
export const gameKeys = {
  minesConfig: ['games', 'mines', 'config'] as const,
  minesActive: [...queryRoots.user, 'games', 'mines', 'active'] as const,
  history: (page: number) => [...queryRoots.user, 'games', 'history', page] as const,
  historyRoot: [...queryRoots.user, 'games', 'history'] as const,
};
