import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import type { PoolStats } from '../lib/metrics.ts';
import { log } from '../lib/logger.ts';
import { restorePgliteTemplate, type TemplateMeta } from './pglite-template.ts';
import { lockPgliteFolder } from './pglite-lock.ts';

export type Schema = typeof schema;
/**
 * Either driver's drizzle database; services only see this type. Made without drizzle's relational API
 * (`db.query.<table>`, unused here): with a schema, drizzle builds one query builder per table for every
 * transaction handle (108 tables: ~100 us of CPU per transaction on the hot path, against ~1 us without).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; money code takes one and never opens its own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  /**
   * For background work (the job loop): on PostgreSQL its own pool of BACKGROUND_POOL_SIZE connections,
   * so due timers never queue behind a burst of requests for `db`'s pool; on PGlite `db` itself.
   */
  background: Db;
  kind: 'pglite' | 'postgres';
  /** set when this PGlite folder was just copied from the build's template (initdb, migrations and seed done then) */
  template?: TemplateMeta;
  /** PGlite only: its data folder as a tarball (`none` = uncompressed), for `loadDataDir` of another instance */
  dumpDataDir?: () => Promise<Blob>;
  /** node-postgres pool counts (postgres only; metrics) */
  stats?: () => PoolStats;
  /**
   * Runs `work` while no other instance's start runs its own (PostgreSQL: under the start-up advisory lock,
   * db/migrate.ts; PGlite: one process per folder, so directly). For the start's seeding: instances starting
   * together against one empty database seed it once (docs/architecture/production.md#migrations).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Resolves when the database answers `select 1` (readiness, lib/readiness.ts). PostgreSQL: on a connection of
   * its own, made and closed here, never one of the pools', so it settles within about `timeoutMs` even while the
   * server is away; PGlite: in process.
   * @throws the connection's or the query's error
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs `query` as a named (server-side prepared) statement on node-postgres: PostgreSQL parses and
 * plans it once per connection instead of on every call. `name` must always carry the same SQL text
 * (put every shape-changing input, e.g. a VALUES row count, into the name). PGlite ignores the name.
 * Returns the driver's result (`{rows}`).
 */
export async function executeNamed<T>(db: DbOrTx, name: string, query: SQL): Promise<{ rows: T[] }> {
  // drizzle's public `execute` has no name parameter; its session's prepareQuery does (node-postgres and PGlite)
  const d = db as unknown as {
    dialect: { sqlToQuery(q: SQL): unknown };
    session: { prepareQuery(q: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
  };
  const res = await d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false).execute();
  return res as { rows: T[] };
}

export { commitWith } from './commit-riders.ts';

/** Connections of the background pool: the job loop's workers (JOB_WORKERS, 3) and one more for a slow one. */
const BACKGROUND_POOL_SIZE = 4;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(HERE, 'migrations');
/**
 * Where `npm run build` leaves the PGlite template (pglite-template.ts): next to the bundle (dist/main.js),
 * or apps/server/dist seen from the sources (tsx). Used only when it was made from these exact migrations.
 */
const TEMPLATE_DIRS = [path.join(HERE, 'pglite-template'), path.resolve(HERE, '../../dist/pglite-template')];

/**
 * Opens the database and runs the checked-in migrations (architecture.md "Database").
 * `databaseUrl` set: node-postgres pool of `poolSize`; else PGlite in `dataDir` (`memory://` for tests).
 * `seededTemplate`: an empty PGlite folder starts as a copy of the build's template (migrated and seeded;
 * the handle's `template` says so; `templateDir` overrides where it is looked for), else PGlite runs initdb;
 * migrations run in either case. `loadDataDir` (PGlite in memory only): start from that dumped data folder
 * instead of running initdb (the medium tier's migrated template, test/db-templates.ts).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  seededTemplate?: boolean;
  templateDir?: string;
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { corkPerTick, pipelineTransactions } = await import('./pipeline.ts');
    const { migratePostgres, withStartupLock } = await import('./migrate.ts');
    // bigint columns come back as strings by default; ours are all safe integers
    pg.types.setTypeParser(20, (v) => Number(v));
    // pipeline mode + one socket write per turn + BEGIN with the first statement (db/pipeline.ts)
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, pipeline: true });
    pool.on('connect', corkPerTick);
    let closing = false;
    // an idle client losing its connection (server restart, failover) must not crash the process
    pool.on('error', (err) => {
      if (!closing) log('db').error({ err: err.message }, 'postgres idle client error');
    });
    const db = drizzle(pool) as unknown as Db;
    await pipelineTransactions(db, pool);
    const backgroundPool = new pg.Pool({ connectionString: opts.databaseUrl, max: BACKGROUND_POOL_SIZE, pipeline: true });
    backgroundPool.on('connect', corkPerTick);
    const background = drizzle(backgroundPool) as unknown as Db;
    await pipelineTransactions(background, backgroundPool);
    backgroundPool.on('error', (err) => {
      if (!closing) log('db').error({ err: err.message, pool: 'background' }, 'postgres idle client error');
    });
    // under an advisory lock on a connection of its own: instances starting together apply each migration once
    await migratePostgres(opts.databaseUrl, MIGRATIONS);
    const url = opts.databaseUrl;
    return {
      db,
      background,
      kind: 'postgres',
      exclusive: (work) => withStartupLock(url, () => work()),
      ping: async (timeoutMs) => {
        const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
        probe.on('error', () => undefined); // a connection lost after the answer is not this check's business
        try {
          await probe.connect();
          await probe.query('select 1');
        } finally {
          await probe.end().catch(() => undefined);
        }
      },
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: opts.poolSize ?? 20 }),
      close: async () => {
        closing = true;
        // handlers still running after the HTTP server closed may need a client: wait until the pool
        // has been quiet (nothing checked out, nothing waiting) for 100 ms, at most 5 s, then end it
        const quietSince = { at: 0 };
        for (const started = Date.now(); Date.now() - started < 5_000;) {
          const busy = pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
          if (busy) quietSince.at = 0;
          else if (!quietSince.at) quietSince.at = Date.now();
          else if (Date.now() - quietSince.at >= 100) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await Promise.all([pool.end(), backgroundPool.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { PGLITE_EXTENSIONS: extensions } = await import('./pglite-extensions.ts');
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  // one process per PGlite folder: a lock file with our pid, a dead holder's lock taken over (db/pglite-lock.ts)
  const unlock = inMemory ? () => undefined : lockPgliteFolder(opts.dataDir);
  let template: TemplateMeta | null;
  let client: InstanceType<typeof PGlite>;
  try {
    template =
      !inMemory && opts.seededTemplate
        ? restorePgliteTemplate(opts.dataDir, opts.templateDir ? [opts.templateDir] : TEMPLATE_DIRS, MIGRATIONS)
        : null;
    client =
      inMemory && opts.loadDataDir ? new PGlite({ loadDataDir: opts.loadDataDir, extensions }) : new PGlite(opts.dataDir, { extensions });
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    background: db,
    kind: 'pglite',
    ...(template ? { template } : {}),
    dumpDataDir: () => client.dumpDataDir('none'),
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
