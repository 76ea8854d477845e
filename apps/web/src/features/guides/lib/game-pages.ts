import type { GameKey, Switches } from '@hapa/contracts';
import { pathUnder } from './guide-rules.ts';

/** The pages of each switchable game (docs/product/routes.md#games routes). */
export const GAME_PAGES: Record<GameKey, readonly string[]> = {
  battle: ['/battles'],
  mad_miner: ['/mad-miner'],
  upgrade: ['/upgrade'],
  treasure_hunter: ['/treasureh', '/treasure'],
  flip_cards: ['/flip-card'],
  pirate: ['/pirate-2024'],
  bingo: ['/bingo'],
  fancy_cards: ['/fancy-cards'],
  lottery: ['/daily-lottery'],
  lucky_trial: ['/ninety-percent-off'],
};

/** The switched-off game whose page `pathname` is, or null (the page then shows "not available", not a 404). */
export function switchedOffGame(pathname: string, switches: Switches | undefined): GameKey | null {
  if (!switches) return null;
  for (const [key, pages] of Object.entries(GAME_PAGES) as [GameKey, readonly string[]][]) {
    if (switches.games[key] === false && pages.some((p) => pathUnder(pathname, p))) return key;
  }
  return null;
}
