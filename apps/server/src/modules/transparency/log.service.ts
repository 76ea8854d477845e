import {
  appendToFrontier,
  consistencyProof,
  fromHex,
  frontierRoot,
  inclusionProof,
  logEntryLeafHash,
  subtreesRead,
  toHex,
  treeHeadMessage,
  type LogEntry,
  type SubtreeSource,
} from '@hapa/domain';
import type { LogConsistency, LogEntries, LogEntryView, LogInclusion, SignedTreeHead } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { DomainEvent, EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LogSigner } from './keys.ts';
import * as repo from './log.repo.ts';
import * as backfillRepo from './backfill.repo.ts';
import { auditLog } from './audit.ts';

/** The consumer that appends commitments and reveals to the log (modules/events). */
export const LOG_CONSUMER = 'transparency_log';
/** The durable timer that signs a tree head every minute. */
export const STH_JOB = 'transparency:sth';
/** A tree head is signed at least this often (docs/transparency.md#signed-tree-heads). */
export const STH_INTERVAL_MS = 60_000;
/** Most entries one page of GET /api/transparency/log/entries returns. */
export const MAX_ENTRIES_PAGE = 100;
/** How long the latest head is kept in memory before it is read again. */
const HEAD_CACHE_MS = 1_000;

const minuteOf = (ms: number) => Math.floor(ms / STH_INTERVAL_MS) * STH_INTERVAL_MS;

/** The public view of a stored entry (its leaf fields, index and leaf hash). */
export function entryView(r: repo.LogEntryRow): LogEntryView {
  return {
    index: r.idx,
    kind: r.kind as LogEntryView['kind'],
    scope: r.scope as LogEntryView['scope'],
    ref: r.ref,
    seedType: r.seedType,
    player: r.player,
    seedHash: r.seedHash,
    serverSeed: r.serverSeed,
    at: r.at,
    leafHash: r.leafHash,
  };
}

const headView = (h: repo.TreeHeadRow): SignedTreeHead => ({
  treeSize: h.treeSize,
  timestamp: h.timestampMs,
  rootHash: h.rootHash,
  signature: h.signature,
  keyId: h.keyId,
});

/**
 * The public, append-only fairness log (docs/transparency.md#the-log), in the manner of Certificate Transparency
 * (RFC 9162): every seed commitment and reveal, appended by the `transparency_log` consumer of `fairness.committed` /
 * `fairness.revealed` (one entry per event, never on a request's path), tree heads signed with Ed25519 every minute
 * and on demand, inclusion and consistency proofs computed from stored perfect-subtree hashes in O(log n) rows.
 */
export class LogService {
  private headCache: { at: number; head: repo.TreeHeadRow | null } | null = null;
  /** the state row as this transaction left it, for the next append of a delivery batch (the row stays locked) */
  private readonly txState = new WeakMap<object, { size: number; frontier: Uint8Array[] }>();

  constructor(private readonly d: { db: Db; events: EventsService; jobs: JobsService; clock: Clock; signer: LogSigner }) {
    // fed by the transparency_log consumer: reactions/fairness-log.ts
    d.jobs.register(STH_JOB, async (tx) => {
      await this.issueHead(tx);
      await this.scheduleHeads(tx);
    });
  }

  /**
   * The transparency_log consumer's handler (reactions/fairness-log.ts): appends the commitment or reveal of one
   * fairness event, in the delivery job's transaction (docs/transparency.md).
   */
  async appendEvent(tx: Tx, e: DomainEvent<'fairness.committed' | 'fairness.revealed'>): Promise<void> {
    const entry = this.entryOfEvent(e);
    // one commitment and one reveal per seed hash: a backfilled seed (backfill.ts) whose live event was still pending,
    // or the other way round, is logged once (the first to arrive); the state row is locked first so two deliveries
    // of one hash cannot both pass this check
    await this.lockFor(tx);
    if (await backfillRepo.hasEntry(tx, entry.kind, entry.seedHash)) return;
    await this.append(tx, e.id, entry);
  }

  private entryOfEvent(e: DomainEvent<'fairness.committed' | 'fairness.revealed'>): LogEntry {
    return { kind: e.type === 'fairness.committed' ? 'commit' : 'reveal', ...e.payload };
  }

  /** Schedules the next minute's signing (idempotent per minute, so instances and restarts schedule it once). */
  async scheduleHeads(db: DbOrTx): Promise<void> {
    const due = minuteOf(this.d.clock.now().getTime()) + STH_INTERVAL_MS;
    await this.d.jobs.schedule(db, { kind: STH_JOB, dedupeKey: `${STH_JOB}:${due}`, payload: {}, dueAt: new Date(due) });
  }

