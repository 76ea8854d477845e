import type { StoreItemSource } from '@hapa/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { VipLevelRow } from '@hapa/domain';
import {
  birthdayGifts,
  boxes,
  depositRewards,
  items,
  journalEntries,
  seedPairs,
  storeItems,
  userProfiles,
  users,
  vipLevelRewards,
  vipLevels,
  vipPlayers,
  vipSettings,
  wheelSpins,
} from '../../db/schema/index.ts';
import { executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

/** The VIP table in level order (rows as the domain's VipLevelRow). */
export async function listLevels(db: DbOrTx): Promise<VipLevelRow[]> {
  const rows = await db.select().from(vipLevels).orderBy(asc(vipLevels.level));
  return rows.map((r) => ({
    level: r.level,
    xp: r.xp,
    rakebackPpm: r.rakebackPpm,
    cashbackPpm: r.cashbackPpm,
    freeBoxId: r.freeBoxId,
    exclusiveBox: r.exclusiveBox,
    supportChat: r.supportChat,
    vipChat: r.vipChat,
    supportService: r.supportService,
    withdrawalPerk: (r.withdrawalPerk as VipLevelRow['withdrawalPerk']) ?? null,
    levelUpItemId: r.levelUpItemId,
    exclusiveBoxId: r.exclusiveBoxId,
  }));
}

/** Replaces the whole VIP table (operator edit) in `tx`. */
export async function replaceLevels(tx: Tx, rows: readonly VipLevelRow[], now: Date) {
  await tx.delete(vipLevels);
  await tx.insert(vipLevels).values(rows.map((r) => ({ ...r, updatedAt: now })));
}

/** Inserts the default table when the VIP table is empty (idempotent; concurrent starts insert once). */
export async function seedLevels(db: DbOrTx, rows: readonly VipLevelRow[]) {
  await db
    .insert(vipLevels)
    .values(rows.map((r) => ({ ...r })))
    .onConflictDoNothing();
}

export async function countLevels(db: DbOrTx): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(vipLevels))[0]?.n ?? 0;
}

export async function allSettings(db: DbOrTx): Promise<Map<string, unknown>> {
  return new Map((await db.select().from(vipSettings)).map((r) => [r.key, r.value]));
}

/** Inserts settings that are missing (defaults), leaving operator values alone. */
export async function seedSettings(db: DbOrTx, defaults: Record<string, unknown>) {
  const rows = Object.entries(defaults).map(([key, value]) => ({ key, value: value as object }));
  if (rows.length) await db.insert(vipSettings).values(rows).onConflictDoNothing();
}

export async function putSetting(db: DbOrTx, key: string, value: unknown, now: Date) {
  await db
    .insert(vipSettings)
    .values({ key, value: value as object, updatedAt: now })
    .onConflictDoUpdate({ target: vipSettings.key, set: { value: value as object, updatedAt: now } });
}

/** Adds `xp` to the player's total (a named statement: it runs in every paid opening); returns the new total, or null. */
export async function addXp(tx: Tx, userId: number, xp: number): Promise<number | null> {
  const res = await executeNamed<{ xp: number | string }>(
    tx,
    'vip_add_xp',
    sql`update users set xp = xp + ${xp}::bigint where id = ${userId}::int returning xp`,
  );
  const row = res.rows[0];
  return row ? Number(row.xp) : null;
}

/** The player's VIP XP, null for no such player. A named statement: a sub-coin opening reads it (no XP to add). */
export async function userXp(db: DbOrTx, userId: number): Promise<number | null> {
  const res = await executeNamed<{ xp: number | string }>(db, 'vip_user_xp', sql`select xp from users where id = ${userId}::int`);
  const row = res.rows[0];
  return row ? Number(row.xp) : null;
}

/** Records a level's reward for a player once; true when this call recorded it. */
export async function claimLevelReward(tx: Tx, userId: number, level: number, itemId: number | null): Promise<boolean> {
  const rows = await tx
    .insert(vipLevelRewards)
    .values({ userId, level, itemId })
    .onConflictDoNothing()
    .returning({ level: vipLevelRewards.level });
  return rows.length > 0;
}

