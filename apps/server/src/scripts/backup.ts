/**
 * Backups of either database (docs/architecture/production.md#backups), used by `npm run db:backup` and `npm run db:restore`:
 *
 * - PostgreSQL: `pg_dump --format=custom` into one file, `pg_restore` into an EMPTY database (made beforehand with
 *   `createdb`). pg_dump takes a consistent snapshot while the servers keep running. The client tools must be of the
 *   server's major version or newer.
 * - PGlite (the embedded database in DATA_DIR): its data folder as a gzipped tarball (PGlite's `dumpDataDir`),
 *   restored into an empty folder. PGlite is one process per folder and nothing stops a second one from opening it:
 *   stop the server before a backup or a restore of its folder. A tarball restores only into the same PGlite version.
 *
 * A restore refuses a target that holds anything, so it never mixes two databases. The password of a PostgreSQL URL
 * goes to the tools through PGPASSWORD, never on their command line.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../db/client.ts';

const run = promisify(execFile);

/** Where a backup comes from or a restore goes: a PostgreSQL database or a PGlite data folder. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The configured database (DATABASE_URL, else DATA_DIR), as the server opens it. */
export function configuredTarget(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR };
}

/** A backup file's kind from its first bytes: pg_dump's custom format starts `PGDMP`, a PGlite tarball is gzip. */
export function backupKind(file: string): 'postgres' | 'pglite' {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Error(`${file} is neither a pg_dump custom-format file nor a PGlite data tarball`);
}

/** libpq settings for the client tools: the URL without its password, and the password in PGPASSWORD. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The default file name of a backup: `backups/hapabox-<kind>-<UTC time>.<dump|tar.gz>` under `dir`. */
export function defaultBackupFile(kind: DatabaseTarget['kind'], now: Date, dir = 'backups'): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dir, `hapabox-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

/**
 * Writes a backup of `source` to `file` (its folder is made when missing).
 * @returns the file and its size in bytes
 * @throws when pg_dump fails (its message) or the PGlite folder holds no database
 */
export async function backupDatabase(source: DatabaseTarget, file: string): Promise<{ file: string; bytes: number }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (source.kind === 'postgres') {
    const { dbname, env } = libpq(source.url);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], { env });
  } else {
    if (!existsSync(path.join(source.dataDir, 'PG_VERSION'))) throw new Error(`${source.dataDir} holds no PGlite database`);
    const [{ PGlite }, { PGLITE_EXTENSIONS: extensions }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('../db/pglite-extensions.ts'),
    ]);
    const pglite = new PGlite(source.dataDir, { extensions });
    try {
      await pglite.waitReady; // dumpDataDir before the database is up never settles (PGlite 0.5)
      const tarball = await pglite.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  }
  return { file, bytes: readFileSync(file).length };
}

/** True when the PostgreSQL database holds no table of ours (nor drizzle's migrations table). */
async function isEmptyPostgres(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    return res.rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup `file` into `target`, which must be empty: a PostgreSQL database without tables (create it
 * with `createdb`), or a missing or empty PGlite folder. The file's kind must match the target's.
 * @throws when the target is not empty, the kinds differ, or pg_restore fails (its message)
 */
export async function restoreDatabase(file: string, target: DatabaseTarget): Promise<void> {
  const kind = backupKind(file);
  if (kind !== target.kind) throw new Error(`${file} is a ${kind} backup; the target is ${target.kind}`);
  if (target.kind === 'postgres') {
    if (!(await isEmptyPostgres(target.url))) throw new Error('the target database is not empty: restore into a new database (createdb)');
    const { dbname, env } = libpq(target.url);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], {
      env,
    });
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0)
    throw new Error(`${target.dataDir} is not empty: restore into a new folder`);
  mkdirSync(target.dataDir, { recursive: true });
  const [{ PGlite }, { PGLITE_EXTENSIONS: extensions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../db/pglite-extensions.ts'),
  ]);
  const pglite = new PGlite(target.dataDir, { loadDataDir: new Blob([readFileSync(file)]), extensions });
  await pglite.waitReady;
  await pglite.close();
}

/**
 * Opens `target` WITHOUT running migrations (a restored copy is checked as it was backed up), hands the drizzle
 * database to `work` (e.g. the ledger check) and closes it.
 */
export async function withDatabase<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    try {
      return await work(drizzle(pool) as unknown as Db);
    } finally {
      await pool.end();
    }
  }
  const [{ PGlite }, { drizzle }, { PGLITE_EXTENSIONS: extensions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('../db/pglite-extensions.ts'),
  ]);
  const pglite = new PGlite(target.dataDir, { extensions });
  try {
    return await work(drizzle(pglite) as unknown as Db);
  } finally {
    await pglite.close();
  }
}
