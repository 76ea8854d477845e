/**
 * A monitor of the public fairness log (docs/transparency.md#monitoring-the-log): fetches the signed tree head again
 * and again and fails on anything an honest append-only log never does: a bad signature, a head smaller than one seen
 * before, two different roots for one size, a head the previous one is not a prefix of (consistency proof), and, while
 * it replays the entries, an entry that does not hash to the tree the head signed, a reveal that does not match its
 * commitment, or one seed hash committed twice.
 */
import {
  appendToFrontier,
  frontierRoot,
  fromBase64,
  fromHex,
  logEntryLeafHash,
  logEntryProblem,
  sha256WebCrypto,
  toHex,
  treeHeadMessage,
  verifyConsistency,
  verifyEd25519,
  type LogEntry,
} from '@hapa/domain';
import type { LogEntryJson, SignedHead } from './export-format.ts';

export type FetchJson = (url: string) => Promise<unknown>;

const data = <T>(x: unknown) => ((x as { data?: T }).data ?? x) as T;

/** What the monitor keeps between rounds: the last verified head and, when it replays entries, the compact range. */
export interface MonitorState {
  key: Uint8Array;
  head: SignedHead | null;
  /** replay: the compact range of the first `size` entries and the seed hashes committed among them */
  replay: { size: number; frontier: Uint8Array[]; committed: Set<string> } | null;
}

/** A new monitor of the log at `origin` with the key it serves (trust on first use) or `keyBase64`. */
export async function startMonitor(
  origin: string,
  fetchJson: FetchJson,
  opts: { keyBase64?: string; replay?: boolean } = {},
): Promise<MonitorState> {
  const key = opts.keyBase64 ?? data<{ publicKey: string }>(await fetchJson(`${origin}/.well-known/hapabox-log-key`)).publicKey;
  return { key: fromBase64(key), head: null, replay: opts.replay === false ? null : { size: 0, frontier: [], committed: new Set() } };
}

/**
 * One round: fetches the newest head and checks it against the last one and, with replay, against the entries.
 * @returns the head and the problems found (none: the log is consistent so far)
 */
export async function monitorStep(
  origin: string,
  state: MonitorState,
  fetchJson: FetchJson,
): Promise<{ head: SignedHead; problems: string[] }> {
  const head = data<SignedHead>(await fetchJson(`${origin}/api/transparency/log/sth`));
  const problems: string[] = [];
  if (!(await verifyEd25519(state.key, treeHeadMessage(head), fromBase64(head.signature))))
    problems.push(`the head of ${head.treeSize} has a bad signature`);
  const prev = state.head;
  if (prev && !problems.length) {
    if (head.treeSize < prev.treeSize) problems.push(`the log shrank from ${prev.treeSize} to ${head.treeSize} entries`);
    else if (head.treeSize === prev.treeSize && head.rootHash !== prev.rootHash)
      problems.push(`two different roots were signed for ${head.treeSize} entries`);
    else if (head.treeSize > prev.treeSize) {
      const c = data<{ proof: string[] }>(
        await fetchJson(`${origin}/api/transparency/log/consistency?first=${prev.treeSize}&second=${head.treeSize}`),
      );
      const ok = await verifyConsistency(
        prev.treeSize,
        head.treeSize,
        fromHex(prev.rootHash),
        fromHex(head.rootHash),
        c.proof.map(fromHex),
        sha256WebCrypto,
      );
      if (!ok) problems.push(`the head of ${head.treeSize} does not extend the head of ${prev.treeSize}: the log was rewritten`);
    }
  }
  if (state.replay && !problems.length) problems.push(...(await replayTo(origin, state, head, fetchJson)));
  if (!problems.length) state.head = head;
  return { head, problems };
}

/** Downloads the entries up to the head, extends the compact range with them and compares the root. */
async function replayTo(origin: string, state: MonitorState, head: SignedHead, fetchJson: FetchJson): Promise<string[]> {
  const r = state.replay!;
  const problems: string[] = [];
  let { size, frontier } = r;
  while (size < head.treeSize) {
    const page = data<{ entries: LogEntryJson[] }>(await fetchJson(`${origin}/api/transparency/log/entries?start=${size}&count=100`));
    if (page.entries.length === 0) return [`the log serves no entry ${size} below its signed size ${head.treeSize}`];
    for (const e of page.entries) {
      if (e.index !== size || size >= head.treeSize) break;
      const entry: LogEntry = {
        kind: e.kind,
        scope: e.scope,
        ref: e.ref,
        seedType: e.seedType,
        player: e.player,
        seedHash: e.seedHash,
        serverSeed: e.serverSeed,
        at: e.at,
      };
      const leaf = logEntryLeafHash(entry);
      if (toHex(leaf) !== e.leafHash) problems.push(`entry ${e.index} does not hash to its leaf`);
      const p = logEntryProblem(entry);
      if (p) problems.push(`entry ${e.index}: ${p}`);
      if (entry.kind === 'commit') {
        if (r.committed.has(entry.seedHash)) problems.push(`entry ${e.index}: seed hash ${entry.seedHash.slice(0, 12)}... committed twice`);
        r.committed.add(entry.seedHash);
      }
      frontier = appendToFrontier(frontier, size, leaf).frontier;
      size++;
    }
  }
  if (toHex(frontierRoot(frontier)) !== head.rootHash)
    problems.push(`the entries do not give the root signed for ${head.treeSize} entries`);
  if (!problems.length) Object.assign(r, { size, frontier });
  return problems;
}
