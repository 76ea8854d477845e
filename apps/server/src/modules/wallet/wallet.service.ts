import { sql } from 'drizzle-orm';
import type { LedgerEntryKind } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { postJournalEntry } from './ledger.ts';
import * as repo from './ledger.repo.ts';
import type { PostingTail, SystemAccountKind, UserAccountKind } from './ledger.repo.ts';

export type { PostingTail } from './ledger.repo.ts';
/** The ledger check (docs/architecture/money-and-ledger.md#ledger-check), for other modules and scripts. */
export { checkLedger, type CheckLedgerOptions, type LedgerCheckpointRef, type LedgerReport } from './ledger-check.ts';

/** A player's ledger account: coin (cents), bean (HapaCoins) or commission; for other modules (docs/architecture.md#layers). */
export type { UserAccountKind };

export interface MoveInput {
  userId: number;
  /** cents (coin) or HapaCoins (bean); > 0 */
  amount: number;
  idempotencyKey: string;
  kind: LedgerEntryKind;
  refType?: string;
  refId?: string;
  metadata?: unknown;
  /** true when this call generated the key itself (no retry can repeat it): skips the duplicate lookup */
  isFreshKey?: boolean;
}

/** A check run before a coin stake is posted (same transaction, account locked); throws to refuse it. */
export type SpendGuard = (tx: Tx, userId: number, cents: number) => Promise<void>;

export interface MoveResult {
  duplicate: boolean;
  entryId: number;
  /** the user's balance after the move (cents); on a duplicate, the current balance */
  balance: number;
}

/**
 * The wallet: moves money between a user's account and a system account through the ledger.
 * Every method takes the caller's transaction (style.md docs/product/states.md) and locks the user's row first.
 */
export class WalletService {
  private spendGuard: SpendGuard | null = null;

  private constructor(private readonly system: Record<SystemAccountKind, number>) {}

  /** Creates the system accounts if needed and returns the service. */
  static async create(db: Db): Promise<WalletService> {
    return new WalletService(await repo.ensureSystemAccounts(db));
  }

  /**
   * Sets the check every coin stake (a debit to `house`: box opens, battle seats, games) passes inside its
   * transaction after the account lock; player protection uses it (exclusions, loss limits).
   */
  setSpendGuard(guard: SpendGuard, prefetch?: (tx: Tx, userId: number) => void): void {
    this.spendGuard = guard;
    this.spendGuardPrefetch = prefetch ?? null;
  }

  private spendGuardPrefetch: ((tx: Tx, userId: number) => void) | null = null;

  /**
   * Starts the spend guard's reads for a stake that follows in `tx` (see ProtectionService.prefetchStakeGuard):
   * call it right after issuing the coin account lock, without awaiting the lock first. Does nothing without a guard.
   */
  prefetchSpendGuard(tx: Tx, userId: number): void {
    this.spendGuardPrefetch?.(tx, userId);
  }

  /**
   * Runs the spend guard for play that moves no coins (the free box), inside `tx` after the account lock:
   * a stake of 0 cents, so a cool-off or self-exclusion refuses it like any paid play.
   * @throws AppError protection.error.excluded (whatever the guard throws)
   */
  async assertMayPlay(tx: Tx, userId: number): Promise<void> {
    if (this.spendGuard) await this.spendGuard(tx, userId, 0);
  }

  createUserAccounts(tx: DbOrTx, userId: number) {
    return repo.createUserAccounts(tx, userId);
  }

  /** Locks the user's account row (serialises the player's money actions) and returns it. */
  async lockAccount(tx: Tx, userId: number, kind: UserAccountKind = 'user_coin'): Promise<{ id: number; balance: number }> {
    const account = await repo.lockUserAccount(tx, userId, kind);
    if (!account) throw new Error(`user ${userId} has no ${kind} account`);
    return account;
  }

  /** The journal entry posted under `idempotencyKey` (id and metadata), or null. */
  async entryByKey(db: DbOrTx, idempotencyKey: string): Promise<{ id: number; metadata: unknown } | null> {
    const e = await repo.findEntryByKey(db, idempotencyKey);
    return e ? { id: e.id, metadata: e.metadata } : null;
  }

