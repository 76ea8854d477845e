import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { migrationsFingerprint } from '../db/pglite-template.ts';

/**
 * Migrated database templates for the medium tier (docs/benchmarks.md: CI time). Every test app gets a fresh database, and
 * making one from nothing (PGlite's initdb, then every migration) costs 3-4 s on CI's two cores; a copy of a
 * database that already ran the migrations costs well under 1 s. Migrations still run on the copy (a no-op),
 * so a test always ends on the checked-in schema. Neither template holds seeded rows: the container seeds as
 * it would on a new deployment.
 */

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

let fingerprint: string | undefined;
/** First 16 hex of the migrations' fingerprint (PGlite version, every migration's tag and SQL). */
function shortFingerprint(): string {
  fingerprint ??= migrationsFingerprint(MIGRATIONS).slice(0, 16);
  return fingerprint;
}

let pgliteTemplate: Promise<Blob> | undefined;
/** The migrated PGlite data folder as an uncompressed tarball, made once per test process. */
function migratedPgliteTarball(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const h = await openDatabase({ dataDir: 'memory://' });
    const tarball = await h.dumpDataDir!();
    await h.close();
    return tarball;
  })();
  return pgliteTemplate;
}

/**
 * A fresh in-memory PGlite database on the latest schema: a copy of this process's migrated template.
 * Returns the handle (close it when done).
 */
export async function freshPglite(): Promise<DbHandle> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTarball() });
}

let postgresTemplate: Promise<string> | undefined;
/**
 * The name of a PostgreSQL database that ran every migration (`hapa_tpl_<fingerprint>`), made once per migration
 * set by whichever test process asks first: an advisory lock orders parallel workers, and the database is built
 * under a temporary name and renamed when done, so no worker ever copies a half-migrated template. Templates of
 * other migration sets are dropped when a new one is made.
 */
function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const { default: pg } = await import('pg');
    const name = `hapa_tpl_${shortFingerprint()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    // one lock id for every HapaBox test process on this server
    const lockId = Number.parseInt(createHash('sha256').update('hapa-test-templates').digest('hex').slice(0, 12), 16);
    try {
      await admin.query('select pg_advisory_lock($1)', [lockId]);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_build`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(baseUrl);
        url.pathname = `/${building}`;
        const h = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
        await h.close();
        await admin.query(`alter database ${building} rename to ${name}`);
        const old = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like 'hapa\\_tpl\\_%' and datname <> $1`,
          [name],
        );
        // a plain drop: it fails (and the old template stays) while anything is connected to it
        for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh PostgreSQL database `hapa_t_<random>` on the server of `baseUrl`, copied from the migrated template.
 * Returns its URL and `drop` (drops it, closing any connection left).
 */
export async function freshPostgres(baseUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await migratedPostgresTemplate(baseUrl);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
