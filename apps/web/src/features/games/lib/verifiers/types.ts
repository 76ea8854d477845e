import type { GameHistoryItem } from '@hapa/contracts';
import type { TFunction } from 'i18next';

/**
 * How one game shows and verifies its rounds on /user/game-history and /provably-fair (fairness.md "Games"):
 * `verify` recomputes the outcome from the revealed server seed with the same @hapa/domain code the server
 * draws with (null while the seed is hidden or the round is open); `detail` is one line of the game's inputs.
 */
export interface GameRoundView {
  verify: (r: GameHistoryItem, t: TFunction) => { ok: boolean; summary: string } | null;
  detail: (r: GameHistoryItem, t: TFunction) => string | null;
}