  /**
   * Posts one journal entry between any user accounts of `userId` and system accounts (docs/architecture/money-and-ledger.md: commission,
   * transfer, hold, release, payout). The user accounts are created when missing (the commission account is
   * made on first use) and locked in a fixed order (kind name), so two postings of one player never deadlock.
   * `legs` are signed changes in the accounts' minor unit and must sum to zero. A repeated idempotency key
   * posts nothing and returns `{duplicate: true}` with the current balances.
   * @throws AppError('coin.error.not_enough') when a user account would go below zero; nothing is posted.
   */
  async postLegs(
    tx: Tx,
    input: {
      idempotencyKey: string;
      kind: LedgerEntryKind;
      userId: number | null;
      refType?: string;
      refId?: string;
      metadata?: unknown;
      legs: { user?: UserAccountKind; system?: SystemAccountKind; amount: number }[];
    },
  ): Promise<{ duplicate: boolean; entryId: number; balances: Partial<Record<UserAccountKind, number>> }> {
    const userKinds = [...new Set(input.legs.flatMap((l) => (l.user ? [l.user] : [])))].sort();
    const locked = new Map<UserAccountKind, { id: number; balance: number }>();
    for (const k of userKinds) {
      if (input.userId === null) throw new Error('user legs need a userId');
      if (k === 'user_commission') await repo.ensureUserAccount(tx, input.userId, k, 'COIN');
      locked.set(k, await this.lockAccount(tx, input.userId, k));
    }
    const balances = Object.fromEntries([...locked].map(([k, a]) => [k, a.balance])) as Partial<Record<UserAccountKind, number>>;
    const existing = await repo.findEntryByKey(tx, input.idempotencyKey);
    if (existing) return { duplicate: true, entryId: existing.id, balances };
    const lines = input.legs.map((l) => {
      if (l.user) {
        const a = locked.get(l.user)!;
        if (a.balance + l.amount < 0) throw new AppError(l.user === 'user_bean' ? 'bean.error.not_enough' : 'coin.error.not_enough');
        return { accountId: a.id, amount: l.amount };
      }
      return { accountId: this.system[l.system!], amount: l.amount };
    });
    const { legs: _legs, ...entry } = input;
    const res = await postJournalEntry(tx, { ...entry, lines });
    if (res.duplicate) return { duplicate: true, entryId: res.entryId, balances };
    for (const [k, a] of locked) balances[k] = res.balances.get(a.id) ?? a.balance;
    return { duplicate: false, entryId: res.entryId, balances };
  }

  /** Balance of a system account (sum of its lines; system rows keep no cached balance), minor units. */
  async systemBalance(db: DbOrTx, kind: SystemAccountKind): Promise<number> {
    const res = await db.execute<{ total: string | null }>(
      sql`select sum(amount) as total from journal_lines where account_id = ${this.system[kind]}`,
    );
    return Number(rowsOf<{ total: string | null }>(res)[0]?.total ?? 0);
  }

  /** Coin balance in cents (no lock). */
  balanceOf(db: DbOrTx, userId: number, kind: UserAccountKind = 'user_coin'): Promise<number> {
    return repo.readUserBalance(db, userId, kind);
  }

  /**
   * Takes `amount` cents from the user to a system account (`house` for bets).
   * @throws AppError('coin.error.not_enough') when the balance is short; nothing is posted.
   */
  async debit(tx: Tx, to: SystemAccountKind, input: MoveInput, kind: UserAccountKind = 'user_coin'): Promise<MoveResult> {
    return this.move(tx, input, kind, to, -1);
  }

  /** Gives `amount` cents to the user from a system account (payments clearing, house, bonus ...). */
  async credit(tx: Tx, from: SystemAccountKind, input: MoveInput, kind: UserAccountKind = 'user_coin'): Promise<MoveResult> {
    return this.move(tx, input, kind, from, +1);
  }

