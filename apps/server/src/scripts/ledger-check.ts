import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger, type LedgerReport } from '../modules/wallet/wallet.service.ts';
import { auditTransparency } from '../modules/transparency/audit.ts';

/**
 * `npm run ledger:check [-- --full]`: proves the ledger invariants on the configured database, incrementally from the
 * last verified checkpoint (only the journal lines after its bound are read) or, with `--full` or when no checkpoint
 * exists yet, over every line (docs/architecture/money-and-ledger.md#ledger-check); it says which and how many lines it
 * read. Then the transparency layer's (docs/transparency.md#auditing-liabilities): the newest published liabilities
 * total equals the ledger's sum of the player liability accounts at that moment and its stored tree gives the signed
 * root; the public fairness log's entries rebuild every signed tree head. Exit 1 if anything is broken.
 */
const { values } = parseArgs({ options: { full: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = Date.now();
const report = await checkLedger(handle.db, { mode: values.full ? 'full' : 'incremental' });
const ms = Date.now() - started;
const transparency = await auditTransparency(handle.db, config.TRANSPARENCY_LOG_KEY);
await handle.close();
console.log(JSON.stringify({ ...report, ms, transparency }, null, 2));
console.log(scope(report, ms));
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

/** What the check read: incremental from which checkpoint, or full; and the checkpoint it wrote. */
function scope(r: LedgerReport, elapsedMs: number): string {
  const read =
    r.mode === 'incremental' && r.checkpoint
      ? `incremental from checkpoint ${r.checkpoint.id} (lines <= ${r.checkpoint.uptoLineId} verified on ${r.checkpoint.createdAt}): ${r.checkedLines} new lines checked`
      : `full: ${r.checkedLines} lines checked`;
  const wrote = r.newCheckpoint
    ? `new checkpoint ${r.newCheckpoint.id} (lines <= ${r.newCheckpoint.uptoLineId})`
    : 'no checkpoint written (the check failed)';
  return `${read} in ${elapsedMs} ms; ${wrote}`;
}
