import type { ExclusionBody, PlayerLimit, Protection, SetLimitBody } from '@hapa/contracts';
import { centsToCoins, DAY_MS, parseCoinAmount } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import * as repo from './protection.repo.ts';

/** A raised (or removed) limit takes effect this long after it is asked for. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
/** Rolling windows of the limit periods. */
export const PERIOD_MS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } as const;
export type Period = keyof typeof PERIOD_MS;
type Kind = 'deposit' | 'loss';
const PERIODS: Period[] = ['day', 'week', 'month'];
const KINDS: Kind[] = ['deposit', 'loss'];

/** The limit in force at `now` (cents or null for none), after a due pending change. */
export function effectiveLimit(
  row: Pick<repo.LimitRow, 'amountCents' | 'pendingCents' | 'pendingFrom'> | undefined,
  now: Date,
): number | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom <= now) return row.pendingCents;
  return row.amountCents;
}

/** "This top-up would go over your daily deposit limit of $30.00 ($10.00 left)": `used` counts credited and open deposits. */
function depositLimitText(period: Period, limit: number, used: number): string {
  return `This top-up would go over your ${period === 'day' ? 'daily' : `${period}ly`} deposit limit of $${centsToCoins(limit).toFixed(2)} ($${centsToCoins(Math.max(0, limit - used)).toFixed(2)} left)`;
}

/** `months` calendar months after `from` (UTC). */
function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Player protection (beyond the spec; operators must offer it): deposit limits and a loss limit per day,
 * week and month (rolling windows; lower at once, raise after 24 h), cool-off and self-exclusion that
 * block deposits and every coin stake until they end, and the reality-check interval. The checks run in
 * the caller's transaction, after its lock on the player's coin account, so racing stakes cannot pass a
 * limit together.
 */
