/**
 * Generic SVG artwork helpers shared by the seed catalogue's art (db/seed/art-kit.ts) and generated game art
 * (modules/games/fancy): escaping, deterministic hashing, the rarity glow colours, the font and small shapes.
 * Pure functions, no database (docs/architecture.md#layers: modules reach no db/ code for them).
 */

/** Escapes text for SVG/XML content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Small integer hash (deterministic variety per id). */
export function hash(n: number, salt = 0): number {
  let x = Math.imul((n ^ 0x9e3779b9) + salt * 0x85ebca6b, 0x27d4eb2d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x165667b1);
  return (x ^ (x >>> 13)) >>> 0;
}

/** A deterministic choice from `list` for id `n` (and `salt`). */
export function pick<T>(list: readonly T[], n: number, salt = 0): T {
  return list[hash(n, salt) % list.length];
}

/** Glow colour per rarity: 1 gold, 2 red, 3 purple, 4 blue, 5 grey. */
export const RARITY: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '#fbbf24',
  2: '#f43f5e',
  3: '#a855f7',
  4: '#3b82f6',
  5: '#94a3b8',
};

/** The artwork's font attributes (bold sans-serif). */
export const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="800"';

/** Four-point sparkle at (x, y) of radius r. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r / 4;
  return `<path d="M${x} ${y - r}L${x + q} ${y - q} ${x + r} ${y} ${x + q} ${y + q} ${x} ${y + r} ${x - q} ${y + q} ${x - r} ${y} ${x - q} ${y - q}Z" fill="${fill}"/>`;
}

/** Rounds to one decimal for compact path coordinates. */
export const r1 = (v: number): number => Math.round(v * 10) / 10;
