import type { Tx } from './client.ts';

/**
 * COMMIT riders: the bookkeeping shared by db/client.ts (which re-exports `commitWith` for services) and
 * db/pipeline.ts (which sends COMMIT behind the riders). In a file of its own so the two import no value from
 * each other (no import cycle, docs/architecture.md#layers).
 */

/** Transactions whose COMMIT may follow their last statements without waiting (db/pipeline.ts), with those statements. */
const commitRiders = new WeakMap<object, Promise<unknown>[]>();

/** db/pipeline.ts: `tx` sends COMMIT right behind the statements handed to `commitWith`. */
export function acceptCommitRiders(tx: object): void {
  commitRiders.set(tx, []);
}

/** db/pipeline.ts: the statements handed to `commitWith` in `tx` (each already issued), emptied. */
export function takeCommitRiders(tx: object): Promise<unknown>[] {
  const riders = commitRiders.get(tx) ?? [];
  commitRiders.set(tx, []);
  return riders;
}

/**
 * Ends a transaction callback with `last`, a statement ALREADY ISSUED (its promise; nothing may run after it in
 * `tx`), and returns `value`. In a pipelined transaction (node-postgres, db/pipeline.ts) COMMIT is then sent right
 * behind it, in the same round trip, and the transaction fails (COMMIT turns into a rollback) when `last` does;
 * elsewhere (PGlite) it simply waits for `last` first. Either way the caller sees `last`'s error, never a commit
 * without it. @throws `last`'s error (PGlite)
 */
export async function commitWith<T>(tx: Tx, last: Promise<unknown>, value: T): Promise<T> {
  const riders = commitRiders.get(tx);
  if (!riders) {
    await last;
    return value;
  }
  last.catch(() => undefined); // settled by the transaction, which throws its error
  riders.push(last);
  return value;
}
