/**
 * Where a battle's presentation stands at a moment (docs/product/states.md#battles; the server stores the reveal times and
 * clients animate them): round r's reels spin from startedAt + r * roundMs for SPIN_SHARE of the round
 * and then show the item; after the last round the tie roulette (if any) runs until endsAt.
 */

/** Part of a round spent spinning; the rest shows the landed items. */
export const SPIN_SHARE = 0.72;

export type BattlePhase = 'waiting' | 'rounds' | 'tie' | 'ended';

export interface TimelineInput {
  state: number;
  startedAt: string | null;
  endsAt: string | null;
  roundMs: number;
  totalRound: number;
}

export interface Timeline {
  phase: BattlePhase;
  /** the round on screen (0-based); -1 while waiting */
  round: number;
  /** the current round's reels are still spinning */
  spinning: boolean;
  /** rounds whose items have landed (count totals over these) */
  landed: number;
  /** ms until the next change of phase/round (for timers); null when nothing more happens */
  nextChangeInMs: number | null;
}

/**
 * The timeline at `nowMs` (battle time: server time when live, a shifted clock in a replay).
 * A battle counts as ended once `endsAt` passed, whatever the stored state says.
 */
export function battleTimeline(b: TimelineInput, nowMs: number): Timeline {
  if (!b.startedAt || !b.endsAt || b.state === 10) return { phase: 'waiting', round: -1, spinning: false, landed: 0, nextChangeInMs: null };
  const start = Date.parse(b.startedAt);
  const ends = Date.parse(b.endsAt);
  const n = b.totalRound;
  if (nowMs >= ends) return { phase: 'ended', round: n - 1, spinning: false, landed: n, nextChangeInMs: null };
  const roundsEnd = start + n * b.roundMs;
  if (nowMs >= roundsEnd) return { phase: 'tie', round: n - 1, spinning: false, landed: n, nextChangeInMs: ends - nowMs };
  const elapsed = Math.max(0, nowMs - start);
  const round = Math.min(n - 1, Math.floor(elapsed / b.roundMs));
  const inRound = elapsed - round * b.roundMs;
  const spinMs = b.roundMs * SPIN_SHARE;
  const spinning = inRound < spinMs;
  return {
    phase: 'rounds',
    round,
    spinning,
    landed: spinning ? round : round + 1,
    nextChangeInMs: spinning ? spinMs - inRound : b.roundMs - inRound,
  };
}
