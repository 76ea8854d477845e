/** Console: game settings (issue 13), loaded with the page's chunk. */
export const opsGames = {
  nav: 'Games',
  title: 'Game settings',
  subtitle: 'House edges and limits of the games. New values apply to the next bets; open rounds keep the ones they were placed with.',
  mines: 'Mad Miner',
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
