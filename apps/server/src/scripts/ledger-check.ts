import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from '../modules/wallet/wallet.service.ts';

/** `npm run ledger:check`: proves the ledger invariants on the configured database; exit 1 if broken. */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const report = await checkLedger(handle.db);
await handle.close();
console.log(JSON.stringify(report, null, 2));
console.log(
  report.ok
    ? `ledger OK: ${report.entries} entries, ${report.lines} lines, all lines sum to 0, every cached balance matches its lines`
    : 'LEDGER BROKEN',
);
process.exit(report.ok ? 0 : 1);
