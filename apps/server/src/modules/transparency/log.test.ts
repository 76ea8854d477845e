import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  fromBase64,
  fromHex,
  logEntryLeafHash,
  sha256Hex,
  sha256WebCrypto,
  treeHeadMessage,
  verifyConsistency,
  verifyEd25519,
  verifyInclusion,
  type LogEntry,
} from '@hapa/domain';
import { monitorStep, startMonitor } from '@hapa/verifier';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { createBattle, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import { transparencyLogEntries, transparencyLogNodes, transparencyLogState, transparencyTreeHeads } from '../../db/schema/index.ts';
import { entryOf } from './audit.ts';

/**
 * The public fairness log on a real database (docs/transparency.md#the-log): commitments and reveals of seed pairs,
 * battles and the daily lottery reach it through the outbox (never on the request), with a keyed player id; heads are
 * signed with the published Ed25519 key, every minute and on demand; inclusion and consistency proofs verify with the
 * RFC 9162 algorithms and Web Crypto; a delivery that runs twice appends once; a changed entry fails the audit and a
 * rewritten history fails the consistency check and the monitor.
 */
describe.each(DRIVERS)('public fairness log on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-11-28T10:00:30Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  /** Runs every due job (deliveries included) until none is left. */
  const drain = async () => {
    for (let i = 0; i < 50; i++) if ((await t.s.jobs.runDue()) === 0) return;
  };
  const get = async (url: string, auth?: string) => {
    const r = await t.call('GET', url, { auth });
    return r;
  };
  const logKey = async () => fromBase64((await get('/.well-known/hapabox-log-key')).body.data.publicKey);
  const headVerifies = async (h: { treeSize: number; timestamp: number; rootHash: string; signature: string }) =>
    verifyEd25519(await logKey(), treeHeadMessage(h), fromBase64(h.signature));
  /** Checks an inclusion proof from the API the way the browser does: leaf from the fields, path, signed root. */
  const inclusionVerifies = async (p: any) =>
    (await headVerifies(p.head)) &&
    (await verifyInclusion(
      logEntryLeafHash(p.entry as LogEntry),
      p.entry.index,
      p.treeSize,
      p.path.map(fromHex),
      fromHex(p.head.rootHash),
      sha256WebCrypto,
    ));
  const proofsOf = async (hash: string) => (await get(`/api/transparency/log/proof-by-hash?hash=${hash}`)).body.data.proofs as any[];
  const fetchJson = async (url: string) => (await get(url)).body;

  it('seed pair commitments and reveals reach the log through the outbox, with the keyed player id and no account data', async () => {
    const p = await t.register();
    const info = (await get('/api/user/seed_info?type=1', p.auth)).body.data;
    // appended as events in the registration's transaction; the log is written by the consumer, not the request
    expect((await get(`/api/transparency/log/proof-by-hash?hash=${info.current_server_seed_hashed}`)).body.code).toBe(
      'transparency.error.entry_not_found',
    );
    await drain();
    const me = (await get('/api/user/transparency/me', p.auth)).body.data.player as string;
    expect(me).toMatch(/^[0-9a-f]{32}$/);
    const [active] = await proofsOf(info.current_server_seed_hashed);
    expect(active.entry).toMatchObject({ kind: 'commit', scope: 'seed_pair', seedType: 1, player: me, serverSeed: null });
    expect(await inclusionVerifies(active)).toBe(true);
    const [next] = await proofsOf(info.next_server_seed_hashed);
    expect(next.entry).toMatchObject({ kind: 'commit', player: me });

    const rotated = (await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { seed_type: 1, type: 'server' } })).body
      .data;
    await drain();
    const both = await proofsOf(info.current_server_seed_hashed);
    expect(both.map((x) => x.entry.kind)).toEqual(['commit', 'reveal']);
    expect(both[1].entry.serverSeed).toBe(rotated.serverSeed);
    expect(sha256Hex(rotated.serverSeed)).toBe(info.current_server_seed_hashed);
    for (const x of both) expect(await inclusionVerifies(x)).toBe(true);
    // the new next seed was committed in the rotation
    expect((await proofsOf(rotated.seedInfo.next_server_seed_hashed))[0].entry.kind).toBe('commit');

    const page = (await get('/api/transparency/log/entries?start=0&count=100')).body.data;
    const text = JSON.stringify(page);
    expect(text).not.toContain(p.email);
    expect(page.entries.every((e: any) => e.player === null || /^[0-9a-f]{32}$/.test(e.player))).toBe(true);
    expect(page.entries.some((e: any) => e.player === String(p.uid))).toBe(false);
  });

  it('a battle commits its seed at creation and reveals it at its end; the daily lottery commits its draw', async () => {
    const lottery = (await get('/api/lottery/home')).body.data.open;
    await drain();
    expect((await proofsOf(lottery.serverSeedHashed))[0].entry).toMatchObject({
      kind: 'commit',
      scope: 'lottery',
      ref: lottery.drawKey,
      player: null,
    });

    const a = await t.register();
    await t.fund(a.uid, 10_000);
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 2 }], type: 'singled', mode: 'normal' });
    const before = (await get(`/api/battle/v2/${uuid}/detail`)).body.data;
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth })).status).toBe(200);
    await drain();
    expect((await proofsOf(before.serverSeedHashed)).map((x) => x.entry.kind)).toEqual(['commit']);
    clock.advance(10 * 60_000);
    await drain();
    const after = (await get(`/api/battle/v2/${uuid}/detail`)).body.data;
    const proofs = await proofsOf(before.serverSeedHashed);
    expect(proofs.map((x) => [x.entry.kind, x.entry.scope, x.entry.ref])).toEqual([
      ['commit', 'battle', uuid],
      ['reveal', 'battle', uuid],
    ]);
    expect(proofs[1].entry.serverSeed).toBe(after.serverSeed);
    for (const x of proofs) expect(await inclusionVerifies(x)).toBe(true);
  });

  it('tree heads are signed with the key at /.well-known every minute by the timer and on demand', async () => {
    const key = (await get('/.well-known/hapabox-log-key')).body.data;
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(key.pem).toContain('BEGIN PUBLIC KEY');
    expect((await get('/api/transparency/log/key')).body.data).toEqual(key);
    const sth = await get('/api/transparency/log/sth');
    expect(sth.res.headers['cache-control']).toBe('public, max-age=5');
    expect(await headVerifies(sth.body.data)).toBe(true);
    const count = async () =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(transparencyTreeHeads)
        )[0]!.n,
      );
    const n = await count();
    clock.advance(61_000);
    await drain();
    expect(await count()).toBeGreaterThan(n); // the minute's head, and the next minute is scheduled
    const n2 = await count();
    clock.advance(61_000);
    await drain();
    expect(await count()).toBeGreaterThan(n2);
    const [state] = await db().select().from(transparencyLogState);
    const latest = (
      await db()
        .select()
        .from(transparencyTreeHeads)
        .orderBy(sql`id desc`)
        .limit(1)
    )[0]!;
    expect(latest.treeSize).toBe(state!.size);
    expect(await headVerifies({ ...latest, timestamp: latest.timestampMs })).toBe(true);
    // a tampered head does not verify
    expect(await headVerifies({ ...latest, timestamp: latest.timestampMs, treeSize: latest.treeSize + 1 })).toBe(false);
  });

  it('consistency proofs between two heads verify (RFC 9162 2.1.4.2); entries page within the signed size', async () => {
    const h1 = await t.s.transparency.log.issueHead();
    await t.register();
    await t.register();
    await drain();
    const h2 = await t.s.transparency.log.issueHead();
    expect(h2.treeSize).toBeGreaterThan(h1.treeSize);
    const c = await get(`/api/transparency/log/consistency?first=${h1.treeSize}&second=${h2.treeSize}`);
    expect(c.res.headers['cache-control']).toBe('public, max-age=3600');
    expect(
      await verifyConsistency(
        h1.treeSize,
        h2.treeSize,
        fromHex(h1.rootHash),
        fromHex(h2.rootHash),
        c.body.data.proof.map(fromHex),
        sha256WebCrypto,
      ),
    ).toBe(true);
    expect((await get(`/api/transparency/log/consistency?first=${h2.treeSize}&second=${h1.treeSize}`)).body.code).toBe(
      'transparency.error.bad_range',
    );
    expect((await get(`/api/transparency/log/consistency?first=0&second=${h2.treeSize + 5}`)).body.code).toBe(
      'transparency.error.bad_range',
    );
    expect((await get('/api/transparency/log/entries?start=0&count=101')).status).toBe(400);
    const tail = (await get(`/api/transparency/log/entries?start=${h2.treeSize}&count=10`)).body.data;
    expect(tail.entries).toEqual([]);
    const byIndex = (await get('/api/transparency/log/proof?index=0')).body.data.proofs[0];
    expect(await inclusionVerifies(byIndex)).toBe(true);
    expect((await get('/api/transparency/log/proof?index=999999')).status).toBe(404);
    expect((await get('/api/transparency/log/proof')).status).toBe(400);
    expect((await get('/api/transparency/log/proof-by-hash?hash=abc')).status).toBe(400);
  });

  it('a delivery that runs twice appends one entry', async () => {
    const [first] = await db().select().from(transparencyLogEntries).orderBy(asc(transparencyLogEntries.idx)).limit(1);
    const again = await db().transaction((tx) => t.s.transparency.log.append(tx, first!.eventId, entryOf(first!)));
    expect(again).toBeNull();
  });

  it('a changed entry fails the audit and the monitor; a rewritten history fails consistency with an old head', async () => {
    expect((await t.s.transparency.log.audit()).ok).toBe(true);
    const monitor = await startMonitor('', fetchJson);
    expect((await monitorStep('', monitor, fetchJson)).problems).toEqual([]);
    const oldHead = monitor.head!;

    // 1. one stored entry changed in place: the audit and a fresh monitor's replay both see it
    const [victim] = await db().select().from(transparencyLogEntries).where(eq(transparencyLogEntries.idx, 1));
    await db()
      .update(transparencyLogEntries)
      .set({ seedHash: sha256Hex('swapped') })
      .where(eq(transparencyLogEntries.idx, 1));
    const audit = await t.s.transparency.log.audit();
    expect(audit.ok).toBe(false);
    expect(audit.problems.join('\n')).toMatch(/entry 1 was changed/);
    const fresh = await startMonitor('', fetchJson);
    expect((await monitorStep('', fresh, fetchJson)).problems.join('\n')).toMatch(/entry 1 does not hash to its leaf/);
    await db().update(transparencyLogEntries).set({ seedHash: victim!.seedHash }).where(eq(transparencyLogEntries.idx, 1));
    expect((await t.s.transparency.log.audit()).ok).toBe(true);

    // 2. a clever rewrite: entry 1 replaced and the whole tree rebuilt from it, then a new head signed over it
    const all = await db().select().from(transparencyLogEntries).orderBy(asc(transparencyLogEntries.idx));
    await db().transaction(async (tx) => {
      await tx.delete(transparencyLogEntries);
      await tx.delete(transparencyLogNodes);
      await tx.update(transparencyLogState).set({ size: 0, frontier: [] });
      for (const r of all) {
        const e = entryOf(r);
        await t.s.transparency.log.append(tx, r.eventId, r.idx === 1 ? { ...e, seedHash: sha256Hex('swapped') } : e);
      }
    });
    const newHead = await t.s.transparency.log.issueHead();
    expect(newHead.treeSize).toBeGreaterThanOrEqual(oldHead.treeSize);
    const c = (await get(`/api/transparency/log/consistency?first=${oldHead.treeSize}&second=${newHead.treeSize}`)).body.data;
    expect(
      await verifyConsistency(
        oldHead.treeSize,
        newHead.treeSize,
        fromHex(oldHead.rootHash),
        fromHex(newHead.rootHash),
        c.proof.map(fromHex),
      ),
    ).toBe(false);
    // the monitor that kept the old head refuses the new one (it signs a different root for the old size or no extension)
    const step = await monitorStep('', monitor, fetchJson);
    expect(step.problems.join('\n')).toMatch(/rewritten|two different roots/);
    // and the signed old head no longer matches the stored entries
    expect((await t.s.transparency.log.audit()).problems.join('\n')).toMatch(/signed a root the entries do not give/);
  });
});
