import { guideStatusAfter, type GuidesService } from '../modules/guides/guides.service.ts';
import type { Reaction } from './reaction.ts';

/** Guides (docs/product/states.md#guides): a free-box opening moves the player to the top-up guide, a deposit past it. */
export const GUIDES_EVENTS = ['box.opened', 'deposit.credited'] as const;

export function guidesReaction(guides: GuidesService): Reaction<(typeof GUIDES_EVENTS)[number]> {
  return {
    consumer: 'guides',
    types: GUIDES_EVENTS,
    handle: (tx, e) => guides.advanceOn(tx, e),
    // a paid opening moves no guide: no delivery for it
    accepts: (_tx, e) => !!e.userId && guideStatusAfter(e) > 0,
  };
}