  /**
   * Buys HapaCoins with coins in ONE journal entry (docs/product/entities.md#hapacoin-packages HapaCoin package; 1 coin unit = 100 HapaCoins):
   * the user's coin account pays `coinCents` to the house and `bean_clearing` issues `beans` to the user's
   * HapaCoin account (each currency balances on its own). Locks the coin account, then the HapaCoin account.
   * A repeated idempotency key posts nothing and returns the current balances with the first entry's refId.
   * @throws AppError('coin.error.not_enough') when the coin balance is short; nothing is posted.
   */
  async exchangeCoinsForBeans(
    tx: Tx,
    input: {
      userId: number;
      coinCents: number;
      beans: number;
      idempotencyKey: string;
      kind: LedgerEntryKind;
      refType?: string;
      refId?: string;
      metadata?: unknown;
    },
  ): Promise<{ duplicate: boolean; entryId: number; coinBalance: number; beanBalance: number; refId: string | null }> {
    if (!Number.isSafeInteger(input.coinCents) || input.coinCents <= 0 || !Number.isSafeInteger(input.beans) || input.beans <= 0)
      throw new Error('bad exchange amounts');
    const coin = await this.lockAccount(tx, input.userId, 'user_coin');
    const bean = await this.lockAccount(tx, input.userId, 'user_bean');
    const existing = await repo.findEntryByKey(tx, input.idempotencyKey);
    if (existing)
      return { duplicate: true, entryId: existing.id, coinBalance: coin.balance, beanBalance: bean.balance, refId: existing.refId };
    if (coin.balance < input.coinCents) throw new AppError('coin.error.not_enough');
    const { coinCents, beans, ...entry } = input;
    const res = await postJournalEntry(tx, {
      ...entry,
      lines: [
        { accountId: coin.id, amount: -coinCents },
        { accountId: this.system.house, amount: coinCents },
        { accountId: this.system.bean_clearing, amount: -beans },
        { accountId: bean.id, amount: beans },
      ],
    });
    if (res.duplicate)
      return { duplicate: true, entryId: res.entryId, coinBalance: coin.balance, beanBalance: bean.balance, refId: input.refId ?? null };
    return {
      duplicate: false,
      entryId: res.entryId,
      coinBalance: res.balances.get(coin.id) ?? coin.balance - coinCents,
      beanBalance: res.balances.get(bean.id) ?? bean.balance + beans,
      refId: input.refId ?? null,
    };
  }

  /**
   * A user's account lines, newest first (GET /api/coin/history/v2): signed amount and balance after, in
   * the account's minor unit (cents for 'user_coin'), with the journal entry's kind and reference.
   */
  async history(db: DbOrTx, userId: number, page: number, pageSize: number, kind: UserAccountKind = 'user_coin') {
    const [list, total] = await Promise.all([
      repo.listUserAccountLines(db, userId, kind, pageSize, (page - 1) * pageSize),
      repo.countUserAccountLines(db, userId, kind),
    ]);
    return { list, total };
  }

  private async move(tx: Tx, input: MoveInput, kind: UserAccountKind, system: SystemAccountKind, sign: 1 | -1): Promise<MoveResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`bad amount ${input.amount}`);
    const account = await repo.lockUserAccount(tx, input.userId, kind);
    if (!account) throw new Error(`user ${input.userId} has no ${kind} account`);
    if (!input.isFreshKey) {
      const existing = await repo.findEntryByKey(tx, input.idempotencyKey);
      if (existing) return { duplicate: true, entryId: existing.id, balance: account.balance };
    }
    return this.post(tx, account, input, kind, system, sign);
  }

  /**
   * Takes `input.amount` cents from a user account the caller has ALREADY locked in `tx` (its row as
   * read under the lock) to a system account, in one statement together with `tail` (see
   * `PostingTail`: the caller's rows written only when the entry is). A duplicate key writes nothing
   * and returns `{duplicate: true}` with the first entry's id.
   * @throws AppError('coin.error.not_enough') when the balance is short; nothing is posted.
   */
  async debitLocked<T = never>(
    tx: Tx,
    account: { id: number; balance: number },
    to: SystemAccountKind,
    input: MoveInput,
    tail?: PostingTail,
  ): Promise<MoveResult & { tail: T[] }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`bad amount ${input.amount}`);
    return this.post<T>(tx, account, input, 'user_coin', to, -1, tail);
  }

  private async post<T = never>(
    tx: Tx,
    account: { id: number; balance: number },
    input: MoveInput,
    kind: UserAccountKind,
    system: SystemAccountKind,
    sign: 1 | -1,
    tail?: PostingTail,
  ): Promise<MoveResult & { tail: T[] }> {
    const delta = sign * input.amount;
    if (account.balance + delta < 0) throw new AppError(kind === 'user_coin' ? 'coin.error.not_enough' : 'bean.error.not_enough');
    if (sign < 0 && system === 'house' && kind === 'user_coin' && this.spendGuard) await this.spendGuard(tx, input.userId, input.amount);
    const res = await postJournalEntry<T>(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        userId: input.userId,
        refType: input.refType,
        refId: input.refId,
        metadata: input.metadata,
        lines: [
          { accountId: account.id, amount: delta },
          { accountId: this.system[system], amount: -delta },
        ],
      },
      tail,
    );
    if (res.duplicate) return { duplicate: true, entryId: res.entryId, balance: account.balance, tail: [] };
    return { duplicate: false, entryId: res.entryId, balance: res.balances.get(account.id) ?? account.balance + delta, tail: res.tail };
  }
}

/** node-postgres returns `{rows}`, PGlite returns `{rows}` too; normalise both. */
export function rowsOf<T>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
}
