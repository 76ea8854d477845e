/** Console strings (docs/events.md; events page, Pirate 2024 settings): loaded with the console chunk only. */

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
  /** operators' event pages (docs/events.md#event-pages) */
  newPage: 'New event page',
  newTitle: 'New event page',
  editPage: 'Page',
  pageTitle: 'Page of {{slug}}',
  slug: 'Address (/slug: lower-case letters, digits, hyphens)',
  titleEn: 'Title (English)',
  titlePt: 'Title (Portuguese)',
  subtitleEn: 'Subtitle (English)',
  subtitlePt: 'Subtitle (Portuguese)',
  blocks: 'Blocks, in page order',
  addBlock: 'Add a block',
  blockTypes: { boxes: 'Boxes', leaderboard: 'Leaderboard', rules: 'Rules', countdown: 'Countdown' },
  boxIds: 'Box ids, in order (comma separated, boxes on sale)',
  size: 'Players on the board (3-50)',
  rulesEn: 'Rules (English; blank line between paragraphs)',
  rulesPt: 'Rules (Portuguese)',
  countdownHelp: 'A large countdown to the start, then to the end.',
  up: 'Move up',
  down: 'Move down',
  remove: 'Remove',
  invalidPage:
    'Check the page: an address, both languages of the title and subtitle, 1-8 blocks, box ids of boxes on sale, a leaderboard only beside a boxes block, an end after the start.',
  open: 'Open the page',
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
