import { queryRoots } from '../../../../lib/query-keys.ts';

/** Query keys of Pirate 2024 (the player's own under `user`: dropped on logout). */
export const pirateKeys = {
  config: ['games', 'pirate', 'config'] as const,
  active: [...queryRoots.user, 'games', 'pirate', 'active'] as const,
  leaderboard: (by: 'multiplier' | 'profit', signedIn: boolean) =>
    signedIn ? ([...queryRoots.user, 'games', 'pirate', 'leaderboard', by] as const) : (['games', 'pirate', 'leaderboard', by] as const),
  leaderboardRoot: ['games', 'pirate', 'leaderboard'] as const,
  myLeaderboardRoot: [...queryRoots.user, 'games', 'pirate', 'leaderboard'] as const,
};
