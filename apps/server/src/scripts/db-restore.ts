import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { checkLedger } from '../modules/wallet/wallet.service.ts';
import { configuredTarget, restoreDatabase, withDatabase, type DatabaseTarget } from './backup.ts';

/**
 * `npm run db:restore -- --from <file> [--database-url <url> | --data-dir <folder>]` (docs/architecture/production.md#backups):
 * restores a db:backup file into the configured database (DATABASE_URL, else DATA_DIR) or the one named, which must
 * be empty (a new database made with `createdb`, or a new folder), then runs the ledger check on the restored copy
 * (as `npm run ledger:check -- --full` does: a restored copy is read whole, docs/architecture/money-and-ledger.md#ledger-check)
 * and prints its report. Exit 1 when the restore fails or the ledger does not hold.
 */
const { values } = parseArgs({
  options: { from: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!values.from) {
  console.error('usage: npm run db:restore -- --from <backup file> [--database-url <empty database> | --data-dir <empty folder>]');
  process.exit(2);
}
const target: DatabaseTarget = values['database-url']
  ? { kind: 'postgres', url: values['database-url'] }
  : values['data-dir']
    ? { kind: 'pglite', dataDir: values['data-dir'] }
    : configuredTarget(loadConfig());
try {
  await restoreDatabase(values.from, target);
  const ledger = await withDatabase(target, (db) => checkLedger(db, { mode: 'full' }));
  console.log(JSON.stringify({ restored: values.from, into: target.kind, ledger }, null, 2));
  console.log(ledger.ok ? `restored; ledger OK: ${ledger.entries} entries, ${ledger.lines} lines` : 'restored; LEDGER BROKEN');
  process.exitCode = ledger.ok ? 0 : 1;
} catch (err) {
  console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
