import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from './wallet.service.ts';

/**
 * The ledger check from a verified checkpoint (docs/architecture/money-and-ledger.md#ledger-check): a full check
 * writes each account's sum of its lines up to the bound, the next one reads only the later lines and writes only the
 * totals of the accounts they touch, a tampered new line or cached balance is caught and writes nothing, and only a
 * full check sees a tampered old line.
 */
describe.each(DRIVERS)('ledger check from a checkpoint on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const db = () => t.s.dbHandle.db;
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
  const coinAccount = async (uid: number) =>
    Number((await q<{ id: string }>(sql`select id from accounts where user_id = ${uid} and kind = 'user_coin'`))[0]!.id);
  const count = async (query: ReturnType<typeof sql>) => Number((await q<{ n: string }>(query))[0]!.n);
  /** account id -> running total (ledger_account_totals) */
  const totals = async () =>
    new Map(
      (await q<{ account_id: string; total: string }>(sql`select account_id, total from ledger_account_totals`)).map((r) => [
        Number(r.account_id),
        Number(r.total),
      ]),
    );
  /** account id -> the transaction that last wrote its total row (xmin) */
  const writers = async () =>
    new Map(
      (await q<{ account_id: string; w: string }>(sql`select account_id, xmin::text as w from ledger_account_totals`)).map((r) => [
        Number(r.account_id),
        r.w,
      ]),
    );
  /** account id -> sum of its lines with id <= bound, recomputed from the journal */
  const sumsUpTo = async (bound: number) =>
    new Map(
      (
        await q<{ account_id: string; total: string }>(
          sql`select account_id, sum(amount) as total from journal_lines where id <= ${bound} group by account_id`,
        )
      ).map((r) => [Number(r.account_id), Number(r.total)]),
    );
  const credit = (uid: number, amount: number, key: string) =>
    db().transaction((tx) =>
      t.s.wallet.credit(tx, 'payments_clearing', { userId: uid, amount, idempotencyKey: `lc-${driver}-${key}`, kind: 'deposit' }),
    );
  const debit = (uid: number, amount: number, key: string) =>
    db().transaction((tx) =>
      t.s.wallet.debit(tx, 'house', { userId: uid, amount, idempotencyKey: `lc-${driver}-${key}`, kind: 'box_open' }),
    );

  it('a full check writes a checkpoint of every account; the next check is incremental and reads only the new lines', async () => {
    const a = await t.register();
    const b = await t.register();
    await credit(a.uid, 5_000, 'full-1');
    await credit(b.uid, 700, 'full-2');
    await debit(a.uid, 1_200, 'full-3');
    // a player whose account no later line touches
    const d = await t.register();
    await credit(d.uid, 250, 'full-4');

    const full = await checkLedger(db(), { mode: 'full' });
    expect(full).toMatchObject({ ok: true, mode: 'full', checkpoint: null, totalSum: 0, unbalancedEntries: [], driftedAccounts: [] });
    const cp = full.newCheckpoint!;
    expect(cp.uptoLineId).toBe(await count(sql`select max(id) as n from journal_lines`));
    const allLines = await count(sql`select count(*) as n from journal_lines`);
    expect(full.checkedLines).toBe(allLines);
    expect(full.lines).toBe(allLines);
    expect(full.entries).toBe(await count(sql`select count(distinct entry_id) as n from journal_lines`));
    // its totals: every account's lines up to the bound, and for a player account its cached balance
    const atFull = await totals();
    expect(atFull).toEqual(await sumsUpTo(cp.uptoLineId));
    const players = await q<{ id: string; balance: string }>(sql`select id, balance from accounts where not is_system`);
    expect(players.length).toBeGreaterThanOrEqual(4);
    for (const p of players) expect(atFull.get(Number(p.id)) ?? 0).toBe(Number(p.balance));
    expect(await t.s.wallet.balanceOf(db(), a.uid)).toBe(atFull.get(await coinAccount(a.uid)));
    const writtenAtFull = await writers();

    // more postings, one by a player made after the checkpoint (an account with no checkpoint row)
    const c = await t.register();
    await credit(c.uid, 300, 'inc-1');
    await debit(a.uid, 100, 'inc-2');
    await credit(b.uid, 50, 'inc-3');
    const newLines = await count(sql`select count(*) as n from journal_lines where id > ${cp.uptoLineId}`);
    expect(newLines).toBeGreaterThanOrEqual(6);
    const inc = await checkLedger(db());
    expect(inc).toMatchObject({ ok: true, mode: 'incremental', checkpoint: { id: cp.id, uptoLineId: cp.uptoLineId } });
    expect(inc.checkedLines).toBe(newLines);
    expect(inc.lines).toBe(allLines + newLines);
    expect(inc.entries).toBe(await count(sql`select count(distinct entry_id) as n from journal_lines`));
    expect(inc.newCheckpoint!.id).toBeGreaterThan(cp.id);
    expect(await totals()).toEqual(await sumsUpTo(inc.newCheckpoint!.uptoLineId));
    // only the accounts the new lines touch were written: every other total row is the one the full check wrote
    const touched = new Set(
      (await q<{ a: string }>(sql`select distinct account_id as a from journal_lines where id > ${cp.uptoLineId}`)).map((r) => Number(r.a)),
    );
    const writtenNow = await writers();
    expect(touched.size).toBeGreaterThanOrEqual(4);
    expect(touched.has(await coinAccount(d.uid))).toBe(false);
    for (const [account, writer] of writtenNow)
      if (touched.has(account)) expect(writer, `account ${account}`).not.toBe(writtenAtFull.get(account));
      else expect(writer, `account ${account}`).toBe(writtenAtFull.get(account));

    // with nothing new it reads no line and writes no total; only the newest checkpoint is kept (the totals are at it)
    const again = await checkLedger(db());
    expect(again).toMatchObject({ ok: true, mode: 'incremental', checkedLines: 0, checkpoint: { id: inc.newCheckpoint!.id } });
    expect(await writers()).toEqual(writtenNow);
    const kept = await q<{ id: string }>(sql`select id from ledger_checkpoints order by id`);
    expect(kept.map((r) => Number(r.id))).toEqual([again.newCheckpoint!.id]);
  });

  it('after a checkpoint: a tampered new line and a drifted balance without new lines are caught, and no checkpoint is written', async () => {
    const a = await t.register();
    const b = await t.register();
    await credit(a.uid, 2_000, 'tamper-1');
    await credit(b.uid, 900, 'tamper-2');
    const base = await checkLedger(db());
    expect(base.ok).toBe(true);
    const balA = await t.s.wallet.balanceOf(db(), a.uid);
    const balB = await t.s.wallet.balanceOf(db(), b.uid);
    const lastCheckpoint = async () => count(sql`select max(id) as n from ledger_checkpoints`);
    const cpId = await lastCheckpoint();

    // a NEW line (after the checkpoint's bound) changed: its entry no longer balances, its account drifts
    const posted = await credit(a.uid, 400, 'tamper-3');
    const accountA = await coinAccount(a.uid);
    const line = await count(sql`select id as n from journal_lines where entry_id = ${posted.entryId} and account_id = ${accountA}`);
    expect(line).toBeGreaterThan(base.newCheckpoint!.uptoLineId);
    await db().execute(sql`update journal_lines set amount = amount + 5 where id = ${line}`);
    const broken = await checkLedger(db());
    expect(broken).toMatchObject({ ok: false, mode: 'incremental', newCheckpoint: null, totalSum: 5 });
    expect(broken.checkpoint!.id).toBe(cpId);
    expect(broken.unbalancedEntries).toEqual([{ entryId: posted.entryId, sum: 5 }]);
    expect(broken.driftedAccounts).toEqual([{ accountId: accountA, cached: balA + 400, lines: balA + 405 }]);
    expect(await lastCheckpoint()).toBe(cpId);
    await db().execute(sql`update journal_lines set amount = amount - 5 where id = ${line}`);

    // the cached balance of an account with NO line after the checkpoint
    const accountB = await coinAccount(b.uid);
    expect(
      await count(sql`select count(*) as n from journal_lines where account_id = ${accountB} and id > ${base.newCheckpoint!.uptoLineId}`),
    ).toBe(0);
    await db().execute(sql`update accounts set balance = balance + 3 where id = ${accountB}`);
    const drift = await checkLedger(db());
    expect(drift).toMatchObject({ ok: false, mode: 'incremental', newCheckpoint: null, unbalancedEntries: [], totalSum: 0 });
    expect(drift.driftedAccounts).toEqual([{ accountId: accountB, cached: balB + 3, lines: balB }]);
    expect(await lastCheckpoint()).toBe(cpId);
    await db().execute(sql`update accounts set balance = balance - 3 where id = ${accountB}`);

    const fixed = await checkLedger(db());
    expect(fixed).toMatchObject({ ok: true, mode: 'incremental', checkpoint: { id: cpId } });
    expect(fixed.newCheckpoint!.id).toBeGreaterThan(cpId);
  });

  it('--full ignores the checkpoint and catches a tampered OLD line that the incremental check cannot see', async () => {
    const a = await t.register();
    const posted = await credit(a.uid, 1_500, 'old-1');
    const accountA = await coinAccount(a.uid);
    const line = await count(sql`select id as n from journal_lines where entry_id = ${posted.entryId} and account_id = ${accountA}`);
    const base = await checkLedger(db());
    expect(base.ok).toBe(true);
    expect(line).toBeLessThanOrEqual(base.newCheckpoint!.uptoLineId);

    await db().execute(sql`update journal_lines set amount = amount + 4 where id = ${line}`);
    await credit(a.uid, 10, 'old-2');
    const balA = await t.s.wallet.balanceOf(db(), a.uid);
    // below the bound: the incremental check trusts the verified checkpoint (the ledger is append-only)
    const inc = await checkLedger(db());
    expect(inc).toMatchObject({ ok: true, mode: 'incremental' });
    expect(inc.checkedLines).toBe(2);
    const full = await checkLedger(db(), { mode: 'full' });
    expect(full).toMatchObject({ ok: false, mode: 'full', checkpoint: null, newCheckpoint: null, totalSum: 4 });
    expect(full.unbalancedEntries).toEqual([{ entryId: posted.entryId, sum: 4 }]);
    expect(full.driftedAccounts).toEqual([{ accountId: accountA, cached: balA, lines: balA + 4 }]);

    await db().execute(sql`update journal_lines set amount = amount - 4 where id = ${line}`);
    const repaired = await checkLedger(db(), { mode: 'full' });
    expect(repaired).toMatchObject({ ok: true, mode: 'full', checkpoint: null });
    expect(repaired.newCheckpoint).not.toBeNull();
  });

  it.runIf(driver === 'postgres')(
    'the bound under concurrency (PostgreSQL): 30 postings racing with two checks; the checks run one after the other and the totals equal the lines up to the last bound',
    async () => {
      const players = await Promise.all(Array.from({ length: 5 }, () => t.register()));
      for (const [i, p] of players.entries()) await credit(p.uid, 10_000, `fund-before-race-${i}`);
      await checkLedger(db());
      // each posting keeps its transaction open a moment after its lines are written, so a check's bound may be
      // asked for while lower line ids are not committed yet; posting 0 is held open until 150 ms after the checks
      // started, while later postings commit: its lines are below their max(id) and commit after it was first seen
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let written!: () => void;
      const linesWritten = new Promise<void>((r) => (written = r));
      const posting = (i: number) =>
        db().transaction(async (tx) => {
          const p = players[i % players.length]!;
          const key = `lc-${driver}-race-${i}`;
          const r =
            i % 3 === 0
              ? await t.s.wallet.debit(tx, 'house', { userId: p.uid, amount: 10 + i, idempotencyKey: key, kind: 'box_open' })
              : await t.s.wallet.credit(tx, 'payments_clearing', { userId: p.uid, amount: 20 + i, idempotencyKey: key, kind: 'deposit' });
          if (i === 0) {
            written();
            await gate;
          } else await tx.execute(sql`select pg_sleep(${0.01 * (i % 7)})`);
          return r;
        });
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const held = posting(0);
      await linesWritten;
      const results = await Promise.all([
        held,
        ...Array.from({ length: 29 }, (_, i) => sleep(i * 3).then(() => posting(i + 1))),
        sleep(40).then(() => checkLedger(db())),
        sleep(70).then(() => checkLedger(db())),
        sleep(190).then(release),
      ]);
      const checks = results.slice(30, 32) as Awaited<ReturnType<typeof checkLedger>>[];
      expect(await count(sql`select count(*) as n from journal_entries where idempotency_key like ${`lc-${driver}-race-%`}`)).toBe(30);
      // both passed, one after the other (the second from the first's checkpoint), and the totals hold exactly the lines
      // up to the last bound, recomputed now that every posting has committed (a bound read while a lower line was in
      // flight would have missed that line)
      for (const c of checks) expect(c, JSON.stringify(c)).toMatchObject({ ok: true, mode: 'incremental' });
      const [first, second] = [...checks].sort((x, y) => x.newCheckpoint!.id - y.newCheckpoint!.id);
      expect(second!.checkpoint!.id).toBe(first!.newCheckpoint!.id);
      expect(second!.newCheckpoint!.uptoLineId).toBeGreaterThanOrEqual(first!.newCheckpoint!.uptoLineId);
      expect(await totals()).toEqual(await sumsUpTo(second!.newCheckpoint!.uptoLineId));

      const inc = await checkLedger(db());
      expect(inc).toMatchObject({ ok: true, mode: 'incremental' });
      expect(await totals()).toEqual(await sumsUpTo(inc.newCheckpoint!.uptoLineId));
      const full = await checkLedger(db(), { mode: 'full' });
      expect(full).toMatchObject({ ok: true, mode: 'full' });
      expect(await totals()).toEqual(await sumsUpTo(full.newCheckpoint!.uptoLineId));
    },
    120_000,
  );
});
