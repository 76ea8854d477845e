import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  boxes,
  commissions,
  distributionAttempts,
  distributionClaims,
  distributionCodes,
  referralClicks,
  referralFootprints,
  referrals,
  shortLinks,
  userProfiles,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export async function findUser(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, isDisabled: users.isDisabled, isBot: users.isBot, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function findSlink(db: DbOrTx, slug: string) {
  const rows = await db.select().from(shortLinks).where(eq(shortLinks.slug, slug));
  return rows[0] ?? null;
}

/** The player's short link for `channel`: inserts `slug` when there is none; returns the one kept. */
export async function upsertSlink(db: DbOrTx, userId: number, channel: string, slug: string) {
  await db.insert(shortLinks).values({ slug, userId, channel }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.userId, userId), eq(shortLinks.channel, channel)));
  return rows[0] ?? null;
}

export async function insertClick(db: DbOrTx, row: typeof referralClicks.$inferInsert) {
  await db.insert(referralClicks).values(row);
}

export async function insertFootprint(db: DbOrTx, userId: number, deviceId: string | null, ip: string | null) {
  if (!deviceId && !ip) return;
  await db.insert(referralFootprints).values({ userId, deviceId, ip }).onConflictDoNothing();
}

/** The reason a new referral looks like a self-referral: a footprint of the referrer with the same device id or address. */
export async function selfReferralReason(
  db: DbOrTx,
  referrerId: number,
  deviceId: string | null,
  ip: string | null,
): Promise<string | null> {
  if (!deviceId && !ip) return null;
  const rows = await db
    .select({ deviceId: referralFootprints.deviceId, ip: referralFootprints.ip })
    .from(referralFootprints)
    .where(
      and(
        eq(referralFootprints.userId, referrerId),
        or(deviceId ? eq(referralFootprints.deviceId, deviceId) : sql`false`, ip ? eq(referralFootprints.ip, ip) : sql`false`),
      ),
    )
    .limit(1);
  const hit = rows[0];
  if (!hit) return null;
  return deviceId && hit.deviceId === deviceId ? 'same_device' : 'same_address';
}

/** Sets `invited_by` only when none is set (the profile row exists from sign-up); false when one was. */
export async function setInvitedByOnce(tx: DbOrTx, userId: number, referrerId: number): Promise<boolean> {
  await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
  const rows = await tx
    .update(userProfiles)
    .set({ invitedBy: referrerId })
    .where(and(eq(userProfiles.userId, userId), isNull(userProfiles.invitedBy)))
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
}

export async function insertReferral(tx: DbOrTx, row: typeof referrals.$inferInsert) {
  await tx.insert(referrals).values(row).onConflictDoNothing();
}

