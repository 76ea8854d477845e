/** Daily lottery: the /daily-lottery page (lazy, from the router); the draws and entries the fairness page verifies. */
export { useLotteryEntries } from './api/lottery-entries.ts';
export { useLotteryHistory } from './api/lottery-history.ts';
export { verifyDraw } from './lib/verify-draw.ts';
