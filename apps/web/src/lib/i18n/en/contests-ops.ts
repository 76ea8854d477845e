/** Console strings of contests (apps/server/src/modules/contests/README.md). */
export const opsContests = {
  title: 'Contests',
  periodDays: 'Period length (days; 7 = weeks from Monday 00:00 UTC)',
  inviteHours: 'Invite links valid for (hours)',
  prizes: 'Prize per rank ($, rank 1 first)',
  prizesHint: 'Comma separated, e.g. 100, 50, 25. Paid from the house when the period ends.',
  invalid: 'Check the values: 1-31 days, 1-168 hours, up to 20 prizes with up to 2 decimals.',
  levels: 'Levels',
  level: 'Level {{n}}',
  name: 'Name',
  lineUp: 'Boxes',
  lineUpHint: 'Box id x rounds, comma separated, e.g. 110x2, 106x1',
  points: 'Points',
  active: 'Shown to players',
  save: 'Save',
  saved: 'Saved',
  invalidLevel: 'Name, boxes as id x rounds (1-10) and whole points are needed.',
};