  /** Locks the state row once per transaction (a batch of deliveries keeps it and its compact range here). */
  private async lockFor(tx: Tx): Promise<{ size: number; frontier: Uint8Array[] }> {
    let state = this.txState.get(tx);
    if (!state) {
      const locked = await repo.lockState(tx);
      state = { size: locked.size, frontier: locked.frontier.map(fromHex) };
      this.txState.set(tx, state);
    }
    return state;
  }

  /**
   * Appends one entry in `tx` (the delivery's transaction): locks the state row (once per transaction: a batch of
   * deliveries holds it and keeps its size and compact range here), then writes the leaf at index `size`, the perfect
   * subtrees it completes and the new state in one statement. A second delivery of the same event appends nothing.
   * @returns the entry's index, or null when the event was logged already
   */
  async append(tx: Tx, eventId: number, entry: LogEntry): Promise<number | null> {
    const state = await this.lockFor(tx);
    const leaf = logEntryLeafHash(entry);
    const { frontier, completed } = appendToFrontier(state.frontier, state.size, leaf);
    const written = await repo.appendLeaf(
      tx,
      { idx: state.size, eventId, ...entry, leafHash: toHex(leaf) },
      completed.map((c) => ({ level: c.level, idx: c.index, hash: toHex(c.hash) })),
      state.size + 1,
      frontier.map(toHex),
    );
    // only after the statement succeeded: a delivery rolled back to its savepoint left the state as it was
    this.txState.set(tx, written ? { size: state.size + 1, frontier } : state);
    return written ? state.size : null;
  }

  /**
   * Signs a tree head of the log as committed now (its root from the compact range, no scan) and stores it. Its
   * timestamp never goes backwards. Signed every minute by the timer job, on demand when a proof needs a head that
   * covers a newer entry, and by the console.
   */
  async issueHead(db: DbOrTx = this.d.db): Promise<SignedTreeHead> {
    const [state, last] = await Promise.all([repo.readState(db), repo.latestHead(db)]);
    const timestamp = Math.max(this.d.clock.now().getTime(), (last?.timestampMs ?? 0) + 1);
    const rootHash = toHex(frontierRoot(state.frontier.map(fromHex)));
    const head = { treeSize: state.size, timestamp, rootHash };
    const row = await repo.insertHead(db, {
      ...head,
      timestampMs: timestamp,
      signature: this.d.signer.sign(treeHeadMessage(head)),
      keyId: this.d.signer.keyId,
    });
    this.headCache = { at: Date.now(), head: row };
    return headView(row);
  }

  /** The console's "sign now": a head signed in a transaction that also runs `audit` (its audit log row). */
  async signNow(audit: (tx: Tx, head: SignedTreeHead) => Promise<void>): Promise<SignedTreeHead> {
    return this.d.db.transaction(async (tx) => {
      const head = await this.issueHead(tx);
      await audit(tx, head);
      return head;
    });
  }

  private async latestRow(): Promise<repo.TreeHeadRow | null> {
    if (this.headCache && Date.now() - this.headCache.at < HEAD_CACHE_MS) return this.headCache.head;
    const head = await repo.latestHead(this.d.db);
    this.headCache = { at: Date.now(), head };
    return head;
  }

  /** GET /api/transparency/log/sth: the newest signed tree head (one is signed first when there is none yet). */
  async latestHead(): Promise<SignedTreeHead> {
    const row = await this.latestRow();
    return row ? headView(row) : this.issueHead();
  }

  /** The newest head that covers leaf `index`, signing one on demand when the newest does not yet. */
  private async headCovering(index: number): Promise<repo.TreeHeadRow> {
    const row = await this.latestRow();
    if (row && row.treeSize > index) return row;
    const fresh = await this.issueHead();
    return (await repo.headOfSize(this.d.db, fresh.treeSize))!;
  }

  /** Runs a proof computation on stored hashes: finds the subtrees it reads, fetches them in one query, runs it. */
  private async withSubtrees<T>(run: (get: SubtreeSource) => T): Promise<T> {
    const hashes = await repo.subtreeHashes(this.d.db, subtreesRead(run));
    return run((level, index) => {
      const h = hashes.get(`${level}:${index}`);
      if (!h) throw new Error(`log subtree ${level}:${index} missing`);
      return fromHex(h);
    });
  }

