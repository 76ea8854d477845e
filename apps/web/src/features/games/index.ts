/** Games of seed type 3 (docs/games.md). Pages are lazy-loaded by the router. */
export { GameRoundVerifier } from './components/game-round-verifier.tsx';
export { TreasureHomeSection } from './treasure/components/treasure-home-section.tsx';
export { useTreasureHome } from './treasure/api/treasure-home.ts';
export { useTreasureBrilliant } from './treasure/api/treasure-brilliant.ts';
export { gameKeys } from './api/keys.ts';
export type { DoubleGuessOutcome } from './components/double-guess-dialog.tsx';
export { DoubleGuessDialogLazy } from './components/double-guess-lazy.ts';
