import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgSession } from 'drizzle-orm/node-postgres/session';
import type { Db, Tx } from './client.ts';
import { acceptCommitRiders, takeCommitRiders } from './commit-riders.ts';

/**
 * Query pipelining on node-postgres (docs/benchmarks.md, bench:open): on this kind of machine a socket write and the
 * wake-up of the process reading it cost more CPU than most statements, so the hot paths write less often.
 *
 * - `corkPerTick(client)`: the client (made with `pipeline: true`, so it sends a statement without waiting
 *   for the previous one's answer) holds its socket writes until the microtasks of the current turn have
 *   run: the statements issued in one turn leave in one write.
 * - `pipelineTransactions(db)`: `db.transaction` no longer waits for `BEGIN` before running the callback:
 *   BEGIN leaves in the same write as the transaction's first statement (one round trip fewer per
 *   transaction). Statements still run in order, each answered on its own; a failed statement aborts the
 *   transaction as before, and the callback's error rolls it back. A callback that ends with `commitWith(tx,
 *   statement, value)` gets COMMIT written right behind that statement (one more round trip fewer).
 *
 * PGlite (tests, `npm start`) runs in the process and is left as it is.
 */
export function corkPerTick(client: pg.PoolClient): void {
  const c = client as unknown as {
    connection: { stream: { cork?: () => void; uncork?: () => void } };
    query: (...args: unknown[]) => unknown;
  } & Sealable;
  const query = c.query.bind(client);
  let corked = false;
  const uncork = () => {
    corked = false;
    c.connection.stream.uncork?.();
  };
  c.query = (...args: unknown[]) => {
    // a transaction's statement issued after its COMMIT would run on its own, outside the transaction: refused
    if (c[SEALED]) throw new StatementAfterCommit();
    const stream = c.connection.stream;
    if (!corked && stream.cork) {
      stream.cork();
      corked = true;
      // a tick queued from a microtask runs once the microtask queue is empty: everything issued this turn
      process.nextTick(uncork);
    }
    return query(...args);
  };
}

const SEALED = Symbol('hapa.sealedAfterCommit');
/** A pooled client whose transaction has sent COMMIT (set from then until it is released). */
interface Sealable {
  [SEALED]?: boolean;
}

/**
 * A statement was issued on a pipelined transaction's connection after its COMMIT (it is refused, never sent): a
 * callback handed `commitWith` a statement not yet sent (one still waiting on a read, say), so COMMIT went first.
 * The statements sent before COMMIT are committed; the transaction's caller gets this error.
 */
export class StatementAfterCommit extends Error {
  constructor() {
    super("a statement was issued after its transaction's COMMIT: commitWith takes only statements already sent (db/pipeline.ts)");
    this.name = 'StatementAfterCommit';
  }
}

/**
 * Replaces `db.transaction` (a drizzle database over a node-postgres pool whose clients are pipelined and
 * `corkPerTick`) with one that sends BEGIN together with the callback's first statement. Same contract as
 * drizzle's: commits when the callback resolves, rolls back and rethrows when it throws; nested
 * `tx.transaction` (savepoints) is unchanged. @throws the callback's error, or BEGIN's / COMMIT's
 */
export async function pipelineTransactions(db: Db, pool: pg.Pool): Promise<void> {
  // loaded here, not at the top: a PGlite start never loads pg
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres/session');
  const session = (db as unknown as { session: NodePgSession<Record<string, never>, never> }).session;
  const dialect = (db as unknown as { dialect: ConstructorParameters<typeof NodePgSession>[1] }).dialect;
  const options = (session as unknown as { options: ConstructorParameters<typeof NodePgSession>[3] }).options;
  (db as unknown as { transaction: (work: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown> }).transaction = async (
    work,
    config,
  ) => {
    const client = await pool.connect();
    const txSession = new NodePgSession(client, dialect, undefined, options);
    const tx = new NodePgTransaction(dialect, txSession, undefined);
    // isolation level / access mode, as drizzle's own transaction spells them (protected there)
    const mode = config ? (tx as unknown as { getTransactionConfigSQL(c: unknown): SQL }).getTransactionConfigSQL(config) : undefined;
    // not awaited: it leaves with the callback's first statement (the client is in pipeline mode). drizzle's
    // `execute` runs its query each time it is awaited: `send` makes one promise of it, sent at once
    const begin = send(tx.execute(sql`begin${mode ? sql` ${mode}` : undefined}`));
    begin.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
    acceptCommitRiders(tx);
    let ended = false; // COMMIT was answered (committed or, after a failed rider, rolled back)
    try {
      let result: unknown;
      try {
        result = await work(tx as unknown as Tx);
      } finally {
        // BEGIN's own failure (a dead connection) is the one to report
        await begin;
      }
      // the callback's last statements (commitWith) were issued this same turn: COMMIT leaves in their write
      const riders = takeCommitRiders(tx);
      const commit = send(tx.execute(sql`commit`));
      (client as Sealable)[SEALED] = true; // nothing after COMMIT: a late rider fails instead of running on its own
      const settled = await Promise.allSettled(riders);
      const done = (await commit) as unknown as { command?: string };
      ended = true;
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw lateStatement(failed.reason) ?? failed.reason; // the failed statement aborted the transaction: COMMIT rolled it back
      if (done.command !== 'COMMIT') throw new Error(`transaction not committed (${done.command ?? 'no answer'})`);
      return result;
    } catch (error) {
      (client as Sealable)[SEALED] = false;
      if (!ended) await send(tx.execute(sql`rollback`));
      throw error;
    } finally {
      (client as Sealable)[SEALED] = false;
      client.release();
    }
  };
}

/** The StatementAfterCommit behind `err` (drizzle wraps a driver's error as its `cause`), if that is what it is. */
function lateStatement(err: unknown): StatementAfterCommit | undefined {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (e instanceof StatementAfterCommit) return e;
  return undefined;
}

/** Sends a drizzle query now (its `then` runs it) and returns the one promise of its result. */
function send<T>(query: PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => query.then(resolve, reject));
}
