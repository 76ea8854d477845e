/** Shared helpers for the seed artwork: escaping, deterministic hashing, colours, rarity glows. */
import type { SeedItem } from './types.ts';
import { hash, pick } from '../../lib/svg-art.ts';

// the generic SVG helpers live in lib/svg-art.ts (modules draw with them too, and reach no db/ code for it)
export { esc, FONT, hash, pick, r1, RARITY, sparkle } from '../../lib/svg-art.ts';

/** Colours handed to a glyph: main gradient ref, light/dark body tones, accent, rarity glow. */
export interface Kit {
  id: number;
  /** `url(#m<id>)`: diagonal gradient light -> dark. */
  m: string;
  /** `url(#s<id>)`: screen gradient tinted by rarity. */
  s: string;
  light: string;
  dark: string;
  acc: string;
  rar: string;
  h: number;
}

const METALS: Record<string, readonly [string, string]> = {
  gold: ['#fde68a', '#b7791f'],
  rose: ['#f5c1b3', '#b86b5a'],
  silver: ['#f1f5f9', '#8b95a3'],
  black: ['#4b5563', '#111827'],
  titanium: ['#e7e5e4', '#78716c'],
};

export function metalFor(item: SeedItem): readonly [string, string] {
  const n = item.name;
  if (/Rose Gold/.test(n)) return METALS.rose;
  if (/Yellow Gold|Gold(?!-Plated)|18k|14k|10k|Day-Date/.test(n) && !/White Gold/.test(n)) return METALS.gold;
  if (/Silver|Sterling|White Gold|Steel/.test(n)) return METALS.silver;
  if (item.category === 'watches') return pick([METALS.silver, METALS.titanium, METALS.black, METALS.silver], item.id);
  return pick([METALS.gold, METALS.silver, METALS.gold], item.id);
}

const PHONE_FINISHES: readonly (readonly [string, string])[] = [
  ['#ece7df', '#a9a39a'],
  ['#5a5d66', '#1f2126'],
  ['#dcc6a6', '#9c7f5e'],
  ['#a9bdd6', '#52657c'],
  ['#e3d3f0', '#9f87b5'],
  ['#f3b58a', '#c4602e'],
  ['#b9dccb', '#5f8a75'],
];

const GREYS = { silver: ['#f1f5f9', '#9ca3af'], graphite: ['#6b7280', '#1f2937'], midnight: ['#475569', '#0f172a'] } as const;

/** Brand finishes for product families that come in few colours. */
const BRAND_TONES: Record<string, readonly (readonly [string, string])[]> = {
  Apple: [GREYS.silver, GREYS.graphite, GREYS.midnight],
  Sony: [GREYS.graphite, GREYS.silver],
  Canon: [GREYS.graphite],
  Fujifilm: [GREYS.silver, GREYS.graphite],
  DJI: [GREYS.silver, GREYS.graphite],
  GoPro: [GREYS.graphite],
  Samsung: [GREYS.graphite, GREYS.silver, GREYS.midnight],
  Microsoft: [GREYS.graphite],
  Valve: [GREYS.graphite],
  NVIDIA: [GREYS.graphite],
  Bose: [GREYS.graphite, ['#f5f0e6', '#b8ab95']],
};

/** Body tones for an item: metals for watches/jewellery/coins, finishes for phones, else a hue. */
export function tonesFor(item: SeedItem): readonly [string, string] {
  switch (item.category) {
    case 'watches':
    case 'jewellery':
      return metalFor(item);
    case 'coins':
      return METALS.gold;
    case 'phones':
      return pick(PHONE_FINISHES, item.id);
    default: {
      const b = BRAND_TONES[item.brand];
      if (b && item.category !== 'gift-cards') return pick(b, item.id);
      const hue = hash(item.id, 7) % 360;
      return [`hsl(${hue} 70% 64%)`, `hsl(${hue} 60% 30%)`];
    }
  }
}
