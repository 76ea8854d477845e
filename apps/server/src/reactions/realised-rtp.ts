import type { DomainEvent } from '../modules/events/events.service.ts';
import { EVENT_STREAMS } from '../modules/events/event-streams.ts';
import { GAME_PROMISES, RTP_CONSUMER, type RtpEvent, type RtpService } from '../modules/transparency/rtp.service.ts';
import type { Reaction } from './reaction.ts';

/** Realised RTP (docs/transparency.md#real-rtp): each paid opening, settled game round and paid draw is one sample. */
export const REALISED_RTP_EVENTS = ['box.opened', 'game.settled', 'draw.settled'] as const;

/**
 * The realised-RTP consumer reads its events as a stream, a batch at a time: the batch's samples summed per table row, one upsert
 * per row (docs/architecture/events-and-jobs.md#event-streams).
 */
export function realisedRtpReaction(rtp: RtpService): Reaction<(typeof REALISED_RTP_EVENTS)[number]> {
  return {
    consumer: RTP_CONSUMER,
    types: REALISED_RTP_EVENTS,
    handle: (tx, e) => rtp.addMany(tx, [e as RtpEvent]),
    stream: { bit: EVENT_STREAMS.transparency_rtp, handleBatch: (tx, events) => rtp.addMany(tx, events as RtpEvent[]) },
    // a free box (price 0) has no RTP; a round without a promise (a double guess kept, bingo's card rounds: the draw is
    // the sample) is not counted
    accepts: (_tx, e) => {
      if (e.type === 'box.opened') return ((e.payload as DomainEvent<'box.opened'>['payload']).priceCents ?? 0) > 0;
      if (e.type === 'draw.settled') return true;
      const p = e.payload as DomainEvent<'game.settled'>['payload'];
      return p.rtp !== undefined || p.game in GAME_PROMISES;
    },
  };
}