  /**
   * GET /api/transparency/log/proof?index=: entry `index` with its audit path to the newest head that covers it.
   * @throws AppError transparency.error.entry_not_found when the log has no such entry
   */
  async inclusionByIndex(index: number): Promise<LogInclusion> {
    const row = await repo.entryAt(this.d.db, index);
    if (!row) throw new AppError('transparency.error.entry_not_found');
    return this.inclusionOf(row, await this.headCovering(index));
  }

  private async inclusionOf(row: repo.LogEntryRow, head: repo.TreeHeadRow): Promise<LogInclusion> {
    const path = await this.withSubtrees((get) => inclusionProof(get, row.idx, head.treeSize));
    return { entry: entryView(row), treeSize: head.treeSize, path: path.map(toHex), head: headView(head) };
  }

  /**
   * GET /api/transparency/log/proof-by-hash?hash=: every entry about a server seed hash (its commitment, its reveal) with
   * audit paths to one signed head.
   * @throws AppError transparency.error.entry_not_found when the hash is not in the log (yet)
   */
  async inclusionByHash(seedHash: string): Promise<LogInclusion[]> {
    const rows = await repo.entriesByHash(this.d.db, [seedHash]);
    if (rows.length === 0) throw new AppError('transparency.error.entry_not_found');
    const head = await this.headCovering(Math.max(...rows.map((r) => r.idx)));
    return Promise.all(rows.map((r) => this.inclusionOf(r, head)));
  }

  /**
   * Inclusion proofs of many seed hashes against one head (the history export): hash -> proofs, absent when not logged.
   * Batched for a large history: the entries in chunks of 1,000 hashes, the proofs in chunks of 500 entries whose
   * subtrees are read in ONE query per chunk (a few dozen queries for tens of thousands of proofs).
   */
  async inclusionsOf(seedHashes: string[]): Promise<Map<string, LogInclusion[]>> {
    const distinct = [...new Set(seedHashes)];
    const rows: repo.LogEntryRow[] = [];
    for (let i = 0; i < distinct.length; i += 1_000) rows.push(...(await repo.entriesByHash(this.d.db, distinct.slice(i, i + 1_000))));
    const out = new Map<string, LogInclusion[]>();
    if (rows.length === 0) return out;
    rows.sort((a, b) => a.idx - b.idx);
    const head = await this.headCovering(Math.max(...rows.map((r) => r.idx)));
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const runs = chunk.map((r) => (get: SubtreeSource) => inclusionProof(get, r.idx, head.treeSize));
      const keys = new Map(runs.flatMap((run) => subtreesRead(run)).map((k) => [`${k.level}:${k.index}`, k]));
      const hashes = await repo.subtreeHashes(this.d.db, [...keys.values()]);
      const get: SubtreeSource = (level, index) => {
        const h = hashes.get(`${level}:${index}`);
        if (!h) throw new Error(`log subtree ${level}:${index} missing`);
        return fromHex(h);
      };
      chunk.forEach((r, j) => {
        const path = runs[j]!(get);
        const inclusion = { entry: entryView(r), treeSize: head.treeSize, path: path.map(toHex), head: headView(head) };
        out.set(r.seedHash, [...(out.get(r.seedHash) ?? []), inclusion]);
      });
    }
    return out;
  }

  /**
   * GET /api/transparency/log/consistency?first=&second=: the RFC 9162 proof that the tree of `second` leaves extends
   * the tree of `first`.
   * @throws AppError transparency.error.bad_range when first > second or second is beyond the newest signed head
   */
  async consistency(first: number, second: number): Promise<LogConsistency> {
    const head = await this.latestRow();
    if (first > second || !head || second > head.treeSize) throw new AppError('transparency.error.bad_range');
    const proof = await this.withSubtrees((get) => consistencyProof(get, first, second));
    return { first, second, proof: proof.map(toHex) };
  }

  /**
   * GET /api/transparency/log/entries?start=&count=: up to MAX_ENTRIES_PAGE entries from `start`, within the newest
   * signed head (an auditor rebuilds the tree from them).
   */
  async entries(start: number, count: number): Promise<LogEntries> {
    const head = await this.latestHead();
    const end = Math.min(head.treeSize, start + Math.min(count, MAX_ENTRIES_PAGE));
    const rows = end > start ? await repo.entriesRange(this.d.db, start, end) : [];
    return { start, treeSize: head.treeSize, entries: rows.map(entryView) };
  }

  /** The public key tree heads are signed with (GET /.well-known/hapabox-log-key). */
  publicKey() {
    return this.d.signer.publicKey();
  }

  /** The auditor's full check of the stored log (audit.ts auditLog). */
  audit(db: DbOrTx = this.d.db) {
    return auditLog(db);
  }
}
