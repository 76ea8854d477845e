import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { userAddresses, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'recipientName' | 'phone' | 'street' | 'city' | 'state' | 'postcode' | 'countryCode'>;

/** The player's addresses, default first, then newest. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
}

/** Locks the player's users row (serialises create/edit/delete of one player) and counts their addresses. */
export async function lockAndCount(db: DbOrTx, userId: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertAddress(db: DbOrTx, userId: number, v: AddressValues, isDefault: boolean, now: Date): Promise<AddressRow> {
  const rows = await db
    .insert(userAddresses)
    .values({ userId, ...v, isDefault, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Updates one address of the player; null when it is not theirs. */
export async function updateAddress(db: DbOrTx, userId: number, id: number, v: AddressValues, now: Date): Promise<AddressRow | null> {
  const rows = await db
    .update(userAddresses)
    .set({ ...v, updatedAt: now })
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

/** Makes `id` the player's only default address. */
export async function setDefault(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
  await db
    .update(userAddresses)
    .set({ isDefault: true })
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
}

/** Deletes one address of the player; the deleted row or null when it is not theirs. */
export async function deleteAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  const rows = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

/** The player's oldest address id, or null. */
export async function oldestAddressId(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function deleteAllAddresses(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userAddresses).where(eq(userAddresses.userId, userId));
}
