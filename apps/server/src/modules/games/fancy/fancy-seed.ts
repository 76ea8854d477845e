import type { FancyRarity } from '@hapa/domain';

/** A seeded card: ids are `set id x 100 + position + 1`; positions 0-3 common, 4-6 rare, 7 epic, 8 legendary. */
export interface FancySeedCard {
  id: number;
  setId: number;
  position: number;
  name: string;
  rarity: FancyRarity;
}
export interface FancySeedSet {
  id: number;
  slug: string;
  name: string;
  hue: number;
  cards: FancySeedCard[];
}

const LAYOUT: FancyRarity[] = ['common', 'common', 'common', 'common', 'rare', 'rare', 'rare', 'epic', 'legendary'];

function set(id: number, slug: string, name: string, hue: number, names: string[]): FancySeedSet {
  return {
    id,
    slug,
    name,
    hue,
    cards: names.map((n, position) => ({ id: id * 100 + position + 1, setId: id, position, name: n, rarity: LAYOUT[position]! })),
  };
}

/**
 * The three seeded Fancy Cards sets (docs/games.md), nine cards each: four common, three rare, one epic, one
 * legendary. Their art is generated (`fancy-art.ts`, served as WebP at `/art/fancy/{cardId}.webp`, `fancyCardImage`).
 */
export const FANCY_SEED_SETS: readonly FancySeedSet[] = [
  set(1, 'neon-jungle', 'Neon Jungle', 150, [
    'Glow Frog',
    'Leaf Gecko',
    'Fern Beetle',
    'Night Moth',
    'Sky Toucan',
    'Jade Python',
    'Ember Fox',
    'Moon Jaguar',
    'Emerald Dragon',
  ]),
  set(2, 'cosmic-voyage', 'Cosmic Voyage', 265, [
    'Star Pup',
    'Tiny Comet',
    'Moon Rover',
    'Satellite',
    'Ring Planet',
    'Nebula Whale',
    'Astro Cat',
    'Black Hole',
    'Supernova Phoenix',
  ]),
  set(3, 'sunken-treasure', 'Sunken Treasure', 195, [
    'Sea Shell',
    'Old Anchor',
    'Pearl Crab',
    'Lost Map',
    'Gold Compass',
    'Kraken Eye',
    'Ghost Ship',
    'Mermaid Crown',
    'Poseidon Trident',
  ]),
];

/** Every seeded card by id (the art route and the seed read it). */
export const FANCY_SEED_CARDS: ReadonlyMap<number, { card: FancySeedCard; set: FancySeedSet }> = new Map(
  FANCY_SEED_SETS.flatMap((s) => s.cards.map((c) => [c.id, { card: c, set: s }] as const)),
);
