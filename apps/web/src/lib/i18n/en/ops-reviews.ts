/** Console: reviews moderation and the deposit bonus settings (docs/architecture/console.md). English only (the console). */
export const opsReviews = {
  title: 'Reviews',
  subtitle: 'Players write reviews; only approved ones show on the home page (the 10 newest).',
  all: 'All',
  player: 'Player',
  review: 'Review',
  status: 'Status',
  written: 'Written',
  approve: 'Approve',
  reject: 'Reject',
  hide: 'Hide',
  depositBonusTitle: 'Deposit bonus: tiers and cap',
  depositBonusText:
    'Each credited deposit during the live window earns the percent of the highest tier it reaches, up to the cap per player. Dates and banner: edit the deposit-bonus event above.',
  minDeposit: 'Deposit from ($)',
  percent: 'Bonus (%)',
  cap: 'Cap per player ($)',
  addTier: 'Add tier',
  removeTier: 'Remove',
  invalid: 'Tiers must ascend by deposit, percents 0.0001-100, the cap above 0.',
  saved: 'Saved',
};
