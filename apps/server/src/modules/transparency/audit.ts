import {
  appendToFrontier,
  buildSumTree,
  encodeLogEntry,
  fromBase64,
  fromHex,
  frontierRoot,
  liabilitiesMessage,
  logEntryLeafHash,
  logEntryProblem,
  toHex,
  verifyEd25519,
  type LogEntry,
} from '@hapa/domain';
import type { DbOrTx } from '../../db/client.ts';
import * as logRepo from './log.repo.ts';
import * as liabilitiesRepo from './liabilities.repo.ts';
import * as backfillRepo from './backfill.repo.ts';
import { LogSigner } from './keys.ts';

/** The leaf fields of a stored entry, as the leaf was hashed. */
export const entryOf = (r: logRepo.LogEntryRow): LogEntry => ({
  kind: r.kind as LogEntry['kind'],
  scope: r.scope as LogEntry['scope'],
  ref: r.ref,
  seedType: r.seedType,
  player: r.player,
  seedHash: r.seedHash,
  serverSeed: r.serverSeed,
  at: r.at,
});

/** How long after its seed stops being used a reveal may still be on its way through the outbox. */
export const REVEAL_GRACE_MS = 5 * 60_000;

export interface LogAudit {
  ok: boolean;
  size: number;
  heads: number;
  problems: string[];
}

/**
 * The auditor's full check of the stored log (docs/transparency.md#auditing-the-log): rebuilds every leaf from its
 * fields and the tree from the leaves, and compares each stored leaf hash, every signed head's root and the stored
 * compact range; checks every reveal against its commitment, that no seed hash is committed twice and that every seed
 * no longer in use (a revealed pair, an ended battle or draw) has its reveal logged. Reads the whole log in pages of
 * 5,000.
 * @returns ok and up to 20 problems in English
 */
export async function auditLog(db: DbOrTx): Promise<LogAudit> {
  const problems: string[] = [];
  const heads = await logRepo.headsForAudit(db);
  const bySize = new Map<number, logRepo.TreeHeadRow[]>();
  for (const h of heads) bySize.set(h.treeSize, [...(bySize.get(h.treeSize) ?? []), h]);
  const checkRoots = (size: number, root: string) => {
    for (const h of bySize.get(size) ?? [])
      if (h.rootHash !== root) problems.push(`tree head ${h.id} (size ${size}) signed a root the entries do not give`);
  };
  checkRoots(0, toHex(frontierRoot([])));
  let frontier: Uint8Array[] = [];
  let size = 0;
  const committed = new Set<string>();
  for (;;) {
    const page = await logRepo.entriesPage(db, size, 5_000);
    if (page.length === 0) break;
    for (const r of page) {
      if (r.idx !== size) {
        problems.push(`entry ${size} is missing`);
        return { ok: false, size, heads: heads.length, problems };
      }
      const entry = entryOf(r);
      const leaf = logEntryLeafHash(entry);
      if (toHex(leaf) !== r.leafHash)
        problems.push(
          `entry ${r.idx} was changed after it was logged: ${encodeLogEntry(entry).slice(0, 80)}... no longer hashes to its leaf`,
        );
      const problem = logEntryProblem(entry);
      if (problem) problems.push(`entry ${r.idx}: ${problem}`);
      if (entry.kind === 'commit') {
        if (committed.has(entry.seedHash)) problems.push(`entry ${r.idx}: seed hash committed twice`);
        committed.add(entry.seedHash);
      }
      // the tree is rebuilt from the STORED leaf hashes' fields, never from the stored hashes themselves
      frontier = appendToFrontier(frontier, size, leaf).frontier;
      size++;
      checkRoots(size, toHex(frontierRoot(frontier)));
    }
  }
  const state = await logRepo.readState(db);
  if (state.size !== size) problems.push(`the log state says ${state.size} entries, ${size} are stored`);
  else if (state.frontier.join() !== frontier.map(toHex).join()) problems.push('the stored compact range differs from the entries');
  for (const h of heads) if (h.treeSize > size) problems.push(`tree head ${h.id} covers ${h.treeSize} entries, only ${size} are stored`);
  // every commitment is revealed when its seed stops being used (docs/transparency.md#every-commitment-is-revealed-when-its-seed-stops-being-used)
  for (const c of await backfillRepo.stoppedWithoutReveal(db, new Date(Date.now() - REVEAL_GRACE_MS)))
    problems.push(`entry ${c.idx}: the ${c.scope} seed ${c.ref} is no longer used and its reveal is not in the log (npm run log:backfill)`);
  return { ok: problems.length === 0, size, heads: heads.length, problems: problems.slice(0, 20) };
}

/**
 * The check of the newest liabilities snapshot (docs/transparency.md#auditing-liabilities): the stored leaves rebuild
 * the signed root and totals, the signature verifies with `publicKeyRaw`, and the published coin and HapaCoin totals
 * equal the ledger's own sums of the player liability and HapaCoin accounts read in the same snapshot.
 */
export async function checkLiabilities(
  db: DbOrTx,
  publicKeyRaw: Uint8Array,
): Promise<{ ok: boolean; period: string | null; problems: string[] }> {
  const snap = await liabilitiesRepo.latestSnapshot(db);
  if (!snap) return { ok: true, period: null, problems: [] };
  const problems: string[] = [];
  const leaves = await liabilitiesRepo.leavesOf(db, snap.id);
  const levels = buildSumTree(
    leaves.map((l) => ({ hash: fromHex(l.hash), coins: l.coinsCents, prizes: l.prizesCents, hapacoins: l.hapacoins })),
  );
  const root = levels[levels.length - 1]![0]!;
  if (leaves.length !== snap.leafCount) problems.push(`${leaves.length} leaves stored, ${snap.leafCount} published`);
  if (toHex(root.hash) !== snap.rootHash) problems.push('the stored leaves do not give the published root');
  if (root.coins !== snap.totalCoinsCents || root.prizes !== snap.totalPrizesCents || root.hapacoins !== snap.totalHapacoins)
    problems.push('the stored leaves do not add up to the published totals');
  const head = {
    period: snap.period,
    takenAt: snap.takenAtMs,
    leafCount: snap.leafCount,
    totalCoinsCents: snap.totalCoinsCents,
    totalPrizesCents: snap.totalPrizesCents,
    totalHapacoins: snap.totalHapacoins,
    rootHash: snap.rootHash,
  };
  if (!(await verifyEd25519(publicKeyRaw, liabilitiesMessage(head), fromBase64(snap.signature))))
    problems.push('the published root signature does not verify');
  if (snap.totalCoinsCents !== snap.ledgerCoinsCents)
    problems.push(
      `published coins ${snap.totalCoinsCents} cents, the ledger's player accounts ${snap.ledgerCoinsCents} cents at that moment`,
    );
  if (snap.totalHapacoins !== snap.ledgerHapacoins)
    problems.push(
      `published HapaCoins ${snap.totalHapacoins}, the ledger's player HapaCoin accounts ${snap.ledgerHapacoins} at that moment`,
    );
  return { ok: problems.length === 0, period: snap.period, problems };
}

/** Both checks, as `npm run ledger:check` runs them with the configured log key. */
export async function auditTransparency(db: DbOrTx, logKey: string) {
  const [log, liabilities] = await Promise.all([auditLog(db), checkLiabilities(db, new LogSigner(logKey).publicKeyRaw)]);
  return { ok: log.ok && liabilities.ok, log, liabilities };
}
