import { createHmac } from 'node:crypto';
import {
  buildSumTree,
  DAY_MS,
  fromBase64,
  type LiabilitiesHead,
  liabilitiesMessage,
  liabilityLeafNode,
  type SumNode,
  toHex,
  verifyEd25519,
} from '@hapa/domain';
import type { LiabilitiesProof, LiabilitiesRoot } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LogSigner } from './keys.ts';
import * as repo from './liabilities.repo.ts';
import { checkLiabilities } from './audit.ts';

/** The durable daily snapshot job. */
export const LIABILITIES_JOB = 'transparency:liabilities';
/** The daily snapshot is taken at this minute of the UTC day (00:05). */
const DAILY_AT_MS = 5 * 60_000;
const ROOT_CACHE_MS = 30_000;

/** The salt of a player's leaf in a snapshot: HMAC-SHA256(snapshot secret, keyed player id), hex. */
export function leafSalt(secret: string, player: string): string {
  return createHmac('sha256', Buffer.from(secret, 'hex')).update(player).digest('hex');
}

const rootView = (s: repo.SnapshotRow): LiabilitiesRoot => ({
  period: s.period,
  takenAt: s.takenAtMs,
  leafCount: s.leafCount,
  totalCoinsCents: s.totalCoinsCents,
  totalPrizesCents: s.totalPrizesCents,
  totalHapacoins: s.totalHapacoins,
  rootHash: s.rootHash,
  signature: s.signature,
  keyId: s.keyId,
});

const headOf = (s: repo.SnapshotRow): LiabilitiesHead => ({
  period: s.period,
  takenAt: s.takenAtMs,
  leafCount: s.leafCount,
  totalCoinsCents: s.totalCoinsCents,
  totalPrizesCents: s.totalPrizesCents,
  totalHapacoins: s.totalHapacoins,
  rootHash: s.rootHash,
});

/**
 * Proof of liabilities (docs/transparency.md#proof-of-liabilities): a Merkle sum tree of every player's coins,
 * stored prizes (cents) and HapaCoins (units), every player with an account one leaf, taken daily by a durable job and on demand from the console, in ONE REPEATABLE READ
 * transaction that also records the ledger's own total of the player liability accounts. Its root and totals are
 * signed and published; each player fetches their own leaf and path and checks them in the browser.
 */
export class LiabilitiesService {
  private rootCache: { at: number; root: repo.SnapshotRow | null } | null = null;

  constructor(
    private readonly d: {
      db: Db;
      jobs: JobsService;
      clock: Clock;
      random: RandomSource;
      signer: LogSigner;
      playerKey: (userId: number) => string;
    },
  ) {
    d.jobs.register(LIABILITIES_JOB, async (tx, p: { period: string }) => {
      if (!(await repo.periodTaken(tx, p.period))) await this.takeIn(tx, p.period, 'daily');
      await this.scheduleDaily(tx);
    });
  }

  /** Schedules the next daily snapshot (00:05 UTC; one per day whatever the instances and restarts). */
  async scheduleDaily(db: DbOrTx): Promise<void> {
    const now = this.d.clock.now().getTime();
    let due = Math.floor(now / DAY_MS) * DAY_MS + DAILY_AT_MS;
    if (due <= now) due += DAY_MS;
    const period = new Date(due).toISOString().slice(0, 10);
    await this.d.jobs.schedule(db, {
      kind: LIABILITIES_JOB,
      dedupeKey: `${LIABILITIES_JOB}:${period}`,
      payload: { period },
      dueAt: new Date(due),
    });
  }

  /**
   * Takes a snapshot now in its own REPEATABLE READ transaction (the console's "take now": period = the time, UTC, to
   * the millisecond); `audit` writes the operator's audit row in that transaction.
   * @throws AppError transparency.error.snapshot_exists when a snapshot of that period exists
   */
  async snapshot(
    trigger: 'daily' | 'console',
    period = this.d.clock.now().toISOString(),
    audit?: (tx: Tx, root: LiabilitiesRoot) => Promise<void>,
  ): Promise<LiabilitiesRoot> {
    const row = await this.d.db.transaction(
      async (tx) => {
        if (await repo.periodTaken(tx, period)) throw new AppError('transparency.error.snapshot_exists');
        const saved = await this.takeIn(tx, period, trigger);
        await audit?.(tx, rootView(saved));
        return saved;
      },
      { isolationLevel: 'repeatable read' },
    );
    this.rootCache = null;
    return rootView(row);
  }

