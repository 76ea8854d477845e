import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { commitWith, executeNamed, openDatabase, type DbHandle, type Tx } from './client.ts';
import { allSettledInTx } from '../lib/settle.ts';
import { freshPostgres } from '../test/db-templates.ts';

/**
 * db/pipeline.ts on real PostgreSQL (CI sets DATABASE_URL): BEGIN leaves with the first statement, the statements
 * of one turn leave in one socket write, `commitWith` sends COMMIT behind the last statement, and none of it
 * changes what a transaction means: all or nothing, errors where they happened.
 */
describe.runIf(!!process.env.DATABASE_URL)('pipelined transactions (PostgreSQL)', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let writes = 0;
  const count = async (db: DbHandle['db']) =>
    Number(((await db.execute(sql`select count(*)::int as n from pipeline_probe`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  beforeAll(async () => {
    const fresh = await freshPostgres(process.env.DATABASE_URL!, `hapa_t_${randomBytes(6).toString('hex')}`);
    drop = fresh.drop;
    handle = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolSize: 2 });
    await handle.db.execute(sql`create table pipeline_probe (id int primary key, note text not null)`);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  /** Runs `work` in a transaction and counts the socket writes its connection makes (the stream's _write/_writev). */
  async function counted<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return handle.db.transaction(async (tx) => {
      const stream = (
        tx as unknown as {
          session: { client: { connection: { stream: { _writev?: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown } } } };
        }
      ).session.client.connection.stream;
      const { _write, _writev } = stream;
      stream._write = (...a: unknown[]) => (writes++, _write.apply(stream, a));
      if (_writev) stream._writev = (...a: unknown[]) => (writes++, _writev.apply(stream, a));
      try {
        return await work(tx);
      } finally {
        // COMMIT (counted by the caller's expectations) is written after this returns: keep counting until then
        setTimeout(() => Object.assign(stream, { _write, _writev }), 50);
      }
    });
  }

  it('BEGIN leaves with the first statement; statements issued together share a write; COMMIT rides with commitWith', async () => {
    writes = 0;
    await counted(async (tx) => {
      // 1 write: BEGIN + this insert
      await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${1}::int, ${'a'})`);
      // 1 write: two independent statements
      await allSettledInTx([
        executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${2}::int, ${'b'})`),
        executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${3}::int, ${'c'})`),
      ]);
      // 1 write: this insert + COMMIT
      return commitWith(
        tx,
        executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${4}::int, ${'d'})`),
        'done',
      );
    });
    await new Promise((r) => setTimeout(r, 80));
    expect(writes).toBe(3);
    expect(await count(handle.db)).toBe(4);
  });

  it('a failed statement handed to commitWith rolls the whole transaction back and its error reaches the caller', async () => {
    const before = await count(handle.db);
    const run = handle.db.transaction(async (tx) => {
      await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${10}::int, ${'x'})`);
      // duplicate key: fails on the server after COMMIT was already written behind it
      return commitWith(
        tx,
        executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${10}::int, ${'y'})`),
        'never',
      );
    });
    await expect(run).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation, from that statement
    expect(await count(handle.db)).toBe(before);
    // the connection is clean afterwards: a new transaction on the same (2-connection) pool works
    await handle.db.transaction(async (tx) =>
      commitWith(tx, executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${11}::int, ${'z'})`), null),
    );
    expect(await count(handle.db)).toBe(before + 1);
  });

  it('a statement handed to commitWith before it was sent is refused, never run outside the transaction', async () => {
    const late = handle.db.transaction(async (tx) => {
      await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${30}::int, ${'sent'})`);
      // not sent yet when the callback returns: it waits on something first (a read, a timer)
      const notYet = new Promise((r) => setTimeout(r, 20)).then(() =>
        executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${31}::int, ${'late'})`),
      );
      return commitWith(tx, notYet, 'never');
    });
    await expect(late).rejects.toThrow(/after its transaction's COMMIT/);
    const rows = (await handle.db.execute(sql`select id from pipeline_probe where id in (30, 31) order by id`)) as unknown as {
      rows: { id: number }[];
    };
    // what was sent before COMMIT is committed; the late insert never ran on its own (autocommit)
    expect(rows.rows.map((r) => r.id)).toEqual([30]);
    // and the connection is clean for the next transaction
    await handle.db.transaction(async (tx) => {
      await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${32}::int, ${'next'})`);
    });
    const next = (await handle.db.execute(sql`select note from pipeline_probe where id = 32`)) as unknown as { rows: { note: string }[] };
    expect(next.rows).toEqual([{ note: 'next' }]);
  });

  it('an error thrown by the callback rolls back the statements sent with BEGIN', async () => {
    const before = await count(handle.db);
    await expect(
      handle.db.transaction(async (tx) => {
        await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${20}::int, ${'r'})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(handle.db)).toBe(before);
  });

  it('allSettledInTx waits for every side before it throws, so the rollback finds nothing still running', async () => {
    const before = await count(handle.db);
    let slowFinished = false;
    await expect(
      handle.db.transaction(async (tx) => {
        await allSettledInTx([
          executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${30}::int, ${null as unknown as string})`), // not null violation
          (async () => {
            await executeNamed(tx, 'probe_sleep', sql`select pg_sleep(${0.05}::float8)`);
            slowFinished = true;
          })().catch(() => (slowFinished = true)),
        ]);
      }),
    ).rejects.toMatchObject({ cause: { code: '23502' } }); // not_null_violation
    expect(slowFinished).toBe(true);
    expect(await count(handle.db)).toBe(before);
  });

  it('many transactions at once on a small pool keep their statements apart (each one all or nothing)', async () => {
    const before = await count(handle.db);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        handle.db.transaction(async (tx) => {
          await executeNamed(tx, 'probe_insert', sql`insert into pipeline_probe (id, note) values (${1000 + i}::int, ${'p'})`);
          // every fifth one fails on its last statement (a duplicate of its own first row)
          return commitWith(
            tx,
            executeNamed(
              tx,
              'probe_insert',
              sql`insert into pipeline_probe (id, note) values (${i % 5 === 0 ? 1000 + i : 2000 + i}::int, ${'q'})`,
            ),
            i,
          );
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(8);
    expect(await count(handle.db)).toBe(before + 32 * 2);
  });
});
