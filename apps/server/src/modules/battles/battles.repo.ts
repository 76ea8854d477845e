import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { battlePlayers, battles, boxes, boxOdds, items, storeItems, users } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { historyPageIds } from '../../db/history-page.ts';

export type BattleRow = typeof battles.$inferSelect;
export type SeatRow = typeof battlePlayers.$inferSelect;
/** A seat with the public profile of its player. */
export type SeatView = SeatRow & { nickname: string; headImg: string; xp: number };

export async function insertBattle(tx: Tx, row: typeof battles.$inferInsert): Promise<BattleRow> {
  return (await tx.insert(battles).values(row).returning())[0]!;
}

export async function insertSeats(tx: Tx, rows: (typeof battlePlayers.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(battlePlayers).values(rows);
}

export async function findBattleByUuid(db: DbOrTx, uuid: string): Promise<BattleRow | null> {
  return (await db.select().from(battles).where(eq(battles.uuid, uuid)))[0] ?? null;
}

/** The battle whose seat was paid by journal entry `entryId` (a repeated create). */
export async function battleByEntry(db: DbOrTx, entryId: number): Promise<BattleRow | null> {
  const rows = await db
    .select({ battle: battles })
    .from(battlePlayers)
    .innerJoin(battles, eq(battles.id, battlePlayers.battleId))
    .where(eq(battlePlayers.journalEntryId, entryId));
  return rows[0]?.battle ?? null;
}

/** Locks the battle row (`FOR UPDATE`): taken after the players' account rows (lock order). */
export async function lockBattle(tx: Tx, id: number): Promise<BattleRow> {
  return (await tx.select().from(battles).where(eq(battles.id, id)).for('update'))[0]!;
}

export async function seatsOf(db: DbOrTx, battleId: number): Promise<SeatRow[]> {
  return db.select().from(battlePlayers).where(eq(battlePlayers.battleId, battleId)).orderBy(asc(battlePlayers.seat));
}

/** Seats of several battles with the players' nickname, avatar and XP, by battle then seat. */
export async function seatViews(db: DbOrTx, battleIds: number[]): Promise<SeatView[]> {
  if (!battleIds.length) return [];
  const rows = await db
    .select({ seat: battlePlayers, nickname: users.nickname, headImg: users.headImg, xp: users.xp })
    .from(battlePlayers)
    .innerJoin(users, eq(users.id, battlePlayers.userId))
    .where(inArray(battlePlayers.battleId, battleIds))
    .orderBy(asc(battlePlayers.battleId), asc(battlePlayers.seat));
  return rows.map((r) => ({ ...r.seat, nickname: r.nickname, headImg: r.headImg, xp: r.xp }));
}

/** Writes the outcome of every seat (totals, winnings, result, rank) in one statement. */
export async function settleSeats(
  tx: Tx,
  battleId: number,
  rows: { seat: number; totalCents: number; wonCents: number; result: number; rank: number }[],
) {
  const values = sql.join(
    rows.map((r) => sql`(${r.seat}::int, ${r.totalCents}::bigint, ${r.wonCents}::bigint, ${r.result}::int, ${r.rank}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update battle_players p set total_cents = v.total, won_cents = v.won, result = v.result, rank = v.rank
    from (values ${values}) as v(seat, total, won, result, rank)
    where p.battle_id = ${battleId} and p.seat = v.seat`);
}

export async function markStarted(
  tx: Tx,
  id: number,
  set: Pick<BattleRow, 'clientSeed' | 'draws' | 'prizeCents' | 'tie' | 'startedAt' | 'endsAt'>,
) {
  await tx
    .update(battles)
    .set({ ...set, state: 20 })
    .where(eq(battles.id, id));
}

/** Sets the sponsored-seat state of a free invite ('used' | 'refunded'). */
export async function setSponsorState(tx: Tx, id: number, state: 'used' | 'refunded') {
  await tx.update(battles).set({ sponsorState: state }).where(eq(battles.id, id));
}

export async function findBattleById(db: DbOrTx, id: number): Promise<BattleRow | null> {
  return (await db.select().from(battles).where(eq(battles.id, id)))[0] ?? null;
}

/** 20 -> 30 in one statement (the UPDATE locks the row); the battle as it was, or null when not running. */
export async function endIfRunning(tx: Tx, id: number, at: Date): Promise<BattleRow | null> {
  const rows = await tx
    .update(battles)
    .set({ state: 30, endedAt: at })
    .where(and(eq(battles.id, id), eq(battles.state, 20)))
    .returning();
  return rows[0] ?? null;
}

/** Marks an ended battle read by a seated player (docs/product/states.md#battles hasRead). */
export async function markRead(db: DbOrTx, battleId: number, userId: number) {
  await db
    .update(battlePlayers)
    .set({ hasRead: true })
    .where(and(eq(battlePlayers.battleId, battleId), eq(battlePlayers.userId, userId), eq(battlePlayers.hasRead, false)));
}

/** Not over at `now` (state 10, or 20 before its end time). */
const liveAt = (now: Date) => or(eq(battles.state, 10), and(eq(battles.state, 20), gt(battles.endsAt, now)))!;
/** Over at `now` (state 30, or 20 past its end time while the end job is due). */
const overAt = (now: Date) => or(eq(battles.state, 30), and(eq(battles.state, 20), lte(battles.endsAt, now)))!;
const isPublic = eq(battles.inviteMode, 'none');

/** Public battles waiting or in progress at `now`, newest first. */
export async function listLive(db: DbOrTx, now: Date, limit: number): Promise<BattleRow[]> {
  return db
    .select()
    .from(battles)
    .where(and(isPublic, liveAt(now)))
    .orderBy(desc(battles.createdAt), desc(battles.id))
    .limit(limit);
}

/** Public battles over at `now`, most recently ended first. */
export async function listFinished(db: DbOrTx, now: Date, limit: number): Promise<BattleRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(battles)
    .where(and(isPublic, overAt(now)))
    .orderBy(desc(battles.endsAt), desc(battles.id))
    .limit(limit);
}

/** The most expensive public battle still live at `now`. */
export async function highestLive(db: DbOrTx, now: Date): Promise<BattleRow | null> {
  return (
    (
      await db
        .select()
        .from(battles)
        .where(and(isPublic, liveAt(now)))
        .orderBy(desc(battles.costCents), desc(battles.id))
        .limit(1)
    )[0] ?? null
  );
}

/**
 * One page of the battles the player sits in (GET /api/battle/v2/history), newest first: `rows` (battle rows) and
 * `total` (the player's seats). docs/architecture/money-and-ledger.md#history-pages: the page's battle ids come from an
 * index-only range scan of `battle_players_user_idx (user_id, battle_id)`, then only those `limit` battles are read.
 * Bot seats always belong to the bot users (ensureBotUsers), so a player's range of that index holds only their own
 * seats, and `is_bot` need not be read (which would cost a heap fetch per index entry walked).
 */
export async function historyOf(db: DbOrTx, userId: number, limit: number, offset: number) {
  const page = historyPageIds(db, battlePlayers, battlePlayers.battleId, eq(battlePlayers.userId, userId), limit, offset);
  const [rows, count] = await Promise.all([
    db.select({ battle: battles }).from(page).innerJoin(battles, eq(battles.id, page.id)).orderBy(desc(battles.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(battlePlayers)
      .where(eq(battlePlayers.userId, userId)),
  ]);
  return { rows: rows.map((r) => r.battle), total: count[0]?.n ?? 0 };
}

export type BoxMetaRow = Pick<typeof boxes.$inferSelect, 'id' | 'name' | 'image' | 'priceCents' | 'isActive' | 'isFree' | 'oddsVersion'>;

const boxMetaColumns = {
  id: boxes.id,
  name: boxes.name,
  image: boxes.image,
  priceCents: boxes.priceCents,
  isActive: boxes.isActive,
  isFree: boxes.isFree,
  oddsVersion: boxes.oddsVersion,
};

export async function findBoxes(db: DbOrTx, ids: number[]): Promise<BoxMetaRow[]> {
  if (!ids.length) return [];
  return db.select(boxMetaColumns).from(boxes).where(inArray(boxes.id, ids));
}

/** Boxes a battle may use (active, not the free box), cheapest first; `keyword` narrows by name. */
export async function battleBoxes(db: DbOrTx, keyword?: string): Promise<BoxMetaRow[]> {
  const where: SQL[] = [eq(boxes.isActive, true), eq(boxes.isFree, false)];
  if (keyword) where.push(ilike(boxes.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select(boxMetaColumns)
    .from(boxes)
    .where(and(...where))
    .orderBy(asc(boxes.priceCents), asc(boxes.id));
}

/** A box's odds at a version with the items, in box order (`oddsItemsOf` for one pair). */
export async function oddsItems(db: DbOrTx, boxId: number, version: number) {
  return oddsItemsOf(db, [{ boxId, version }]);
}

/**
 * The odds of several (box, version) pairs with their items in one statement (a battles page's odds, no query per
 * battle): rows `{boxId, version, ticketFrom, ticketTo, id, name, image, priceCents, skuLevel}` ordered by box,
 * version, then box order. Empty `keys`: `[]`.
 */
export async function oddsItemsOf(db: DbOrTx, keys: { boxId: number; version: number }[]) {
  if (!keys.length) return [];
  return db
    .select({
      boxId: boxOdds.boxId,
      version: boxOdds.version,
      ticketFrom: boxOdds.ticketFrom,
      ticketTo: boxOdds.ticketTo,
      id: items.id,
      name: items.name,
      image: items.image,
      priceCents: items.priceCents,
      skuLevel: items.skuLevel,
    })
    .from(boxOdds)
    .innerJoin(items, eq(items.id, boxOdds.itemId))
    .where(or(...keys.map((k) => and(eq(boxOdds.boxId, k.boxId), eq(boxOdds.version, k.version)))))
    .orderBy(asc(boxOdds.boxId), asc(boxOdds.version), asc(boxOdds.position));
}

/** Won items into the winner's store (source 'battle'), like box openings. */
export async function insertStoreItems(tx: Tx, rows: { userId: number; itemId: number; valueCents: number }[]) {
  if (rows.length) await tx.insert(storeItems).values(rows.map((r) => ({ ...r, source: 'battle' as const })));
}

/** A syntactically valid argon2id hash of a random, discarded password: bots can never log in. */
const BOT_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$gzh5vUfRgzdLS2pT2JEK1g$YXMIdIiMPwm2KJu5VjwEPIhLwEQa7hgufm89FFegqXE';
export const BOT_NICKNAMES = ['RoboRex', 'ByteBandit', 'LuckyBolt', 'CyberCat'] as const;

/** The bot users (one per seat number, `is_bot`, disabled, no accounts), created once; ids by seat - 1. */
export async function ensureBotUsers(db: DbOrTx): Promise<number[]> {
  const emails = BOT_NICKNAMES.map((_, i) => `bot-${i + 1}@bots.hapabox.invalid`);
  const existing = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  if (existing.length < emails.length) {
    const have = new Set(existing.map((e) => e.email));
    const missing = emails
      .map((email, i) => ({
        email,
        nickname: BOT_NICKNAMES[i]!,
        passwordHash: BOT_PASSWORD_HASH,
        headImg: '',
        isBot: true,
        isDisabled: true,
      }))
      .filter((u) => !have.has(u.email));
    await db.insert(users).values(missing).onConflictDoNothing();
    return ensureBotUsers(db);
  }
  const byEmail = new Map(existing.map((e) => [e.email, e.id]));
  return emails.map((e) => byEmail.get(e)!);
}
