import type { LedgerEntryKind } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './ledger.repo.ts';

export interface JournalLineInput {
  accountId: number;
  /** signed change of the account's balance, minor units (cents or HapaCoins) */
  amount: number;
}

export interface PostEntryInput {
  idempotencyKey: string;
  kind: LedgerEntryKind;
  userId?: number | null;
  refType?: string;
  refId?: string;
  metadata?: unknown;
  lines: JournalLineInput[];
}

export type PostEntryResult<T = never> =
  { duplicate: false; entryId: number; balances: Map<number, number>; tail: T[] } | { duplicate: true; entryId: number };

const PG_CHECK_VIOLATION = '23514';

/**
 * Posts one double-entry journal entry inside the caller's transaction (architecture.md "Money").
 * Lines must be safe integers summing to zero. A repeated idempotency key posts nothing and returns
 * `{duplicate: true}` with the first entry's id, so callers can return the first result.
 * @throws AppError('coin.error.not_enough') when a user account would go below zero (the CHECK
 *   constraint is the last line of defence; callers also check after `lockUserAccount`).
 * `tail` adds the caller's statements to the same posting statement (see `PostingTail`); its rows come
 * back in `tail`, and nothing of it is written for a duplicate.
 * @throws Error on unbalanced or non-integer lines (a programming error, never user input).
 */
export async function postJournalEntry<T = never>(tx: Tx, input: PostEntryInput, tail?: repo.PostingTail): Promise<PostEntryResult<T>> {
  if (input.lines.length < 2) throw new Error('journal entry needs at least two lines');
  let sum = 0;
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.amount) || !Number.isSafeInteger(l.accountId)) throw new Error('journal lines must be safe integers');
    sum += l.amount;
  }
  if (sum !== 0) throw new Error(`journal entry ${input.idempotencyKey} does not balance: ${sum}`);
  if (new Set(input.lines.map((l) => l.accountId)).size !== input.lines.length) throw new Error('one line per account in an entry');
  const { lines, ...entry } = input;
  const nonZero = lines.filter((l) => l.amount !== 0);
  let posted;
  try {
    posted = await repo.insertEntryWithLines<T>(tx, entry, nonZero, tail);
  } catch (err) {
    if (isCheckViolation(err)) throw new AppError('coin.error.not_enough');
    throw err;
  }
  if (!posted) {
    const first = await repo.findEntryByKey(tx, input.idempotencyKey);
    if (!first) throw new Error(`idempotency key ${input.idempotencyKey} vanished`);
    return { duplicate: true, entryId: first.id };
  }
  return { duplicate: false, entryId: posted.entryId, balances: posted.balances, tail: posted.tail };
}

function isCheckViolation(err: unknown): boolean {
  for (let e: any = err; e; e = e.cause) {
    if (e.code === PG_CHECK_VIOLATION) return true;
  }
  return false;
}
