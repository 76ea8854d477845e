import type { FlipService } from '../modules/games/flip/flip.service.ts';
import type { Reaction } from './reaction.ts';

/** Flip chances (docs/games.md): the first credited paid deposit of a UTC day grants one flip chance. */
export const FLIP_CHANCES_EVENTS = ['deposit.credited'] as const;

export function flipChancesReaction(flip: FlipService): Reaction<(typeof FLIP_CHANCES_EVENTS)[number]> {
  return {
    consumer: 'flip_chances',
    types: FLIP_CHANCES_EVENTS,
    handle: async (tx, e) => void (await flip.grantDepositDay(tx, e.payload.userId, e.createdAt)),
  };
}
