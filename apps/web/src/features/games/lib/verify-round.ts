import type { GameHistoryItem, GameKind } from '@hapa/contracts';
import type { TFunction } from 'i18next';
import { minesView } from '../mines/lib/mines-verifier.ts';
import { flipView } from '../flip/lib/flip-verifier.ts';
import { doubleGuessView } from './verifiers/double-guess.ts';
import { treasureView } from '../treasure/lib/treasure-verifier.ts';
import { upgradeView } from '../upgrade/lib/upgrade-verifier.ts';
import { pirateView } from '../pirate/lib/pirate-verifier.ts';
import { fancyView } from './verifiers/fancy.ts';
import { bingoView } from './verifiers/bingo.ts';
import type { GameRoundView } from './verifiers/types.ts';

/** One view per game (each game adds its own file under verifiers/ and one line here). */
const VIEWS: Partial<Record<GameKind, GameRoundView>> = {
  mines: minesView,
  flip: flipView,
  double_guess: doubleGuessView,
  treasure: treasureView,
  upgrade: upgradeView,
  pirate: pirateView,
  fancy: fancyView,
  bingo: bingoView,
};

/**
 * Recomputes a round's outcome from its revealed server seed in the browser (fairness.md "Games").
 * @returns null while the server seed is hidden, the round is open or the game has no verifier
 */
export function verifyRound(r: GameHistoryItem, t: TFunction): { ok: boolean; summary: string } | null {
  return VIEWS[r.game]?.verify(r, t) ?? null;
}

/** One line of the round's game-specific inputs and result, or null. */
export function roundDetail(r: GameHistoryItem, t: TFunction): string | null {
  return VIEWS[r.game]?.detail(r, t) ?? null;
}
