/**
 * Bingo King rules (docs/games.md; docs/product/README.md bingo): which lines a card completes and how a prize splits in cents.
 * Pure, shared by the server (deciding and paying) and the web app (daubing and highlighting).
 */
import type { BingoCard } from './draws.ts';

/** The card as a 5x5 grid, row by row (grid[row][col]); the centre (row 2, col 2) is 0, the free space. */
export function bingoGrid(card: BingoCard): number[][] {
  const cols = [card.B, card.I, [card.N[0]!, card.N[1]!, 0, card.N[2]!, card.N[3]!], card.G, card.O];
  return [0, 1, 2, 3, 4].map((r) => cols.map((c) => c[r]!));
}

/** Every line of the grid as [row, col] cells: rows r0-r4, columns c0-c4, diagonals d0 (top-left) and d1 (top-right). */
export const BINGO_LINES: readonly { id: string; cells: readonly [number, number][] }[] = [
  ...[0, 1, 2, 3, 4].map((r) => ({ id: `r${r}`, cells: [0, 1, 2, 3, 4].map((c) => [r, c] as [number, number]) })),
  ...[0, 1, 2, 3, 4].map((c) => ({ id: `c${c}`, cells: [0, 1, 2, 3, 4].map((r) => [r, c] as [number, number]) })),
  { id: 'd0', cells: [0, 1, 2, 3, 4].map((i) => [i, i] as [number, number]) },
  { id: 'd1', cells: [0, 1, 2, 3, 4].map((i) => [i, 4 - i] as [number, number]) },
];

/**
 * What `called` numbers complete on `card`: the ids of the full lines (a row, a column or a diagonal; the centre
 * is free) and whether the whole card is daubed.
 */
export function bingoProgress(card: BingoCard, called: Iterable<number>): { lines: string[]; full: boolean } {
  const set = new Set(called);
  const grid = bingoGrid(card);
  const daubed = (r: number, c: number) => grid[r]![c] === 0 || set.has(grid[r]![c]!);
  const lines = BINGO_LINES.filter((l) => l.cells.every(([r, c]) => daubed(r, c))).map((l) => l.id);
  const full = grid.every((row, r) => row.every((_, c) => daubed(r, c)));
  return { lines, full };
}

/**
 * Splits `totalCents` among the winning cards: each gets floor(total / n); the remainder cents go one each to the
 * lowest card ids (so the shares add up to the total exactly).
 * @returns cardId -> cents, in ascending card id order
 * @throws RangeError for a negative or non-integer total
 */
export function splitPrizeCents(totalCents: number, cardIds: readonly number[]): Map<number, number> {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  const sorted = [...new Set(cardIds)].sort((a, b) => a - b);
  const out = new Map<number, number>();
  if (sorted.length === 0) return out;
  const base = Math.floor(totalCents / sorted.length);
  const rest = totalCents - base * sorted.length;
  sorted.forEach((id, i) => out.set(id, base + (i < rest ? 1 : 0)));
  return out;
}

/**
 * The prize pool of a game: sales x (1 - edge), rounded down to the cent, split line / full by `lineSharePpm`
 * (the line takes floor(pool x share), the full card the rest, so line + full = pool exactly).
 */
export function bingoPool(
  salesCents: number,
  edgePpm: number,
  lineSharePpm: number,
): { poolCents: number; lineCents: number; fullCents: number } {
  const poolCents = Math.floor((salesCents * (1_000_000 - edgePpm)) / 1_000_000);
  const lineCents = Math.floor((poolCents * lineSharePpm) / 1_000_000);
  return { poolCents, lineCents, fullCents: poolCents - lineCents };
}
