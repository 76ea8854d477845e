/** Console strings of issue 14 (events page, Pirate 2024 settings): loaded with the console chunk only. */

/** Console: the events page (role catalogue), joined to i18n with its chunk. */
export const opsEvents = {
  title: 'Events',
  subtitle:
    'Time-limited event pages. A live event shows on the home page; an ended one stays listed 48 hours, then its page only shows the final state.',
  event: 'Event',
  state: 'State',
  starts: 'Starts',
  ends: 'Ends',
  states: { upcoming: 'Upcoming', live: 'Live', ended: 'Ended', off: 'Off' },
  edit: 'Edit',
  editTitle: 'Edit {{slug}}',
  name: 'Title',
  startsAt: 'Starts at (your time)',
  endsAt: 'Ends at (your time)',
  bannerText: 'Banner text',
  active: 'Active',
  invalid: 'Check the values: a title, and an end after the start.',
  saved: 'Saved',
};

/** Console: the Pirate 2024 settings section of the games page (role finance). */
export const opsPirate = {
  title: 'Pirate 2024',
  edge: 'House edge (%)',
  edgeHelp: 'RTP = 100% − edge, at every cash-out level',
  minBet: 'Minimum bet ($)',
  maxBet: 'Maximum bet ($)',
  maxPayout: 'Largest payout of one round ($)',
  levels: 'Levels of the tower (1-20)',
  autoCashOut: 'Auto cash-out after (hours)',
  save: 'Save',
  saved: 'Saved',
  invalid:
    'Check the values: edge 0-10% with up to 4 decimals, amounts with up to 2 decimals, minimum ≤ maximum ≤ largest payout, 1-20 levels.',
};
