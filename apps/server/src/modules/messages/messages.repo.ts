import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OpsMessageAudience } from '@hapa/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { opsMessages, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/own-accounts.ts';

export type MessageRow = typeof opsMessages.$inferSelect;
export type NewMessage = typeof opsMessages.$inferInsert;

/** Inserts a message; returns its row. */
export async function insertMessage(tx: Tx, row: NewMessage): Promise<MessageRow> {
  const [r] = await tx.insert(opsMessages).values(row).returning();
  return r!;
}

/** A message locked for update (the fan-out and the cancel serialise on it), or null. */
export async function lockMessage(tx: Tx, id: number): Promise<MessageRow | null> {
  const [r] = await tx.select().from(opsMessages).where(eq(opsMessages.id, id)).for('update');
  return r ?? null;
}

/** Changes a message's status, cursor, delivered count and times. */
export async function updateMessage(tx: Tx, id: number, set: Partial<NewMessage>): Promise<MessageRow> {
  const [r] = await tx.update(opsMessages).set(set).where(eq(opsMessages.id, id)).returning();
  return r!;
}

/** One page of messages, newest first, and the total. */
export async function pageOf(db: DbOrTx, offset: number, limit: number): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [t]] = await Promise.all([
    db.select().from(opsMessages).orderBy(desc(opsMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(opsMessages),
  ]);
  return { rows, total: Number(t?.n ?? 0) };
}

/** Whether a real (not bot), enabled player has this id. */
export async function playerExists(db: DbOrTx, uid: number): Promise<boolean> {
  const [r] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, uid), eq(users.isBot, false), eq(users.isDisabled, false)));
  return !!r;
}

/** The SQL condition on `u` (users) of an audience (docs/how-to/operator-day.md#messages). */
function audienceWhere(a: OpsMessageAudience) {
  switch (a.kind) {
    case 'player':
      return sql`u.id = ${a.uid}`;
    case 'all':
      return sql`true`;
    case 'vip':
      // level L = the highest level whose XP threshold is <= xp (domain vipLevelForXp); level 0 starts at 0 XP
      return sql`(${a.minLevel} = 0 or u.xp >= (select min(v.xp) from vip_levels v where v.level >= ${a.minLevel}))
        and u.xp < coalesce((select min(v.xp) from vip_levels v where v.level > ${a.maxLevel}), 9223372036854775807)`;
    case 'country':
      return sql`exists (select 1 from user_addresses a where a.user_id = u.id and a.is_default and upper(a.country_code) = ${a.country})`;
    case 'language':
      // a player who never chose a language reads English
      return a.language === 'en'
        ? sql`not exists (select 1 from user_languages l where l.user_id = u.id and l.language <> 'en')`
        : sql`exists (select 1 from user_languages l where l.user_id = u.id and l.language = ${a.language})`;
  }
}

/** How many players an audience reaches now (the same rule as the fan-out). */
export async function audienceSize(db: DbOrTx, audience: OpsMessageAudience): Promise<number> {
  const res = await db.execute(
    sql`select count(*) as n from users u where not u.is_bot and not u.is_disabled and ${audienceWhere(audience)}`,
  );
  return Number(rowsOf<{ n: string | number }>(res)[0]?.n ?? 0);
}

/**
 * The next `limit` players of an audience after `afterId`, by id (the primary key walks the table once however
 * large the segment). Bots and disabled accounts are never in an audience.
 */
export async function audienceBatch(tx: DbOrTx, audience: OpsMessageAudience, afterId: number, limit: number): Promise<number[]> {
  const res = await tx.execute(sql`select u.id from users u
    where u.id > ${afterId} and not u.is_bot and not u.is_disabled and ${audienceWhere(audience)}
    order by u.id limit ${limit}`);
  return rowsOf<{ id: number | string }>(res).map((r) => Number(r.id));
}
