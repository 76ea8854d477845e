import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import type { Db } from '../../db/client.ts';
import { battlePlayers, battles, boxes, boxOdds } from '../../db/schema/index.ts';
import { BattleCatalogue } from './battles.catalogue.ts';
import { BattleReads } from './battles.reads.ts';
import { ensureBotUsers } from './battles.repo.ts';
import { heldClock } from './battle-fixtures.ts';

/** A second drizzle handle on the same connections that counts the statements it sends. */
async function countingDb(t: TestApp): Promise<{ db: Db; count: () => number }> {
  let n = 0;
  const logger: Logger = { logQuery: () => void n++ };
  const client = (t.s.dbHandle.db as unknown as { $client: unknown }).$client;
  const db =
    t.driver === 'postgres'
      ? (await import('drizzle-orm/node-postgres')).drizzle(client as never, { logger })
      : (await import('drizzle-orm/pglite')).drizzle(client as never, { logger });
  return { db: db as unknown as Db, count: () => n };
}

// docs/architecture/money-and-ledger.md#history-pages: battle ids from battle_players_user_idx, then one read per page
describe.each(DRIVERS)('battles history pages on %s (medium)', (driver) => {
  let t: TestApp;
  let keys: { boxId: number; version: number; priceCents: number }[];
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    const db = t.s.dbHandle.db;
    keys = (
      await db
        .selectDistinct({ boxId: boxOdds.boxId, version: boxOdds.version, priceCents: boxes.priceCents })
        .from(boxOdds)
        .innerJoin(boxes, eq(boxes.id, boxOdds.boxId))
        .orderBy(asc(boxOdds.boxId), asc(boxOdds.version))
    ).slice(0, 20);
  });
  afterAll(async () => t?.close());

  /** A waiting 1v1 battle of one round of `key`, the creator in seat 1 and `second` (a player or a bot) in seat 2. */
  async function battle(creator: number, key: (typeof keys)[number], second?: { userId: number; isBot: boolean }) {
    const db = t.s.dbHandle.db;
    const [b] = await db
      .insert(battles)
      .values({
        uuid: randomUUID(),
        creatorId: creator,
        type: 'singled',
        mode: 'normal',
        inviteMode: 'none',
        costCents: key.priceCents,
        totalRounds: 1,
        rounds: [{ boxId: key.boxId, oddsVersion: key.version, priceCents: key.priceCents }],
        serverSeed: 'seed',
        serverSeedHashed: 'hash',
        roundMs: 1000,
      })
      .returning();
    await db.insert(battlePlayers).values({ battleId: b!.id, seat: 1, userId: creator, clientSeed: 'c', paidCents: key.priceCents });
    if (second) await db.insert(battlePlayers).values({ battleId: b!.id, seat: 2, clientSeed: 'c', ...second });
    return b!;
  }

  it('walks 45 battles in pages of 20 (newest first, no other player, total = 45, empty past the end)', async () => {
    const [a, b] = [await t.register(), await t.register()];
    const bots = await ensureBotUsers(t.s.dbHandle.db);
    for (let n = 0; n < 45; n++) {
      const key = keys[n % keys.length]!;
      if (n % 3 === 0) await battle(b.uid, key); // the other player's own battles
      await battle(a.uid, key, n % 2 ? { userId: b.uid, isBot: false } : { userId: bots[1]!, isBot: true });
    }
    const expected = (
      await t.s.dbHandle.db
        .select({ uuid: battles.uuid })
        .from(battles)
        .innerJoin(battlePlayers, eq(battlePlayers.battleId, battles.id))
        .where(sql`${battlePlayers.userId} = ${a.uid} and not ${battlePlayers.isBot}`)
        .orderBy(desc(battles.id))
    ).map((r) => r.uuid);
    expect(expected).toHaveLength(45);
    const seen: string[] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const h = await t.s.battles.reads.history(a.uid, page, 20);
      expect([h.total, h.page, h.pageSize]).toEqual([45, page, 20]);
      sizes.push(h.list.length);
      seen.push(...h.list.map((s) => s.uuid));
    }
    expect(sizes).toEqual([20, 20, 5, 0]);
    expect(seen).toEqual(expected);
    // the HTTP endpoint serves the same page
    const http = await t.call('GET', '/api/battle/v2/history?page=2&pageSize=20', { auth: a.auth });
    expect(http.body.data.list.map((s: { uuid: string }) => s.uuid)).toEqual(expected.slice(20, 40));
  });

  it('a page of 20 battles takes as many statements as a page of 2 (seats and box odds read once per page)', async () => {
    expect(keys.length).toBeGreaterThanOrEqual(3);
    const [few, many, other] = [await t.register(), await t.register(), await t.register()];
    for (let n = 0; n < 2; n++) await battle(few.uid, keys[n]!, { userId: other.uid, isBot: false });
    for (let n = 0; n < 20; n++) await battle(many.uid, keys[n % keys.length]!, { userId: other.uid, isBot: false });
    const statements: number[] = [];
    for (const uid of [few.uid, many.uid]) {
      const { db, count } = await countingDb(t);
      // a cold catalogue each time: nothing of the boxes or odds is cached
      const reads = new BattleReads(db, new BattleCatalogue(db), clock);
      const h = await reads.history(uid, 1, 20);
      statements.push(count());
      expect(h.list).toEqual((await t.s.battles.reads.history(uid, 1, 20)).list); // the same response as the app's
      expect(h.list).toHaveLength(uid === few.uid ? 2 : 20);
    }
    expect(statements[0]).toBeGreaterThan(0);
    expect(statements[1]).toBe(statements[0]);
  });
});
