import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDatabase, configuredTarget, defaultBackupFile, type DatabaseTarget } from './backup.ts';

/**
 * `npm run db:backup -- [--out <file>] [--database-url <url> | --data-dir <folder>]` (docs/architecture/production.md#backups):
 * backs up the configured database (DATABASE_URL, else the PGlite DATA_DIR) or the one named, to `--out` (default
 * `backups/hapabox-<kind>-<UTC time>.dump` for PostgreSQL, `.tar.gz` for PGlite). PostgreSQL: pg_dump's custom
 * format, taken while the servers run. PGlite: stop the server first (one process per folder). Prints the file.
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});
const source: DatabaseTarget = values['database-url']
  ? { kind: 'postgres', url: values['database-url'] }
  : values['data-dir']
    ? { kind: 'pglite', dataDir: values['data-dir'] }
    : configuredTarget(loadConfig());
try {
  const done = await backupDatabase(source, values.out ?? defaultBackupFile(source.kind, new Date()));
  console.log(JSON.stringify({ backup: done.file, kind: source.kind, bytes: done.bytes }));
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