export class ProtectionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** GET /api/user/protection */
  async view(userId: number): Promise<Protection> {
    const now = this.clock.now();
    const [rows, exclusion, settings, flows] = await Promise.all([
      repo.listLimits(this.db, userId),
      repo.activeExclusion(this.db, userId, now),
      repo.findSettings(this.db, userId),
      repo.flowsSince(
        this.db,
        userId,
        PERIODS.map((p) => new Date(now.getTime() - PERIOD_MS[p])),
      ),
    ]);
    const limits: PlayerLimit[] = [];
    for (const kind of KINDS) {
      PERIODS.forEach((period, i) => {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const amount = effectiveLimit(row, now);
        const pendingDue = row?.pendingFrom && row.pendingFrom > now;
        const used = kind === 'deposit' ? flows[i]!.deposited : Math.max(0, -flows[i]!.net);
        limits.push({
          kind,
          period,
          amount: amount === null ? null : centsToCoins(amount),
          pending: pendingDue
            ? { amount: row!.pendingCents === null ? null : centsToCoins(row!.pendingCents), from: row!.pendingFrom!.toISOString() }
            : null,
          used: centsToCoins(used),
        });
      });
    }
    return {
      limits,
      exclusion: exclusion ? { kind: exclusion.kind as 'cool_off' | 'self_exclusion', until: exclusion.until.toISOString() } : null,
      realityCheckMinutes: settings?.realityCheckMinutes ?? null,
    };
  }

  /**
   * Sets a limit (`amount` coin units, null removes it). Lower than the one in force: at once; higher or
   * removed: after LIMIT_RAISE_DELAY_MS (the current one stays until then).
   * @throws AppError validation.amount
   */
  async setLimit(userId: number, body: SetLimitBody): Promise<Protection> {
    let cents: number | null = null;
    if (body.amount !== null) {
      try {
        cents = parseCoinAmount(String(body.amount));
      } catch {
        throw new AppError('validation.amount');
      }
    }
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const row = (await repo.listLimits(tx, userId)).find((r) => r.kind === body.kind && r.period === body.period);
      const current = effectiveLimit(row, now);
      const lowers = cents !== null && (current === null || cents <= current);
      await repo.upsertLimit(
        tx,
        lowers
          ? { userId, kind: body.kind, period: body.period, amountCents: cents, pendingCents: null, pendingFrom: null, updatedAt: now }
          : {
              userId,
              kind: body.kind,
              period: body.period,
              amountCents: current,
              pendingCents: cents,
              pendingFrom: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS),
              updatedAt: now,
            },
      );
    });
    return this.view(userId);
  }

  /**
   * Starts a cool-off (1-42 days) or self-exclusion (6-60 months). One in force can only be extended.
   * @throws AppError protection.error.duration | protection.error.shorter
   */
  async exclude(userId: number, body: ExclusionBody): Promise<Protection> {
    const now = this.clock.now();
    let until: Date;
    if (body.kind === 'cool_off') {
      if (!body.days || body.days < 1 || body.days > 42) throw new AppError('protection.error.duration');
      until = new Date(now.getTime() + body.days * DAY_MS);
    } else {
      if (!body.months || body.months < 6 || body.months > 60) throw new AppError('protection.error.duration');
      until = addMonths(now, body.months);
    }
    await this.db.transaction(async (tx) => {
      const active = await repo.activeExclusion(tx, userId, now);
      if (active && active.until >= until) throw new AppError('protection.error.shorter');
      await repo.insertExclusion(tx, { userId, kind: body.kind, startsAt: now, until });
    });
    return this.view(userId);
  }

  /** Sets the reality-check interval (minutes of play, null = off). */
  async setRealityCheck(userId: number, minutes: number | null): Promise<Protection> {
    await repo.setRealityCheck(this.db, userId, minutes);
    return this.view(userId);
  }

  /**
   * Guard of a new deposit order of `coinCents`, inside the order's transaction: locks the player's coin
   * account row first (parallel orders of one player are checked one after the other), then refuses while
   * excluded or when a deposit limit would be passed by deposits credited in the window + the player's open
   * orders (pending, not expired) + this one.
   * @throws AppError protection.error.excluded | protection.error.deposit_limit
   */
  async assertCanDeposit(tx: Tx, userId: number, coinCents: number): Promise<void> {
    await repo.lockCoinAccount(tx, userId);
    const inForce = await this.limitsInForce(tx, userId, 'deposit');
    if (!inForce.length) return;
    const open = await repo.openOrderCents(tx, userId, this.clock.now());
    for (const { period, limit, flow } of inForce) {
      const used = flow.deposited + open;
      if (used + coinCents > limit) throw new AppError('protection.error.deposit_limit', depositLimitText(period, limit, used));
    }
  }

  /**
   * Re-check of a paid deposit at credit time (settlement, inside its transaction, order row locked): the
   * coin account is locked, then deposits credited in each window + this one must stay within the limits
   * in force now. Exclusions do not refuse a credit (the money is the player's; play stays blocked).
   * @returns null when it may be credited, else the player-facing limit message (the order is then not
   *   credited: README "Deposit limits" states what happens to the money)
   */
  async depositRefusalAtCredit(tx: Tx, userId: number, coinCents: number): Promise<string | null> {
    await repo.lockCoinAccount(tx, userId);
    const now = this.clock.now();
    const rows = (await repo.listLimits(tx, userId)).filter((r) => r.kind === 'deposit');
    const limits = PERIODS.map((p) =>
      effectiveLimit(
        rows.find((r) => r.period === p),
        now,
      ),
    );
    if (limits.every((l) => l === null)) return null;
    const flows = await repo.flowsSince(
      tx,
      userId,
      PERIODS.map((p) => new Date(now.getTime() - PERIOD_MS[p])),
    );
    for (const [i, period] of PERIODS.entries()) {
      const limit = limits[i];
      if (limit !== null && limit !== undefined && flows[i]!.deposited + coinCents > limit)
        return depositLimitText(period, limit, flows[i]!.deposited);
    }
    return null;
  }

  /**
   * Guard of a coin stake of `cents` (box open, battle seat, games), run by the wallet inside the stake's
   * transaction after the coin account lock: refused while excluded or when a loss limit would be passed
   * (net loss in the window plus this stake).
   * @throws AppError protection.error.excluded | protection.error.loss_limit
   */
  async assertCanStake(tx: Tx, userId: number, cents: number): Promise<void> {
    for (const { limit, flow } of await this.limitsInForce(tx, userId, 'loss')) {
      if (Math.max(0, -flow.net) + cents > limit) throw new AppError('protection.error.loss_limit');
    }
  }

  /**
   * Starts the stake guard's read (`assertCanStake`'s exclusion and loss limits) for `userId` in `tx` now, without
   * waiting: called right after the coin account lock statement was issued, the read runs after the lock and, on a
   * pipelined connection, shares its round trip. The next `assertCanStake` of that player in `tx` uses it.
   */
  prefetchStakeGuard(tx: Tx, userId: number): void {
    const now = this.clock.now();
    const read = repo.exclusionAndLimits(tx, userId, 'loss', now);
    read.catch(() => undefined); // consumed by assertCanStake, or dropped when the stake fails first
    this.prefetched.set(tx, { userId, now, read });
  }

  private readonly prefetched = new WeakMap<DbOrTx, { userId: number; now: Date; read: ReturnType<typeof repo.exclusionAndLimits> }>();

  /** Checks the exclusion, then returns the `kind` limits in force with the flows of their windows. */
  private async limitsInForce(db: DbOrTx, userId: number, kind: Kind) {
    const early = kind === 'loss' ? this.prefetched.get(db) : undefined;
    if (early) this.prefetched.delete(db);
    const now = early?.userId === userId ? early.now : this.clock.now();
    const { exclusion, limits: rows } = await (early?.userId === userId ? early.read : repo.exclusionAndLimits(db, userId, kind, now));
    refuseWhileExcluded(exclusion);
    const limits = PERIODS.map((p) =>
      effectiveLimit(
        rows.find((r) => r.period === p),
        now,
      ),
    );
    if (limits.every((l) => l === null)) return [];
    const flows = await repo.flowsSince(
      db,
      userId,
      PERIODS.map((p) => new Date(now.getTime() - PERIOD_MS[p])),
    );
    return PERIODS.flatMap((period, i) => (limits[i] === null ? [] : [{ period, limit: limits[i]!, flow: flows[i]! }]));
  }
}

/**
 * Refuses play and deposits while `active` (the player's exclusion with the latest end) is set.
 * @throws AppError protection.error.excluded
 */
function refuseWhileExcluded(active: { kind: string; until: Date } | null): void {
  if (active) {
    const what = active.kind === 'cool_off' ? 'a cool-off' : 'a self-exclusion';
    throw new AppError(
      'protection.error.excluded',
      `You are on ${what} until ${active.until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Deposits, boxes, battles and games are blocked until then.`,
    );
  }
}
