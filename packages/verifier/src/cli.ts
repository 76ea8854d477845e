import { readFile } from 'node:fs/promises';
import { formatReport, parseExport, verifyExport } from './verify.ts';

const USAGE = 'usage: hapabox-verify <export.json> [--url <origin>]   (docs/transparency.md#the-offline-verifier)';

/**
 * `npx hapabox-verify <export.json> [--url https://hapabox.example]`: verifies a history export and prints
 * "N verified, M failed". Offline unless `--url` is given (then the heads it used are checked against the log's newest).
 * @returns the exit code: 0 all verified (or pending), 1 any failure, 2 bad usage or unreadable file
 */
export async function verifyCli(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--url');
  const urlAt = args.indexOf('--url');
  const url = urlAt >= 0 ? args[urlAt + 1]?.replace(/\/+$/, '') : undefined;
  if (!file || (urlAt >= 0 && !url)) {
    out(USAGE);
    return 2;
  }
  let report;
  try {
    const exp = parseExport(await readFile(file, 'utf8'));
    out(`HapaBox history export of player ${exp.player}, made ${exp.exportedAt}`);
    report = await verifyExport(exp, url ? { url, fetchJson: async (u) => (await fetch(u)).json() } : {});
  } catch (err) {
    out(`cannot verify ${file}: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  out(formatReport(report));
  return report.failed > 0 ? 1 : 0;
}
