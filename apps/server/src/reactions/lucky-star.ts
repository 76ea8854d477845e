import type { LuckyStarService } from '../modules/lucky-star/lucky-star.service.ts';
import type { Reaction } from './reaction.ts';

/** The lucky star ticker (apps/server/src/modules/lucky-star/README.md): big wins of every game, broadcast once. */
export const LUCKY_STAR_EVENTS = [
  'box.opened',
  'battle.settled',
  'game.settled',
  'bingo.won',
  'lottery.won',
  'fancy.set_claimed',
  'contest.prize',
] as const;

export function luckyStarReaction(luckyStar: LuckyStarService): Reaction<(typeof LUCKY_STAR_EVENTS)[number]> {
  return {
    consumer: 'lucky_star',
    types: LUCKY_STAR_EVENTS,
    handle: (tx, e) => luckyStar.onEvent(tx, e),
    // only an event with a big win under the thresholds of its time gets a delivery (most box openings do not)
    accepts: (tx, e) => luckyStar.hasBigWin(tx, e),
  };
}
