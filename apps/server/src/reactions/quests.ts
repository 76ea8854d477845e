import type { DomainEvent } from '../modules/events/events.service.ts';
import { EVENT_STREAMS } from '../modules/events/event-streams.ts';
import type { ProgressDelta, QuestsService } from '../modules/vip/quests.service.ts';
import type { Reaction } from './reaction.ts';

/** Quest progress (apps/server/src/modules/vip/README.md): what each event counts towards the day's quests. */
export const QUESTS_EVENTS = ['deposit.credited', 'box.opened', 'battle.settled', 'level.reached', 'game.settled'] as const;
type QuestsEvent = DomainEvent<(typeof QUESTS_EVENTS)[number]>;

/** What one event adds to whose quests: one delta per player it counts for (a battle: every seated player, no bots). */
function deltasOf(e: QuestsEvent): { userId: number; delta: ProgressDelta }[] {
  switch (e.type) {
    case 'deposit.credited': {
      const p = (e as DomainEvent<'deposit.credited'>).payload;
      return [{ userId: p.userId, delta: { deposit_cents: p.coinCents } }];
    }
    case 'box.opened': {
      const p = (e as DomainEvent<'box.opened'>).payload;
      return [{ userId: p.userId, delta: { opens: p.times } }];
    }
    case 'battle.settled': {
      const p = (e as DomainEvent<'battle.settled'>).payload;
      return p.seats
        .filter((s) => !s.isBot && s.userId > 0)
        .map((s) => ({ userId: s.userId, delta: { games_played: 1, battles_won: s.won ? 1 : 0 } }));
    }
    case 'game.settled': {
      const p = (e as DomainEvent<'game.settled'>).payload;
      return [{ userId: p.userId, delta: { games_played: 1 } }];
    }
    case 'level.reached': {
      const p = (e as DomainEvent<'level.reached'>).payload;
      return [{ userId: p.userId, delta: { level: p.level } }];
    }
  }
  return [];
}

/**
 * The quests consumer reads its events as a stream, a batch at a time: one read and one write of the runs per batch,
 * not per event (docs/architecture/events-and-jobs.md#event-streams); a single delivery (a retry job) is a batch of one.
 */
export function questsReaction(quests: QuestsService): Reaction<(typeof QUESTS_EVENTS)[number]> {
  return {
    consumer: 'quests',
    types: QUESTS_EVENTS,
    handle: (tx, e) => quests.recordProgressMany(tx, deltasOf(e)),
    stream: { bit: EVENT_STREAMS.quests, handleBatch: (tx, events) => quests.recordProgressMany(tx, events.flatMap(deltasOf)) },
  };
}
