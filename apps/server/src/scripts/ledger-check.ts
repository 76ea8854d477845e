import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from '../modules/wallet/wallet.service.ts';
import { auditTransparency } from '../modules/transparency/audit.ts';

/**
 * `npm run ledger:check`: proves the ledger invariants on the configured database, then the transparency layer's
 * (docs/transparency.md#auditing-liabilities): the newest published liabilities total equals the ledger's sum of the
 * player liability accounts at that moment and its stored tree gives the signed root; the public fairness log's
 * entries rebuild every signed tree head. Exit 1 if anything is broken.
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const report = await checkLedger(handle.db);
const transparency = await auditTransparency(handle.db, config.TRANSPARENCY_LOG_KEY);
await handle.close();
console.log(JSON.stringify({ ...report, transparency }, null, 2));
const liabilities = transparency.liabilities.period
  ? `liabilities ${transparency.liabilities.period} ${transparency.liabilities.ok ? 'match the ledger' : 'BROKEN'}`
  : 'no liabilities snapshot yet';
const log = `fairness log ${transparency.log.ok ? 'consistent' : 'BROKEN'} (${transparency.log.size} entries, ${transparency.log.heads} signed heads)`;
console.log(
  report.ok && transparency.ok
    ? `ledger OK: ${report.entries} entries, ${report.lines} lines, all lines sum to 0, every cached balance matches its lines; ${liabilities}; ${log}`
    : `${report.ok ? 'ledger OK' : 'LEDGER BROKEN'}; ${liabilities}; ${log}`,
);
process.exit(report.ok && transparency.ok ? 0 : 1);
