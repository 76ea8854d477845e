/** Console: game settings (docs/architecture/console.md), loaded with the page's chunk. */
export const opsGames = {
  nav: 'Games',
  title: 'Game settings',
  subtitle: 'House edges and limits of the games. New values apply to the next bets; open rounds keep the ones they were placed with.',
};

/** Console: Mad Miner's settings section. */
export const opsMines = {
  title: 'Mad Miner',
  edge: 'House edge (%)',
  edgeHelp: 'RTP = 100% − edge, at every cash-out point',
  minBet: 'Minimum bet ($)',
  maxBet: 'Maximum bet ($)',
  maxPayout: 'Largest payout of one round ($)',
  autoCashOut: 'Auto cash-out after (hours)',
  save: 'Save',
  saved: 'Saved',
  invalid: 'Check the values: edge 0-10% with up to 4 decimals, amounts with up to 2 decimals, minimum ≤ maximum ≤ largest payout.',
};

/** Console: the lucky_star big-win ticker thresholds (docs/architecture/console.md). */
export const opsLuckyStar = {
  title: 'Big-win ticker (lucky star)',
  enabled: 'Broadcast big wins to every player',
  minPayout: 'Any win from ($)',
  minPayoutHelp: 'A payout at or above this is always broadcast',
  minMultiplier: 'Or a multiplier of at least (x)',
  minMultiplierPayout: '…when the win is at least ($)',
  minMultiplierPayoutHelp: 'So a 10x on a few cents is not news',
  save: 'Save',
  saved: 'Saved',
  invalid: 'Check the values: amounts with up to 2 decimals, a whole multiplier of 2 or more.',
};