export async function invitedBy(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await db.select({ invitedBy: userProfiles.invitedBy }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return rows[0]?.invitedBy ?? null;
}

/** The referral of a referred player; `linkedAt` starts the commission period. */
export async function referralOf(db: DbOrTx, referredId: number) {
  const rows = await db
    .select({ referrerId: referrals.referrerId, flagged: referrals.flagged, linkedAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.referredId, referredId));
  return rows[0] ?? null;
}

/** Inserts the commission row once per source; null when the source was already paid. */
export async function insertCommission(tx: Tx, row: typeof commissions.$inferInsert): Promise<number | null> {
  const rows = await tx.insert(commissions).values(row).onConflictDoNothing().returning({ id: commissions.id });
  return rows[0]?.id ?? null;
}

/** Referrals flagged for review, newest first, with both players' nicknames. */
export async function listFlagged(db: DbOrTx) {
  const res = await db.execute<{
    referred_id: number;
    referred_name: string;
    referrer_id: number;
    referrer_name: string;
    flag_reason: string | null;
    created_at: string | Date;
  }>(sql`
    select r.referred_id, d.nickname as referred_name, r.referrer_id, o.nickname as referrer_name, r.flag_reason, r.created_at
    from referrals r join users d on d.id = r.referred_id join users o on o.id = r.referrer_id
    where r.flagged order by r.created_at desc limit 200`);
  return rowsOf<{
    referred_id: number;
    referred_name: string;
    referrer_id: number;
    referrer_name: string;
    flag_reason: string | null;
    created_at: string | Date;
  }>(res);
}

/** Clears the review flag of a referral; false when it was not flagged. */
export async function clearFlag(tx: Tx, referredId: number): Promise<boolean> {
  const rows = await tx
    .update(referrals)
    .set({ flagged: false })
    .where(and(eq(referrals.referredId, referredId), eq(referrals.flagged, true)))
    .returning({ id: referrals.referredId });
  return rows.length > 0;
}

/** Totals of a referrer: commission credited (cents), referral count. */
export async function referrerTotals(db: DbOrTx, referrerId: number) {
  const res = await db.execute<{ commission: string | null; referrals: string }>(sql`
    select (select coalesce(sum(amount_cents), 0) from commissions where referrer_id = ${referrerId}) as commission,
           (select count(*) from referrals where referrer_id = ${referrerId}) as referrals`);
  const r = rowsOf<{ commission: string | null; referrals: string }>(res)[0]!;
  return { commissionCents: Number(r.commission ?? 0), referrals: Number(r.referrals) };
}

/** Sum of the player's commission-account lines by journal kind (transfer, payout ...), cents (signed). */
export async function commissionFlows(db: DbOrTx, userId: number) {
  const res = await db.execute<{ kind: string; total: string }>(sql`
    select e.kind, sum(l.amount) as total
    from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
    where a.user_id = ${userId} and a.kind = 'user_commission'
    group by e.kind`);
  return new Map(rowsOf<{ kind: string; total: string }>(res).map((r) => [r.kind, Number(r.total)]));
}

export async function pendingWithdrawalCents(db: DbOrTx, userId: number): Promise<number> {
  const res = await db.execute<{ total: string | null }>(
    sql`select coalesce(sum(amount_cents), 0) as total from withdrawals where user_id = ${userId} and status in ('pending', 'approved', 'sending', 'sent')`,
  );
  return Number(rowsOf<{ total: string | null }>(res)[0]?.total ?? 0);
}

export async function paidWithdrawalCents(db: DbOrTx, userId: number): Promise<number> {
  const res = await db.execute<{ total: string | null }>(
    sql`select coalesce(sum(amount_cents), 0) as total from withdrawals where user_id = ${userId} and status = 'paid'`,
  );
  return Number(rowsOf<{ total: string | null }>(res)[0]?.total ?? 0);
}

/** A referrer's referrals, newest first, with the commission each brought (cents). */
export async function listReferrals(db: DbOrTx, referrerId: number, limit: number, offset: number) {
  const res = await db.execute<{ nickname: string; created_at: string | Date; flagged: boolean; commission: string }>(sql`
    select u.nickname, r.created_at, r.flagged,
           coalesce((select sum(c.amount_cents) from commissions c where c.referrer_id = r.referrer_id and c.referred_id = r.referred_id), 0) as commission
    from referrals r join users u on u.id = r.referred_id
    where r.referrer_id = ${referrerId}
    order by r.created_at desc, r.referred_id desc
    limit ${limit} offset ${offset}`);
  return rowsOf<{ nickname: string; created_at: string | Date; flagged: boolean; commission: string }>(res);
}

/** Top referrers by commission credited (then referral count); `userId`'s own row when given. */
export async function rank(db: DbOrTx, limit: number) {
  const res = await db.execute<{ referrer_id: number; nickname: string; referrals: string; commission: string }>(sql`
    select r.referrer_id, u.nickname, count(*) as referrals,
           coalesce((select sum(c.amount_cents) from commissions c where c.referrer_id = r.referrer_id), 0) as commission
    from referrals r join users u on u.id = r.referrer_id
    group by r.referrer_id, u.nickname
    order by commission desc, referrals desc, r.referrer_id
    limit ${limit}`);
  return rowsOf<{ referrer_id: number; nickname: string; referrals: string; commission: string }>(res).map((r) => ({
    userId: Number(r.referrer_id),
    nickname: r.nickname,
    referrals: Number(r.referrals),
    commissionCents: Number(r.commission),
  }));
}

/** Fixed-window attempt counter of a player's code claims; returns the attempts in the current window. */
export async function countClaimAttempt(db: DbOrTx, userId: number, now: Date, windowMs: number): Promise<number> {
  const floor = new Date(now.getTime() - windowMs).toISOString();
  const rows = await db
    .insert(distributionAttempts)
    .values({ userId, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: distributionAttempts.userId,
      set: {
        attempts: sql`case when ${distributionAttempts.windowStart} <= ${floor}::timestamptz then 1 else ${distributionAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${distributionAttempts.windowStart} <= ${floor}::timestamptz then ${now.toISOString()}::timestamptz else ${distributionAttempts.windowStart} end`,
      },
    })
    .returning({ attempts: distributionAttempts.attempts });
  return rows[0]!.attempts;
}

export async function findCodeByName(db: DbOrTx, code: string) {
  const rows = await db
    .select()
    .from(distributionCodes)
    .where(sql`upper(${distributionCodes.code}) = ${code.toUpperCase()}`);
  return rows[0] ?? null;
}

export async function lockCode(tx: Tx, id: number) {
  const rows = await tx.select().from(distributionCodes).where(eq(distributionCodes.id, id)).for('update');
  return rows[0] ?? null;
}

/** Records the claim; false when this player already claimed the code. */
export async function insertClaim(tx: Tx, codeId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(distributionClaims)
    .values({ codeId, userId })
    .onConflictDoNothing()
    .returning({ codeId: distributionClaims.codeId });
  return rows.length > 0;
}

export async function bumpCodeUses(tx: Tx, id: number) {
  await tx
    .update(distributionCodes)
    .set({ uses: sql`${distributionCodes.uses} + 1` })
    .where(eq(distributionCodes.id, id));
}

export async function listCodes(db: DbOrTx) {
  return db
    .select({ code: distributionCodes, boxName: boxes.name })
    .from(distributionCodes)
    .leftJoin(boxes, eq(boxes.id, distributionCodes.rewardBoxId))
    .orderBy(desc(distributionCodes.id))
    .limit(200);
}

export async function insertCode(tx: DbOrTx, row: typeof distributionCodes.$inferInsert) {
  const rows = await tx.insert(distributionCodes).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findBox(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: boxes.id, name: boxes.name, isActive: boxes.isActive, isFree: boxes.isFree })
    .from(boxes)
    .where(eq(boxes.id, id));
  return rows[0] ?? null;
}

