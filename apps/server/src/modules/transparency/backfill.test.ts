import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fromHex, logEntryLeafHash, verifyInclusion } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { createBattle, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import { battles, bingoGames, lotteryDraws, scheduledJobs, seedPairs, transparencyLogEntries } from '../../db/schema/index.ts';
import { auditLog, entryOf } from './audit.ts';
import { BACKFILL_JOB } from './backfill.ts';

/**
 * The backfill of the public fairness log on a real database (docs/transparency.md#backfill): seed pairs, a battle seed
 * (revealed) and the draw seeds whose log deliveries never ran (as before the log existed) are appended once, with
 * their reveals where revealed, through the outbox; a rerun adds nothing; every proof verifies and the audit holds; the
 * startup's one-time job does the same.
 */
describe.each(DRIVERS)('fairness log backfill on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-11-28T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const drain = async () => {
    for (let i = 0; i < 200; i++) if ((await t.s.jobs.runDue()) === 0) return;
  };
  /** Runs due jobs with the log's deliveries dropped first: seeds committed "before the log existed". */
  const drainWithoutLog = async () => {
    for (let i = 0; i < 200; i++) {
      await db().delete(scheduledJobs).where(eq(scheduledJobs.kind, 'event:transparency_log'));
      if ((await t.s.jobs.runDue()) === 0) return;
    }
  };
  const logSize = async () =>
    Number(
      (
        await db()
          .select({ n: sql<string>`count(*)` })
          .from(transparencyLogEntries)
      )[0]!.n,
    );
  /** Every seed hash the database holds, with whether it is revealed. */
  async function allSeeds() {
    const pairs = await db().select().from(seedPairs);
    const bs = await db().select().from(battles);
    const draws = await db().select().from(lotteryDraws);
    const games = await db().select().from(bingoGames);
    return [
      ...pairs.map((p) => ({ hash: p.serverSeedHashed, revealed: p.status === 'revealed' })),
      ...bs.map((b) => ({ hash: b.serverSeedHashed, revealed: b.state === 30 })),
      ...draws.map((d) => ({ hash: d.serverSeedHashed, revealed: d.status === 'drawn' })),
      ...games.filter((g) => g.serverSeedHashed).map((g) => ({ hash: g.serverSeedHashed!, revealed: g.state === 'ended' })),
    ];
  }

  it('seeds whose commitments never reached the log are appended once with their reveals; a rerun adds nothing; proofs verify', async () => {
    await drain(); // whatever the start committed reaches the log
    const before = await logSize();
    // a player with seed pairs, one of them rotated (revealed), and a battle played to its end, none of it logged
    const a = await t.register();
    await t.fund(a.uid, 100_000);
    const rotated = await t.call('POST', '/api/user/client_seed/submit', {
      auth: a.auth,
      body: { seed_type: 1, type: 'client', client_seed: 'backfill-client' },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled', mode: 'normal' });
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth })).status).toBe(200);
    const [battle] = await db().select().from(battles).where(eq(battles.uuid, uuid));
    clock.set(battle!.endsAt!.getTime() + 1_000);
    await drainWithoutLog();
    expect((await db().select().from(battles).where(eq(battles.uuid, uuid)))[0]!.state).toBe(30);
    expect(await logSize()).toBe(before);

    const seeds = await allSeeds();
    const missing = async () => {
      const logged = await db().select().from(transparencyLogEntries);
      const has = (hash: string, kind: string) => logged.some((e) => e.seedHash === hash && e.kind === kind);
      return {
        commits: seeds.filter((s) => !has(s.hash, 'commit')).length,
        reveals: seeds.filter((s) => s.revealed && !has(s.hash, 'reveal')).length,
      };
    };
    const gap = await missing();
    expect(gap.commits).toBeGreaterThanOrEqual(3); // the player's pairs and the battle at least
    expect(gap.reveals).toBeGreaterThanOrEqual(2); // the rotated pair and the ended battle

    const first = await t.s.transparency.backfill.run();
    expect(first).toMatchObject({ commitments: gap.commits, reveals: gap.reveals });
    // a second run before the server appended them queues the same again; the log keeps one of each
    const raced = await t.s.transparency.backfill.run();
    expect(raced).toMatchObject({ commitments: gap.commits, reveals: gap.reveals });
    await drain();
    expect(await missing()).toEqual({ commits: 0, reveals: 0 });
    const size = await logSize();
    expect(size).toBe(before + gap.commits + gap.reveals);
    // once appended, a rerun finds nothing missing
    expect(await t.s.transparency.backfill.run()).toMatchObject({ commitments: 0, reveals: 0 });
    await drain();
    expect(await logSize()).toBe(size);

    // every backfilled entry keeps its original time and proves its inclusion in a signed head; the audit holds
    const [pair] = await db().select().from(seedPairs).where(eq(seedPairs.status, 'revealed')).limit(1);
    const proofs = await t.s.transparency.log.inclusionByHash(pair!.serverSeedHashed);
    expect(proofs.map((p) => p.entry.kind)).toEqual(['commit', 'reveal']);
    expect(proofs[0]!.entry.at).toBe(pair!.createdAt.toISOString());
    for (const hash of seeds.map((s) => s.hash)) {
      for (const p of await t.s.transparency.log.inclusionByHash(hash)) {
        const leaf = logEntryLeafHash(entryOf({ ...p.entry, idx: p.entry.index } as never));
        expect(
          await verifyInclusion(leaf, p.entry.index, p.treeSize, p.path.map(fromHex), fromHex(p.head.rootHash)),
          `${p.entry.kind} of ${hash}`,
        ).toBe(true);
      }
    }
    expect(await auditLog(db())).toMatchObject({ ok: true, problems: [] });
  });

  it('every commitment is revealed when its seed stops being used: the audit names an ended battle without its reveal; a waiting one is in use', async () => {
    const a = await t.register();
    await t.fund(a.uid, 100_000);
    // an unfilled battle: its seed is still in use (it is drawn when the last seat fills), so no reveal is due
    const waiting = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled', mode: 'normal' });
    // a battle whose commitment is logged, played to its end with the reveal's delivery lost
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled', mode: 'normal' });
    await drain();
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth })).status).toBe(200);
    const [battle] = await db().select().from(battles).where(eq(battles.uuid, uuid));
    clock.set(battle!.endsAt!.getTime() + 1_000);
    await drainWithoutLog();
    const audit = await auditLog(db());
    expect(audit.ok).toBe(false);
    expect(audit.problems.join('\n')).toMatch(new RegExp(`the battle seed ${uuid} is no longer used and its reveal is not in the log`));
    expect(audit.problems.join('\n')).not.toContain(waiting.uuid);
    // the backfill appends the missing reveal; the waiting battle keeps its lone commitment
    expect((await t.s.transparency.backfill.run()).reveals).toBeGreaterThanOrEqual(1);
    await drain();
    expect(await auditLog(db())).toMatchObject({ ok: true, problems: [] });
    const logged = (hash: string) => db().select().from(transparencyLogEntries).where(eq(transparencyLogEntries.seedHash, hash));
    expect((await logged(battle!.serverSeedHashed)).map((e) => e.kind)).toEqual(['commit', 'reveal']);
    const [w] = await db().select().from(battles).where(eq(battles.uuid, waiting.uuid));
    expect((await logged(w!.serverSeedHashed)).map((e) => e.kind)).toEqual(['commit']);
  });

  it('the startup schedules the backfill once; its jobs run it batch by batch and a live commitment racing it is logged once', async () => {
    const jobsOf = () =>
      db()
        .select()
        .from(scheduledJobs)
        .where(sql`${scheduledJobs.kind} = ${BACKFILL_JOB}`);
    expect((await jobsOf()).length).toBeGreaterThanOrEqual(1); // scheduled at start
    await t.s.transparency.start(); // a restart schedules nothing new
    const scheduled = (await jobsOf()).length;
    // a new player's pairs: their live events AND the backfill's race; one commitment each reaches the log
    await db().delete(scheduledJobs).where(eq(scheduledJobs.kind, 'event:transparency_log'));
    const b = await t.register();
    const before = await logSize();
    await t.s.transparency.backfill.run();
    await drain();
    const pairs = await db().select().from(seedPairs).where(eq(seedPairs.userId, b.uid));
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const entries = await db().select().from(transparencyLogEntries);
    for (const p of pairs) expect(entries.filter((e) => e.seedHash === p.serverSeedHashed && e.kind === 'commit')).toHaveLength(1);
    expect(await logSize()).toBe(before + pairs.length);
    expect((await jobsOf()).length).toBe(scheduled);
    expect(await auditLog(db())).toMatchObject({ ok: true });
  });
});
