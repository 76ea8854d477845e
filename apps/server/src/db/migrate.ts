/**
 * The migrations runner (docs/architecture/production.md#migrations). On PostgreSQL several instances may start at the same
 * moment against one database: drizzle's migrator alone would let each of them create its bookkeeping schema and
 * apply the same migration, and all but one would fail their start. Here the migrator runs on one dedicated
 * connection holding a session-level advisory lock (`pg_advisory_lock(MIGRATION_LOCK_ID)`): the first instance
 * applies what is missing, the others wait on the lock, then find nothing left to do. The lock is released
 * before the connection closes (and PostgreSQL drops it anyway when a session ends, so a killed instance never
 * leaves it held). The same lock serialises the start's idempotent seeding (`withStartupLock`).
 *
 * A session lock needs a session: point DATABASE_URL at PostgreSQL itself or at a pooler in session mode, not at
 * a transaction-mode pooler.
 */
import type pg from 'pg';

/**
 * The advisory lock key of HapaBox's start (migrations and start-up seeding): one bigint, the same in every
 * instance and every version ("HapaMigr" in ASCII, 0x486170614d696772, trimmed to seven bytes). Seven bytes are more
 * than a double holds exactly: the key has always been 0x486170614d6967 rounded as JavaScript reads it, written here
 * as that value so the literal says what is sent (lint: no-loss-of-precision).
 */
export const MIGRATION_LOCK_ID = 0x486170614d6968;

/**
 * Runs `work` while this session holds the start-up advisory lock on PostgreSQL (`connectionString`), on a
 * connection of its own, and releases it after, whether `work` succeeded or threw. `work` gets that connection
 * (to migrate on it); it may also use any other connection: the lock only keeps other starts waiting.
 * @returns what `work` returns
 * @throws whatever connecting or `work` throws (the lock is released first)
 */
export async function withStartupLock<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString, application_name: 'hapabox-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Applies the checked-in migrations in `migrationsFolder` to the PostgreSQL database at `connectionString`, each
 * once however many instances run this at the same moment (docs/architecture/production.md#migrations).
 * @throws the failing migration's error (nothing of it is applied: drizzle runs the pending ones in one transaction)
 */
export async function migratePostgres(connectionString: string, migrationsFolder: string): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  await withStartupLock(connectionString, (client) => migrate(drizzle(client), { migrationsFolder }));
}
