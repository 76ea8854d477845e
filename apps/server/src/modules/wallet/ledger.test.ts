import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { postJournalEntry } from './ledger.ts';
import { checkLedger } from './wallet.service.ts';
import { AppError } from '../../http/app-error.ts';

describe.each(DRIVERS)('ledger on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('posts balanced entries once per idempotency key and refuses to go negative', async () => {
    const p = await t.register();
    const db = t.s.dbHandle.db;
    const first = await db.transaction((tx) =>
      t.s.wallet.credit(tx, 'payments_clearing', { userId: p.uid, amount: 1_000, idempotencyKey: 'ledger-test-1', kind: 'deposit' }),
    );
    const again = await db.transaction((tx) =>
      t.s.wallet.credit(tx, 'payments_clearing', { userId: p.uid, amount: 1_000, idempotencyKey: 'ledger-test-1', kind: 'deposit' }),
    );
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, entryId: first.entryId, balance: 1_000 });
    await expect(
      db.transaction((tx) =>
        t.s.wallet.debit(tx, 'house', { userId: p.uid, amount: 1_001, idempotencyKey: 'ledger-test-2', kind: 'box_open' }),
      ),
    ).rejects.toMatchObject({ key: 'coin.error.not_enough' });
    expect(await t.s.wallet.balanceOf(db, p.uid)).toBe(1_000);
    await expect(
      db.transaction((tx) =>
        postJournalEntry(tx, {
          idempotencyKey: 'ledger-test-3',
          kind: 'test',
          lines: [
            { accountId: 1, amount: 5 },
            { accountId: 2, amount: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    // the CHECK constraint is the last line of defence even when a caller skips the balance check
    const account = (await db.execute(sql`select id from accounts where user_id = ${p.uid} and kind = 'user_coin'`)) as unknown as {
      rows: { id: number }[];
    };
    const err = await db
      .transaction((tx) =>
        postJournalEntry(tx, {
          idempotencyKey: 'ledger-test-4',
          kind: 'test',
          lines: [
            { accountId: Number(account.rows[0]!.id), amount: -5_000 },
            { accountId: 1, amount: 5_000 },
          ],
        }),
      )
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.key).toBe('coin.error.not_enough');
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('every page of the balance history shows the balance after each line that the ledger gives, deep pages too', async () => {
    const p = await t.register();
    const db = t.s.dbHandle.db;
    const moves = Array.from({ length: 23 }, (_, i) => (i % 3 === 2 ? -(100 + i) : 500 + 7 * i));
    for (const [i, amount] of moves.entries())
      await db.transaction((tx) =>
        amount > 0
          ? t.s.wallet.credit(tx, 'payments_clearing', { userId: p.uid, amount, idempotencyKey: `history-${p.uid}-${i}`, kind: 'deposit' })
          : t.s.wallet.debit(tx, 'house', { userId: p.uid, amount: -amount, idempotencyKey: `history-${p.uid}-${i}`, kind: 'box_open' }),
      );
    // the ledger's own answer: running sums of the lines in posting order, newest first
    let sum = 0;
    const expected = moves.map((amount) => ({ amount, balanceAfter: (sum += amount) })).reverse();
    const shown = [];
    for (let page = 1; page <= 4; page++) {
      const { list, total } = await t.s.wallet.history(db, p.uid, page, 7);
      expect(total).toBe(moves.length);
      shown.push(...list.map((l) => ({ amount: l.amount, balanceAfter: l.balanceAfter })));
    }
    expect(shown).toEqual(expected);
    expect(shown[0]!.balanceAfter).toBe(await t.s.wallet.balanceOf(db, p.uid));
  });

  it('the check catches a drifted cached balance and an unbalanced entry', async () => {
    const p = await t.register();
    const db = t.s.dbHandle.db;
    await t.fund(p.uid, 500);
    expect((await checkLedger(db)).ok).toBe(true);
    await db.execute(sql`update accounts set balance = balance + 1 where user_id = ${p.uid} and kind = 'user_coin'`);
    const drift = await checkLedger(db);
    expect(drift.ok).toBe(false);
    expect(drift.driftedAccounts).toHaveLength(1);
    await db.execute(sql`update accounts set balance = balance - 1 where user_id = ${p.uid} and kind = 'user_coin'`);
    const stray = (await db.execute(
      sql`insert into journal_lines (entry_id, account_id, amount) select id, 1, 7 from journal_entries order by id limit 1 returning id`,
    )) as unknown as { rows: { id: number }[] };
    const broken = await checkLedger(db);
    expect(broken.ok).toBe(false);
    expect(broken.totalSum).toBe(7);
    expect(broken.unbalancedEntries).toHaveLength(1);
    await db.execute(sql`delete from journal_lines where id = ${Number(stray.rows[0]!.id)}`);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
