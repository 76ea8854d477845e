import type { DomainEvent } from '../modules/events/events.service.ts';
import type { QuestsService } from '../modules/vip/quests.service.ts';
import type { Reaction } from './reaction.ts';

/** Quest progress (apps/server/src/modules/vip/README.md): what each event counts towards the day's quests. */
export const QUESTS_EVENTS = ['deposit.credited', 'box.opened', 'battle.settled', 'level.reached', 'game.settled'] as const;

export function questsReaction(quests: QuestsService): Reaction<(typeof QUESTS_EVENTS)[number]> {
  return {
    consumer: 'quests',
    types: QUESTS_EVENTS,
    async handle(tx, e) {
      switch (e.type) {
        case 'deposit.credited': {
          const p = (e as DomainEvent<'deposit.credited'>).payload;
          return void (await quests.recordProgress(tx, p.userId, { deposit_cents: p.coinCents }));
        }
        case 'box.opened': {
          const p = (e as DomainEvent<'box.opened'>).payload;
          return void (await quests.recordProgress(tx, p.userId, { opens: p.times }));
        }
        case 'battle.settled': {
          const p = (e as DomainEvent<'battle.settled'>).payload;
          for (const s of [...p.seats].sort((a, b) => a.userId - b.userId))
            if (!s.isBot && s.userId > 0) await quests.recordProgress(tx, s.userId, { games_played: 1, battles_won: s.won ? 1 : 0 });
          return;
        }
        case 'game.settled': {
          const p = (e as DomainEvent<'game.settled'>).payload;
          return void (await quests.recordProgress(tx, p.userId, { games_played: 1 }));
        }
        case 'level.reached': {
          const p = (e as DomainEvent<'level.reached'>).payload;
          return void (await quests.recordProgress(tx, p.userId, { level: p.level }));
        }
      }
    },
  };
}