export async function setLevelRewardStoreItem(tx: Tx, userId: number, level: number, storeItemId: number) {
  await tx
    .update(vipLevelRewards)
    .set({ storeItemId })
    .where(and(eq(vipLevelRewards.userId, userId), eq(vipLevelRewards.level, level)));
}

export async function itemsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: items.id, name: items.name, image: items.image, priceCents: items.priceCents })
    .from(items)
    .where(inArray(items.id, ids));
}

/** Puts a catalogue item in the player's store (a reward: no opening); returns the store item id. */
export async function insertStoreItem(tx: Tx, userId: number, itemId: number, source: StoreItemSource, now: Date): Promise<number | null> {
  const [item] = await tx.select({ priceCents: items.priceCents }).from(items).where(eq(items.id, itemId));
  if (!item) return null;
  const [row] = await tx
    .insert(storeItems)
    .values({ userId, itemId, source, valueCents: item.priceCents, createdAt: now, updatedAt: now })
    .returning({ id: storeItems.id });
  return row!.id;
}

/** Wheel spins recorded by paid deposits (deposit_rewards 'wheel_spin'), oldest first, with how many were used. */
export async function spinRewards(db: DbOrTx, userId: number) {
  return db
    .select({
      orderNo: depositRewards.orderNo,
      quantity: depositRewards.quantity,
      // qualified by hand: drizzle renders columns of a correlated subquery without their table
      used: sql<number>`(select count(*)::int from wheel_spins ws where ws.order_no = "deposit_rewards"."order_no" and ws.wheel = 'lucky')`,
    })
    .from(depositRewards)
    .where(and(eq(depositRewards.userId, userId), eq(depositRewards.kind, 'wheel_spin')))
    .orderBy(asc(depositRewards.id));
}

export async function markSpinRewardsUsed(tx: Tx, orderNo: string) {
  await tx
    .update(depositRewards)
    .set({ status: 'used' })
    .where(and(eq(depositRewards.orderNo, orderNo), eq(depositRewards.kind, 'wheel_spin')));
}

export async function insertSpin(tx: Tx, row: typeof wheelSpins.$inferInsert) {
  const [r] = await tx.insert(wheelSpins).values(row).returning();
  return r!;
}

export async function setSpinEntry(tx: Tx, id: number, journalEntryId: number) {
  await tx.update(wheelSpins).set({ journalEntryId }).where(eq(wheelSpins.id, id));
}

/** The player's last wheel draws (one wheel, or every wheel when `wheel` is null) with their seed pair (server seed shown only once revealed). */
export async function recentSpins(db: DbOrTx, userId: number, wheel: string | null, limit: number) {
  return db
    .select({
      spin: wheelSpins,
      clientSeed: seedPairs.clientSeed,
      serverSeedHashed: seedPairs.serverSeedHashed,
      serverSeed: seedPairs.serverSeed,
      status: seedPairs.status,
    })
    .from(wheelSpins)
    .innerJoin(seedPairs, eq(seedPairs.id, wheelSpins.seedPairId))
    .where(and(eq(wheelSpins.userId, userId), wheel === null ? undefined : eq(wheelSpins.wheel, wheel)))
    .orderBy(desc(wheelSpins.id))
    .limit(limit);
}