export async function insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert) {
  const rows = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findWithdrawalByKey(db: DbOrTx, requestKey: string) {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey));
  return rows[0] ?? null;
}

export async function lockWithdrawal(tx: Tx, id: number) {
  const rows = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return rows[0] ?? null;
}

/** Withdrawal `id`, or null. */
export async function findWithdrawalById(db: DbOrTx, id: number) {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return rows[0] ?? null;
}

/** The withdrawal a payout provider's reference names (docs/payments.md#payouts), or null. */
export async function findWithdrawalByProviderRef(db: DbOrTx, providerRef: string) {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.providerRef, providerRef)).limit(1);
  return rows[0] ?? null;
}

export async function updateWithdrawal(tx: Tx, id: number, set: Partial<typeof withdrawals.$inferInsert>) {
  const rows = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
  return rows[0]!;
}

export async function listWithdrawals(db: DbOrTx, userId: number, limit: number, offset: number) {
  return db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.id)).limit(limit).offset(offset);
}

export async function countWithdrawals(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId));
  return rows[0]?.n ?? 0;
}

/** The operator queue: withdrawals (of one status, or all), oldest open first, with the player's nickname. */
export async function listWithdrawalsForOps(db: DbOrTx, status: string | undefined) {
  return db
    .select({ w: withdrawals, nickname: users.nickname, xp: users.xp })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(
      status === 'pending' || status === 'approved' || status === 'sending' || status === 'sent' ? withdrawals.id : desc(withdrawals.id),
    )
    .limit(200);
}
