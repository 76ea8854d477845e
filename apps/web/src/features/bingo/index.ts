/** Bingo King (docs/games.md): the /bingo page (lazy, from the router) and the home banner. */
export { BingoBanner } from './components/bingo-banner.tsx';
export { useBingoHistory } from './api/bingo-history.ts';
export { verifyBingoGame } from './lib/bingo-verify.ts';
