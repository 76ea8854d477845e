import { queryRoots } from '../../../../lib/query-keys.ts';

/** Query keys of flip cards and double or nothing (under `user`: dropped on logout), and the public config. */
export const flipKeys = {
  home: (loggedIn: boolean) => [...queryRoots.user, 'games', 'flip', 'home', loggedIn] as const,
  homeRoot: [...queryRoots.user, 'games', 'flip', 'home'] as const,
  doubleGuessConfig: ['games', 'double-guess', 'config'] as const,
};
