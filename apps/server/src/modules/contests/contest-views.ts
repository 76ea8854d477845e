import { centsToCoins } from '@hapa/domain';
import type { BattleBox, ContestLevel } from '@hapa/contracts';
import type * as repo from './contests.repo.ts';

/** Levels beaten this period as far as the player may see (battles ended by `now`, ms). */
export function revealedEntries(entries: repo.EntryRow[], battlesById: Map<number, Date | null>, now: number): repo.EntryRow[] {
  return entries.filter((e) => {
    const ends = battlesById.get(e.battleId);
    return ends !== undefined && ends !== null && ends.getTime() <= now;
  });
}

/** The levels as the player sees them: cost in coin units, state (beaten / open / locked) from the entries shown, attempts. */
export function levelViews(
  levels: repo.LevelRow[],
  boxes: Map<number, BattleBox & { priceCents: number }>,
  all: repo.EntryRow[],
  shown: repo.EntryRow[],
  boxOf: (id: number) => BattleBox,
): ContestLevel[] {
  const beaten = new Set(shown.filter((e) => e.won).map((e) => e.levelId));
  return levels.map((l, i) => {
    const cost = l.boxes.reduce((c, b) => c + (boxes.get(b.boxId)?.priceCents ?? 0) * b.count, 0);
    const prev = levels[i - 1];
    const state = beaten.has(l.id) ? 'beaten' : !prev || beaten.has(prev.id) ? 'open' : 'locked';
    return {
      id: l.id,
      position: l.position,
      name: l.name,
      boxes: l.boxes
        .map((b) => ({ box: boxes.get(b.boxId) ?? boxOf(b.boxId), count: b.count }))
        .map(({ box, count }) => ({
          box: { id: box.id, name: box.name, image: box.image, price: box.price, boxInfo: box.boxInfo },
          count,
        })),
      rounds: l.boxes.reduce((n, b) => n + b.count, 0),
      cost: centsToCoins(cost),
      points: l.points,
      state,
      attempts: all.filter((e) => e.levelId === l.id).length,
    };
  });
}
