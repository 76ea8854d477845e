import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { fundedPlayers } from '../../test/players.ts';
import { applyDelta, mergeProgress } from './quest-progress.ts';

describe('quest progress maths (small)', () => {
  it('merges deltas per player, players ascending: counts add up, a level keeps the maximum', () => {
    const merged = mergeProgress([
      { userId: 9, delta: { opens: 1 } },
      { userId: 3, delta: { deposit_cents: 500, level: 2 } },
      { userId: 9, delta: { opens: 10, games_played: 1 } },
      { userId: 3, delta: { deposit_cents: 700, level: 1 } },
    ]);
    expect([...merged.keys()]).toEqual([3, 9]);
    expect(merged.get(3)).toEqual({ deposit_cents: 1_200, level: 2 });
    expect(merged.get(9)).toEqual({ opens: 11, games_played: 1 });
  });

  it('applies a delta to the tasks it counts and says when nothing changed', () => {
    const tasks = [
      { taskId: 1, kind: 'deposit_cents' as const },
      { taskId: 2, kind: 'level' as const },
    ];
    expect(applyDelta(tasks, { 1: 100, 2: 3 }, { deposit_cents: 50, level: 2 })).toEqual({ 1: 150, 2: 3 });
    expect(applyDelta(tasks, { 1: 100, 2: 3 }, { level: 3, opens: 5 })).toBeNull();
  });
});

describe.each(DRIVERS)('quest progress of a batch of events on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const runsOf = async (uid: number) =>
    (
      (await t.s.dbHandle.db.execute(
        sql`select quest_id, progress, completed_at is not null as completed from quest_progress where user_id = ${uid} order by quest_id`,
      )) as unknown as { rows: { quest_id: number; progress: Record<string, number>; completed: boolean }[] }
    ).rows;
  const completions = async (uid: number) =>
    Number(
      (
        (await t.s.dbHandle.db.execute(
          sql`select count(*)::int as n from domain_events where type = 'quest.completed' and user_id = ${uid}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );

  it('a batch writes the progress and completions the events one by one write', async () => {
    const [batched, other, oneByOne] = await fundedPlayers(t, 3, { prefix: 'questbatch', cents: 0 });
    const events = (uid: number) => [
      { userId: uid, delta: { deposit_cents: 2_000 } },
      { userId: uid, delta: { opens: 3 } },
      { userId: uid, delta: { deposit_cents: 3_000 } },
      { userId: uid, delta: { level: 2 } },
    ];
    const db = t.s.dbHandle.db;
    await db.transaction((tx) =>
      t.s.quests.recordProgressMany(tx, [...events(batched!.uid), { userId: other!.uid, delta: { deposit_cents: 1_000 } }]),
    );
    for (const e of events(oneByOne!.uid)) await db.transaction((tx) => t.s.quests.recordProgress(tx, e.userId, e.delta));

    const a = await runsOf(batched!.uid);
    const b = await runsOf(oneByOne!.uid);
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
    // the level-up quest ($50 deposited, VIP2) is complete, once
    expect(a.find((r) => r.quest_id === 1)).toMatchObject({ completed: true, progress: { 1: 5_000, 2: 2 } });
    expect(await completions(batched!.uid)).toBe(1);
    expect(await completions(oneByOne!.uid)).toBe(1);
    expect((await runsOf(other!.uid)).find((r) => r.quest_id === 1)).toMatchObject({ completed: false, progress: { 1: 1_000 } });
  });

  it.runIf(driver === 'postgres')('parallel batches over the same players never lose progress', async () => {
    const players = await fundedPlayers(t, 4, { prefix: 'questrace', cents: 0 });
    const db = t.s.dbHandle.db;
    // 8 batches, each of every player in another order, side by side: row locks serialise them
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction((tx) =>
          t.s.quests.recordProgressMany(
            tx,
            (i % 2 ? [...players].reverse() : players).map((p) => ({ userId: p.uid, delta: { deposit_cents: 100 } })),
          ),
        ),
      ),
    );
    for (const p of players) expect((await runsOf(p.uid)).find((r) => r.quest_id === 1)!.progress[1]).toBe(800);
  });
});
