import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Either driver's drizzle database; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; money code takes one and never opens its own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and runs the checked-in migrations (architecture.md "Database").
 * `databaseUrl` set: node-postgres pool of `poolSize`; else PGlite in `dataDir` (`memory://` for tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // bigint columns come back as strings by default; ours are all safe integers
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    let closing = false;
    // an idle client losing its connection (server restart, failover) must not crash the process
    pool.on('error', (err) => {
      if (!closing) console.error(`postgres idle client error: ${err.message}`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'postgres',
      close: async () => {
        closing = true;
        // handlers still running after the HTTP server closed may need a client: wait until the pool
        // has been quiet (nothing checked out, nothing waiting) for 100 ms, at most 5 s, then end it
        const quietSince = { at: 0 };
        for (const started = Date.now(); Date.now() - started < 5_000; ) {
          const busy = pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
          if (busy) quietSince.at = 0;
          else if (!quietSince.at) quietSince.at = Date.now();
          else if (Date.now() - quietSince.at >= 100) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  return { db, kind: 'pglite', close: () => client.close() };
}