  /**
   * Builds and stores the tree inside `tx`: the players' amounts and the ledger's total come from one statement, so
   * they describe one moment whatever `tx`'s isolation (repo.playerAmountsAndLedger).
   */
  private async takeIn(tx: Tx, period: string, trigger: 'daily' | 'console'): Promise<repo.SnapshotRow> {
    const { players: amounts, ledgerCoins, ledgerHapacoins } = await repo.playerAmountsAndLedger(tx);
    const secret = this.d.random.hex(32);
    const leaves = amounts
      .map((a) => {
        const player = this.d.playerKey(a.userId);
        return {
          userId: a.userId,
          node: liabilityLeafNode({
            salt: leafSalt(secret, player),
            player,
            coinsCents: a.coins,
            prizesCents: a.prizes,
            hapacoins: a.hapacoins,
          }),
        };
      })
      .sort((x, y) => (toHex(x.node.hash) < toHex(y.node.hash) ? -1 : 1));
    const levels = buildSumTree(leaves.map((l) => l.node));
    const root = levels[levels.length - 1]![0]!;
    const takenAt = this.d.clock.now().getTime();
    const head: LiabilitiesHead = {
      period,
      takenAt,
      leafCount: leaves.length,
      totalCoinsCents: root.coins,
      totalPrizesCents: root.prizes,
      totalHapacoins: root.hapacoins,
      rootHash: toHex(root.hash),
    };
    const saved = await repo.insertSnapshot(tx, {
      ...head,
      takenAtMs: takenAt,
      signature: this.d.signer.sign(liabilitiesMessage(head)),
      keyId: this.d.signer.keyId,
      secret,
      ledgerCoinsCents: ledgerCoins,
      ledgerHapacoins,
      format: repo.LIABILITIES_FORMAT,
      trigger,
      createdAt: new Date(takenAt),
    });
    const nodeRows = levels.flatMap((level, l) =>
      leaves.length === 0
        ? []
        : level.map((n: SumNode, idx) => ({
            snapshotId: saved.id,
            level: l,
            idx,
            hash: toHex(n.hash),
            coinsCents: n.coins,
            prizesCents: n.prizes,
            hapacoins: n.hapacoins,
            userId: l === 0 ? leaves[idx]!.userId : null,
          })),
    );
    await repo.insertNodes(tx, nodeRows);
    return saved;
  }

  private async latestRow(): Promise<repo.SnapshotRow | null> {
    if (this.rootCache && Date.now() - this.rootCache.at < ROOT_CACHE_MS) return this.rootCache.root;
    const root = await repo.latestSnapshot(this.d.db);
    this.rootCache = { at: Date.now(), root };
    return root;
  }

  /** GET /api/transparency/liabilities: the newest published root, or null before the first snapshot. */
  async latest(): Promise<LiabilitiesRoot | null> {
    const row = await this.latestRow();
    return row ? rootView(row) : null;
  }

  /**
   * GET /api/user/transparency/liabilities: the player's own leaf (salt, keyed id, amounts) in the newest snapshot and
   * the sibling hashes and sums up to its root; `proof` null when the player had no leaf in it.
   */
  async proofFor(userId: number): Promise<LiabilitiesProof> {
    const snap = await this.latestRow();
    if (!snap) return { root: null, proof: null };
    const leaf = await repo.leafOf(this.d.db, snap.id, userId);
    if (!leaf) return { root: rootView(snap), proof: null };
    const keys: { level: number; idx: number }[] = [];
    let i = leaf.idx;
    let count = snap.leafCount;
    for (let level = 0; count > 1; level++) {
      const sibling = i % 2 === 1 ? i - 1 : i + 1;
      if (sibling < count) keys.push({ level, idx: sibling });
      i = Math.floor(i / 2);
      count = Math.ceil(count / 2);
    }
    const nodes = await repo.nodesAt(this.d.db, snap.id, keys);
    const byKey = new Map(nodes.map((n) => [`${n.level}:${n.idx}`, n]));
    const path = keys.map((k) => {
      const n = byKey.get(`${k.level}:${k.idx}`);
      if (!n) throw new Error(`liabilities node ${k.level}:${k.idx} of snapshot ${snap.id} missing`);
      return { hash: n.hash, coinsCents: n.coinsCents, prizesCents: n.prizesCents, hapacoins: n.hapacoins };
    });
    const player = this.d.playerKey(userId);
    return {
      root: rootView(snap),
      proof: {
        leaf: {
          salt: leafSalt(snap.secret, player),
          player,
          coinsCents: leaf.coinsCents,
          prizesCents: leaf.prizesCents,
          hapacoins: leaf.hapacoins,
        },
        index: leaf.idx,
        path,
      },
    };
  }

  /** The check `ledger:check` runs on the newest snapshot (audit.ts checkLiabilities). */
  check(db: DbOrTx = this.d.db) {
    return checkLiabilities(db, this.d.signer.publicKeyRaw);
  }

  /** The newest snapshot with the ledger's figure beside it (the console). */
  async opsView(): Promise<(LiabilitiesRoot & { ledgerCoinsCents: number; ledgerHapacoins: number; matchesLedger: boolean }) | null> {
    const snap = await repo.latestSnapshot(this.d.db);
    return snap
      ? {
          ...rootView(snap),
          ledgerCoinsCents: snap.ledgerCoinsCents,
          ledgerHapacoins: snap.ledgerHapacoins,
          matchesLedger: snap.totalCoinsCents === snap.ledgerCoinsCents && snap.totalHapacoins === snap.ledgerHapacoins,
        }
      : null;
  }
}
