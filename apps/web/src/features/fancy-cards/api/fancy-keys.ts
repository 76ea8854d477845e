import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of Fancy Cards (under `user`: dropped on logout). */
export const fancyKeys = {
  home: (loggedIn: boolean) => [...queryRoots.user, 'games', 'fancy', 'home', loggedIn] as const,
  homeRoot: [...queryRoots.user, 'games', 'fancy', 'home'] as const,
};
