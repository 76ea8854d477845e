import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fromBase64, liabilitiesMessage, sha256WebCrypto, verifyEd25519, verifySumProof } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import { liabilityNodes, liabilitySnapshots, opsAudit, storeItems } from '../../db/schema/index.ts';
import { auditTransparency } from './audit.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

/**
 * Proof of liabilities on a real database (docs/transparency.md#proof-of-liabilities): a snapshot taken from the
 * console (audited) or by the daily job; every player proves their leaf and the sums up to the signed totals with Web
 * Crypto; the coin total equals the ledger's own sum of the player liability accounts at that moment; a changed leaf
 * or a ledger that disagrees fails the check `ledger:check` runs.
 */
describe.each(DRIVERS)('proof of liabilities on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-11-28T11:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const logKey = async () => fromBase64((await t.call('GET', '/.well-known/hapabox-log-key')).body.data.publicKey);
  /** The player's proof checked as the browser checks it. */
  async function proves(auth: string) {
    const { root, proof } = (await t.call('GET', '/api/user/transparency/liabilities', { auth })).body.data;
    if (!proof) return { ok: false as const, proof: null };
    const signed = await verifyEd25519(await logKey(), liabilitiesMessage(root), fromBase64(root.signature));
    const res = await verifySumProof(
      {
        leaf: proof.leaf,
        index: proof.index,
        size: root.leafCount,
        path: proof.path,
        root: {
          hash: root.rootHash,
          coinsCents: root.totalCoinsCents,
          prizesCents: root.totalPrizesCents,
          hapacoins: root.totalHapacoins,
        },
      },
      sha256WebCrypto,
    );
    return { ok: signed && res.ok, proof };
  }
  const playerTotal = async (kinds: string) =>
    Number(
      rowsOf<{ n: string }>(
        await db().execute(
          sql`select coalesce(sum(balance), 0) as n from accounts where not is_system and kind = any(${`{${kinds}}`}::text[])`,
        ),
      )[0]!.n,
    );
  const playerCoinsTotal = () => playerTotal('user_coin,user_commission');

  it('a console snapshot: each player proves their leaf and the totals; the coin total equals the ledger', async () => {
    const players = [];
    for (const cents of [1_234, 50_000, 7]) {
      const p = await t.register();
      await t.fund(p.uid, cents);
      players.push({ ...p, cents });
    }
    // a stored prize: an opening's item stays in the player's cart
    expect((await t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth: players[1]!.auth })).status).toBe(200);
    const prizes = Number(
      (
        await db()
          .select({ v: sql<string>`coalesce(sum(value_cents), 0)` })
          .from(storeItems)
          .where(and(eq(storeItems.userId, players[1]!.uid), eq(storeItems.status, 'stored')))
      )[0]!.v,
    );
    expect(prizes).toBeGreaterThan(0);
    // HapaCoins bought with coins: 100 for $1.00, redeemable in the mall, so owed like the coins
    const bean = await t.call('POST', '/api/bean/1/recharge', { auth: players[1]!.auth, headers: { 'idempotency-key': 'liab-bean-1' } });
    expect(bean.status, JSON.stringify(bean.body)).toBe(200);
    // a player owed nothing at all still has a (zero) leaf
    const broke = await t.register();
    const op = await t.operator(['finance']);
    const snap = await t.call('POST', '/api/ops/transparency/liabilities', { auth: op.authorization });
    expect(snap.status, JSON.stringify(snap.body)).toBe(200);
    const root = snap.body.data;
    expect(await verifyEd25519(await logKey(), liabilitiesMessage(root), fromBase64(root.signature))).toBe(true);
    expect(root.totalCoinsCents).toBe(await playerCoinsTotal());
    expect(root.totalHapacoins).toBe(await playerTotal('user_bean'));
    expect(root.totalHapacoins).toBeGreaterThanOrEqual(100);
    expect((await t.call('GET', '/api/transparency/liabilities')).body.data.root).toEqual(root);

    for (const p of players) {
      const res = await proves(p.auth);
      expect(res.ok).toBe(true);
      const balance = await t.s.wallet.balanceOf(db(), p.uid);
      expect(res.proof.leaf.coinsCents).toBe(balance);
      expect(res.proof.leaf.player).toBe((await t.call('GET', '/api/user/transparency/me', { auth: p.auth })).body.data.player);
    }
    expect((await proves(players[1]!.auth)).proof.leaf).toMatchObject({ prizesCents: prizes, hapacoins: 100 });
    const zero = await proves(broke.auth);
    expect(zero.ok).toBe(true);
    expect(zero.proof.leaf).toMatchObject({ coinsCents: 0, prizesCents: 0, hapacoins: 0 });

    const check = await t.s.transparency.liabilities.check();
    expect(check).toEqual({ ok: true, period: root.period, problems: [] });
    const full = await auditTransparency(db(), t.s.config.TRANSPARENCY_LOG_KEY);
    expect(full.liabilities.ok).toBe(true);
    const opsRes = await t.call('GET', '/api/ops/transparency', { auth: op.authorization });
    expect(opsRes.status, JSON.stringify(opsRes.body)).toBe(200);
    const ops = opsRes.body.data;
    expect(ops.liabilities).toMatchObject({
      period: root.period,
      matchesLedger: true,
      ledgerCoinsCents: root.totalCoinsCents,
      ledgerHapacoins: root.totalHapacoins,
    });
    const audited = await db().select().from(opsAudit).where(eq(opsAudit.action, 'transparency.liabilities_snapshot'));
    expect(audited).toHaveLength(1);
    // one snapshot per period: the same period again is refused, not doubled
    await expect(t.s.transparency.liabilities.snapshot('console', root.period)).rejects.toMatchObject({
      key: 'transparency.error.snapshot_exists',
    });
    // a player is not an operator
    expect((await t.call('POST', '/api/ops/transparency/liabilities', { auth: players[0]!.auth })).status).toBe(403);

    // a player who joined after the snapshot has no leaf in it
    const late = await t.register();
    expect((await t.call('GET', '/api/user/transparency/liabilities', { auth: late.auth })).body.data.proof).toBeNull();
    expect((await t.call('GET', '/api/user/transparency/liabilities')).status).toBe(401);
  });

  it('the check fails when a stored leaf changes or when the published total disagrees with the ledger', async () => {
    const [snap] = await db()
      .select()
      .from(liabilitySnapshots)
      .orderBy(sql`id desc`)
      .limit(1);
    const leaf = and(eq(liabilityNodes.snapshotId, snap!.id), eq(liabilityNodes.level, 0), eq(liabilityNodes.idx, 0));
    await db()
      .update(liabilityNodes)
      .set({ coinsCents: sql`${liabilityNodes.coinsCents} + 100` })
      .where(leaf);
    const bad = await t.s.transparency.liabilities.check();
    expect(bad.ok).toBe(false);
    expect(bad.problems.join('\n')).toMatch(/do not add up to the published totals/);
    await db()
      .update(liabilityNodes)
      .set({ coinsCents: sql`${liabilityNodes.coinsCents} - 100` })
      .where(leaf);
    expect((await t.s.transparency.liabilities.check()).ok).toBe(true);

    await db()
      .update(liabilitySnapshots)
      .set({ ledgerCoinsCents: snap!.ledgerCoinsCents + 1 })
      .where(eq(liabilitySnapshots.id, snap!.id));
    const off = await t.s.transparency.liabilities.check();
    expect(off.problems.join('\n')).toMatch(/the ledger's player accounts/);
    await db().update(liabilitySnapshots).set({ ledgerCoinsCents: snap!.ledgerCoinsCents }).where(eq(liabilitySnapshots.id, snap!.id));
    // a HapaCoin moved from one leaf to another keeps the totals but not the root; the HapaCoin total is checked against the ledger
    await db()
      .update(liabilityNodes)
      .set({ hapacoins: sql`${liabilityNodes.hapacoins} + 7` })
      .where(leaf);
    expect((await t.s.transparency.liabilities.check()).ok).toBe(false);
    await db()
      .update(liabilityNodes)
      .set({ hapacoins: sql`${liabilityNodes.hapacoins} - 7` })
      .where(leaf);
    await db()
      .update(liabilitySnapshots)
      .set({ ledgerHapacoins: snap!.ledgerHapacoins + 1 })
      .where(eq(liabilitySnapshots.id, snap!.id));
    expect((await t.s.transparency.liabilities.check()).problems.join('\n')).toMatch(/player HapaCoin accounts/);
    await db().update(liabilitySnapshots).set({ ledgerHapacoins: snap!.ledgerHapacoins }).where(eq(liabilitySnapshots.id, snap!.id));
    expect((await t.s.transparency.liabilities.check()).ok).toBe(true);
  });

  it('the daily job takes one snapshot at 00:05 UTC and schedules the next day', async () => {
    clock.set(Date.parse('2026-11-29T00:05:01Z'));
    await t.s.jobs.runDue();
    await t.s.jobs.runDue();
    const daily = await db().select().from(liabilitySnapshots).where(eq(liabilitySnapshots.trigger, 'daily'));
    expect(daily.map((s) => s.period)).toEqual(['2026-11-29']);
    expect(daily[0]!.totalCoinsCents).toBe(daily[0]!.ledgerCoinsCents);
    expect((await t.s.transparency.liabilities.check()).ok).toBe(true);
    clock.set(Date.parse('2026-11-30T00:06:00Z'));
    await t.s.jobs.runDue();
    const after = await db().select().from(liabilitySnapshots).where(eq(liabilitySnapshots.trigger, 'daily'));
    expect(after.map((s) => s.period).sort()).toEqual(['2026-11-29', '2026-11-30']);
  });
});
