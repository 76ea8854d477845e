import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createContainer } from '../container.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { buildApp } from '../http/app.ts';
import { recordingPublisher } from '../lib/publisher.ts';
import { freshPglite, freshPostgres } from '../test/db-templates.ts';
import { checkLedger, type LedgerReport } from '../modules/wallet/wallet.service.ts';
import { backupDatabase, backupKind, restoreDatabase, withDatabase } from './backup.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

/**
 * Backups (docs/architecture/production.md#backups): a database with a few ledger entries is backed up, restored into a new
 * database (PostgreSQL, pg_dump custom format through `npm run db:backup` / `db:restore`) or a new folder (PGlite
 * tarball), and the ledger check passes on the restored copy with the same entries and balances.
 */

/** What a ledger check proved (its checkpoint bookkeeping aside): the same on a restored copy. */
const verified = ({ ok, entries, lines, totalSum, unbalancedEntries, driftedAccounts, negativeUserAccounts }: LedgerReport) => ({
  ok,
  entries,
  lines,
  totalSum,
  unbalancedEntries,
  driftedAccounts,
  negativeUserAccounts,
});

/** Two players with money moved through the real routes (sign-up gifts, a credited deposit, a box opened). */
async function withLedgerEntries(dbHandle: DbHandle): Promise<LedgerReport> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' } as NodeJS.ProcessEnv);
  const s = await createContainer(config, { publisher: recordingPublisher().publisher, publicUrl: () => 'http://localhost', dbHandle });
  const app = await buildApp(s, { logger: false });
  try {
    for (const n of [1, 2]) {
      const email = `backup-${n}-${randomBytes(3).toString('hex')}@example.com`;
      const reg = await app.inject({
        method: 'POST',
        url: '/api/user/register/v2',
        payload: { email, password: 'secret123', ageConfirmed: true },
      });
      const { uid, authorization } = reg.json().data as { uid: number; authorization: string };
      await dbHandle.db.transaction((tx) =>
        s.wallet.credit(tx, 'payments_clearing', { userId: uid, amount: 5_000, idempotencyKey: `backup-test:${uid}`, kind: 'deposit' }),
      );
      const open = await app.inject({ method: 'POST', url: '/api/item/109/open', headers: { authorization }, payload: {} });
      expect(open.statusCode).toBeLessThan(500);
    }
    const report = await checkLedger(dbHandle.db);
    expect(report.ok).toBe(true);
    expect(report.entries).toBeGreaterThanOrEqual(2);
    return report;
  } finally {
    await app.close();
    await s.close();
  }
}

describe('db:backup and db:restore (medium)', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'hapa-backup-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('PGlite: the data folder as a tarball, restored into a new folder: the ledger check passes with the same entries', async () => {
    const work = scratch();
    const dataDir = path.join(work, 'data');
    // a data folder with ledger entries: made in memory from the migrated template (no initdb), then written to disk
    const handle = await freshPglite();
    const before = await withLedgerEntries(handle);
    const tarball = await handle.dumpDataDir!();
    await handle.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLITE_EXTENSIONS: extensions } = await import('../db/pglite-extensions.ts');
    const onDisk = new PGlite(dataDir, { loadDataDir: tarball, extensions });
    await onDisk.waitReady;
    await onDisk.close(); // one process per folder: the server is stopped for a PGlite backup

    const file = path.join(work, 'hapabox.tar.gz');
    const done = await backupDatabase({ kind: 'pglite', dataDir }, file);
    expect(done.bytes).toBeGreaterThan(0);
    expect(backupKind(file)).toBe('pglite');

    const restored = { kind: 'pglite' as const, dataDir: path.join(work, 'restored') };
    await restoreDatabase(file, restored);
    const after = await withDatabase(restored, (db) => checkLedger(db, { mode: 'full' }));
    expect(verified(after)).toEqual(verified(before));
    // never over a folder that holds something
    await expect(restoreDatabase(file, restored)).rejects.toThrow(/not empty/);
  }, 180_000);

  it.runIf(!!process.env.DATABASE_URL)(
    'PostgreSQL: npm run db:backup (pg_dump custom format) and db:restore into a new database, which runs the ledger check',
    async () => {
      const fresh = await freshPostgres(process.env.DATABASE_URL!, `hapa_t_${randomBytes(6).toString('hex')}`);
      const target = `hapa_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolSize: 4 });
        const before = await withLedgerEntries(handle);
        await handle.close();

        const file = path.join(scratch(), 'hapabox.dump');
        const env = { ...process.env, DATABASE_URL: fresh.url };
        const backup = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/db-backup.ts', '--out', file], {
          cwd: ROOT,
          env,
        });
        expect(JSON.parse(backup.stdout.trim())).toMatchObject({ backup: file, kind: 'postgres' });
        expect(backupKind(file)).toBe('postgres');

        await admin.query(`create database ${target}`);
        const url = new URL(fresh.url);
        url.pathname = `/${target}`;
        const restore = await run(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/scripts/db-restore.ts', '--from', file, '--database-url', url.toString()],
          { cwd: ROOT, env },
        );
        expect(restore.stdout).toContain('restored; ledger OK');
        const after = await withDatabase({ kind: 'postgres', url: url.toString() }, (db) => checkLedger(db, { mode: 'full' }));
        expect(verified(after)).toEqual(verified(before));
        // a second restore into the same (now full) database is refused, exit 1
        const again = await run(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/scripts/db-restore.ts', '--from', file, '--database-url', url.toString()],
          { cwd: ROOT, env },
        ).then(
          () => null,
          (e: { code?: number; stderr?: string }) => e,
        );
        expect(again?.code).toBe(1);
        expect(again?.stderr).toContain('not empty');
        // a file that is neither kind is refused before anything happens
        const junk = path.join(scratch(), 'junk.bin');
        writeFileSync(junk, 'hello');
        expect(() => backupKind(junk)).toThrow(/neither/);
      } finally {
        await admin.query(`drop database if exists ${target} with (force)`);
        await admin.end();
        await fresh.drop();
      }
    },
    180_000,
  );
});