export async function birthdayOf(db: DbOrTx, userId: number): Promise<string | null> {
  return (
    (await db.select({ birthday: userProfiles.birthday }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.birthday ?? null
  );
}

/** When the player saved their birthday (null: before this was recorded, or never). */
export async function birthdaySetAtOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const [r] = await db.select({ at: userProfiles.birthdaySetAt }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return r?.at ?? null;
}

export async function findBirthdayGift(db: DbOrTx, userId: number, year: number, lock = false) {
  const q = db
    .select()
    .from(birthdayGifts)
    .where(and(eq(birthdayGifts.userId, userId), eq(birthdayGifts.year, year)));
  return (await (lock ? q.for('update') : q))[0] ?? null;
}

/** Inserts the year's draw; false when one exists (a concurrent draw won). */
export async function insertBirthdayGift(tx: Tx, row: typeof birthdayGifts.$inferInsert): Promise<boolean> {
  return (await tx.insert(birthdayGifts).values(row).onConflictDoNothing().returning({ y: birthdayGifts.year })).length > 0;
}

/** Claims the gift once (conditional update); false when it was claimed already. */
export async function claimBirthdayGift(
  tx: Tx,
  userId: number,
  year: number,
  set: { claimedAt: Date; bonusUntil: Date; storeItemId: number | null; freeItemId: number | null },
) {
  const rows = await tx
    .update(birthdayGifts)
    .set(set)
    .where(and(eq(birthdayGifts.userId, userId), eq(birthdayGifts.year, year), isNull(birthdayGifts.claimedAt)))
    .returning({ y: birthdayGifts.year });
  return rows.length > 0;
}

/** The claimed birthday gift whose bonus window holds `at`, if any. */
export async function activeBirthdayBonus(db: DbOrTx, userId: number, at: Date) {
  return (
    (
      await db
        .select({ ratePpm: birthdayGifts.ratePpm, year: birthdayGifts.year })
        .from(birthdayGifts)
        .where(and(eq(birthdayGifts.userId, userId), lte(birthdayGifts.claimedAt, at), gte(birthdayGifts.bonusUntil, at)))
        .limit(1)
    )[0] ?? null
  );
}

/**
 * Per player over [from, to): coin cents staked (box opens, battle seats) and won back (battle payouts,
 * prize sell-backs), from the journal (entries' user lines). Only players who staked.
 */
export async function playTotals(db: DbOrTx, from: Date, to: Date): Promise<{ userId: number; stakedCents: number; wonCents: number }[]> {
  const rows = await db.execute<{ user_id: number; staked: string; won: string }>(sql`
    select e.user_id,
      coalesce(sum(-l.amount) filter (where e.kind in ('box_open', 'battle_seat')), 0)::bigint as staked,
      coalesce(sum(l.amount) filter (where e.kind in ('battle_payout', 'store_recovery')), 0)::bigint as won
    from ${journalEntries} e
    join journal_lines l on l.entry_id = e.id
    join accounts a on a.id = l.account_id and a.user_id = e.user_id and a.kind = 'user_coin'
    where e.created_at >= ${from} and e.created_at < ${to}
      and e.kind in ('box_open', 'battle_seat', 'battle_payout', 'store_recovery')
    group by e.user_id
    having coalesce(sum(-l.amount) filter (where e.kind in ('box_open', 'battle_seat')), 0) > 0`);
  return rowsOf<{ user_id: number; staked: string; won: string }>(rows).map((r) => ({
    userId: Number(r.user_id),
    stakedCents: Number(r.staked),
    wonCents: Number(r.won),
  }));
}

export async function xpOfUsers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  return new Map((await db.select({ id: users.id, xp: users.xp }).from(users).where(inArray(users.id, ids))).map((r) => [r.id, r.xp]));
}

export async function boxesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: boxes.id, name: boxes.name, image: boxes.image }).from(boxes).where(inArray(boxes.id, ids));
}

/** The last level the player has been shown, or null when no row (the player has seen their current level). */
export async function levelSeen(db: DbOrTx, userId: number): Promise<number | null> {
  return (await db.select({ l: vipPlayers.levelSeen }).from(vipPlayers).where(eq(vipPlayers.userId, userId)))[0]?.l ?? null;
}

/** Creates the player's row at a first level-up with the level before it (an existing row is left alone). */
export async function ensureLevelSeen(tx: Tx, userId: number, beforeLevel: number) {
  await tx.insert(vipPlayers).values({ userId, levelSeen: beforeLevel }).onConflictDoNothing();
}

/** Records that the player has been shown `level` (never lowers it). */
export async function setLevelSeen(db: DbOrTx, userId: number, level: number, now: Date) {
  await db
    .insert(vipPlayers)
    .values({ userId, levelSeen: level, updatedAt: now })
    .onConflictDoUpdate({
      target: vipPlayers.userId,
      set: { levelSeen: sql`greatest(${vipPlayers.levelSeen}, ${level})`, updatedAt: now },
    });
}
