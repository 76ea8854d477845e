/** Query keys of contests (player-specific parts under `user` so logout drops them). */
export const contestKeys = {
  home: (uid: number | null) => ['user', 'contest', 'home', uid] as const,
  leaderboard: (uid: number | null) => ['user', 'contest', 'leaderboard', uid] as const,
  bossOdds: (boxId: number, count: number) => ['contest', 'boss-odds', boxId, count] as const,
};
