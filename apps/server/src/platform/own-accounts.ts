import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * An operator's own player accounts (docs/security.md#console-money-rules): the operator's own user, every user whose
 * email is verified (user_profiles.email_verified_at) and equals the operator's email, and every user holding a
 * social identity whose provider-vouched email equals it (case-insensitive). The console refuses money actions on
 * them, and the first sign-in's permanent password ends their sessions.
 */
function linkedToOperator(userAlias: SQL, operatorId: number): SQL {
  return sql`(
    ${userAlias}.id = ${operatorId}
    or (
      exists (select 1 from user_profiles p where p.user_id = ${userAlias}.id and p.email_verified_at is not null)
      and lower(${userAlias}.email) = (select lower(email) from users where id = ${operatorId})
    )
    or exists (
      select 1 from user_identities i
      where i.user_id = ${userAlias}.id and i.email is not null
        and lower(i.email) = (select lower(email) from users where id = ${operatorId})
    )
  )`;
}

/** True when `playerId` is one of `operatorId`'s own player accounts. */
export async function isOwnPlayerAccount(db: DbOrTx, operatorId: number, playerId: number): Promise<boolean> {
  if (operatorId === playerId) return true;
  const res = await db.execute(
    sql`select exists (select 1 from users u where u.id = ${playerId} and ${linkedToOperator(sql`u`, operatorId)}) as own`,
  );
  return rowsOf<{ own: boolean }>(res)[0]?.own === true;
}

/** Every one of `operatorId`'s own player accounts (user ids, the operator's own first). */
export async function ownPlayerAccountIds(db: DbOrTx, operatorId: number): Promise<number[]> {
  const res = await db.execute(
    sql`select u.id from users u where ${linkedToOperator(sql`u`, operatorId)} order by (u.id = ${operatorId}) desc, u.id`,
  );
  return rowsOf<{ id: number | string }>(res).map((r) => Number(r.id));
}

/** Rows of a raw `execute` answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
}
