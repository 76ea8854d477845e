import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { accounts, paymentOrders, playerExclusions, playerLimits, playerSettings } from '../../db/schema/index.ts';
import { executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type LimitRow = typeof playerLimits.$inferSelect;
export type ExclusionRow = typeof playerExclusions.$inferSelect;

/** Ledger entry kinds that bring money in rather than play it (excluded from losses). */
export const NOT_PLAY_KINDS = ['deposit', 'deposit_bonus', 'deposit_tier_bonus', 'first_topup_bonus', 'gift_bag', 'bean_recharge'];

export async function listLimits(db: DbOrTx, userId: number): Promise<LimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
}

export async function upsertLimit(db: DbOrTx, row: typeof playerLimits.$inferInsert): Promise<void> {
  const { userId: _u, kind: _k, period: _p, ...set } = row;
  await db
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind, playerLimits.period], set });
}

/** The active exclusion with the latest end, or null. */
export async function activeExclusion(db: DbOrTx, userId: number, now: Date): Promise<ExclusionRow | null> {
  const rows = await db
    .select()
    .from(playerExclusions)
    .where(and(eq(playerExclusions.userId, userId), gt(playerExclusions.until, now)))
    .orderBy(desc(playerExclusions.until))
    .limit(1);
  return rows[0] ?? null;
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));
const toCents = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The stake guard's reads in one statement (one round trip on the hot path, a named statement on PostgreSQL):
 * the active exclusion with the latest end (kind and end, or null) and the player's `kind` limit rows.
 */
export async function exclusionAndLimits(
  db: DbOrTx,
  userId: number,
  kind: string,
  now: Date,
): Promise<{
  exclusion: Pick<ExclusionRow, 'kind' | 'until'> | null;
  limits: Pick<LimitRow, 'period' | 'amountCents' | 'pendingCents' | 'pendingFrom'>[];
}> {
  type Row = {
    src: string;
    kind: string;
    period: string | null;
    amount_cents: number | string | null;
    pending_cents: number | string | null;
    pending_from: Date | string | null;
    until: Date | string | null;
  };
  const res = await executeNamed<Row>(
    db,
    'protection_exclusion_and_limits',
    sql`
    select 'x' as src, x.kind, null::text as period, null::bigint as amount_cents, null::bigint as pending_cents, null::timestamptz as pending_from, x.until
    from (select kind, until from player_exclusions where user_id = ${userId} and until > ${now.toISOString()}::timestamptz order by until desc limit 1) x
    union all
    select 'l', l.kind, l.period, l.amount_cents, l.pending_cents, l.pending_from, null from player_limits l where l.user_id = ${userId} and l.kind = ${kind}`,
  );
  let exclusion: Pick<ExclusionRow, 'kind' | 'until'> | null = null;
  const limits: Pick<LimitRow, 'period' | 'amountCents' | 'pendingCents' | 'pendingFrom'>[] = [];
  for (const r of res.rows) {
    if (r.src === 'x') exclusion = { kind: r.kind, until: toDate(r.until)! };
    else
      limits.push({
        period: r.period!,
        amountCents: toCents(r.amount_cents),
        pendingCents: toCents(r.pending_cents),
        pendingFrom: toDate(r.pending_from),
      });
  }
  return { exclusion, limits };
}

export async function insertExclusion(db: DbOrTx, row: typeof playerExclusions.$inferInsert): Promise<void> {
  await db.insert(playerExclusions).values(row);
}

export async function findSettings(db: DbOrTx, userId: number) {
  const rows = await db.select().from(playerSettings).where(eq(playerSettings.userId, userId));
  return rows[0] ?? null;
}

export async function setRealityCheck(db: DbOrTx, userId: number, minutes: number | null): Promise<void> {
  await db
    .insert(playerSettings)
    .values({ userId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: playerSettings.userId, set: { realityCheckMinutes: minutes } });
}

/**
 * Deposited and net played (won minus staked) on the player's coin account since each of `since`,
 * cents: `deposited` sums `deposit` lines, `net` sums every line of a play kind (negative = lost).
 */
export async function flowsSince(db: DbOrTx, userId: number, since: Date[]): Promise<{ deposited: number; net: number }[]> {
  const oldest = new Date(Math.min(...since.map((d) => d.getTime())));
  const notPlay = sql.join(
    NOT_PLAY_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const cols = since.map(
    (
      d,
      i,
    ) => sql`coalesce(sum(l.amount) filter (where e.kind = 'deposit' and e.created_at >= ${d.toISOString()}::timestamptz), 0) as ${sql.raw(`d${i}`)},
      coalesce(sum(l.amount) filter (where e.kind not in (${notPlay}) and e.created_at >= ${d.toISOString()}::timestamptz), 0) as ${sql.raw(`n${i}`)}`,
  );
  const res = await db.execute(sql`
    select ${sql.join(cols, sql`, `)}
    from journal_lines l
    join accounts a on a.id = l.account_id
    join journal_entries e on e.id = l.entry_id
    where a.user_id = ${userId} and a.kind = 'user_coin' and e.created_at >= ${oldest.toISOString()}::timestamptz`);
  const row = rowsOf<Record<string, string | number>>(res)[0] ?? {};
  return since.map((_, i) => ({ deposited: Number(row[`d${i}`] ?? 0), net: Number(row[`n${i}`] ?? 0) }));
}

/**
 * Locks the player's coin account row (the row every money action of the player locks first), so deposit
 * orders and credits of one player are checked against the limits one at a time.
 */
export async function lockCoinAccount(tx: Tx, userId: number): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, 'user_coin')))
    .for('update');
}

/**
 * Coin cents of the player's open deposit orders: pending and not expired at `now` (any kind: top-ups and
 * gift bags). An open order is younger than its time-to-live, so it counts in every limit window.
 */
export async function openOrderCents(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`coalesce(sum(coalesce(${paymentOrders.coinCents}, ${paymentOrders.amountCents})), 0)` })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'pending'), gt(paymentOrders.expiresAt, now)));
  return Number(rows[0]?.n ?? 0);
}
