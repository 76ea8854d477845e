import { queryRoots } from '../../../../lib/query-keys.ts';

/** Query keys of the upgrade game: the public config and targets, and the player's upgrades (under `user`). */
export const upgradeKeys = {
  config: ['games', 'upgrade', 'config'] as const,
  targets: (q: { stake: number; multiplier: number; keyword: string; page: number }) => ['games', 'upgrade', 'targets', q] as const,
  historyRoot: [...queryRoots.user, 'games', 'upgrade', 'history'] as const,
  history: (page: number) => [...queryRoots.user, 'games', 'upgrade', 'history', page] as const,
};
