import { boxInfoPath, centsToCoins } from '@hapa/domain';
import type { LiveDrop, OpenResult } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import * as repo from './boxes.repo.ts';
import type { CachedBox } from './open-draw.ts';

const LIVE_DROPS_INITIAL = 30;
const LIVE_DROPS_MAX = 50;
/** How long a box's stored opened counter is served from memory (others' openings show within seconds). */
const OPENED_COUNT_MS = 1_000;
/** Live drops are pushed in batches at most this often (spec: visible to others within a second). */
const LIVE_PUSH_MS = 100;

/**
 * What this instance's openings leave behind besides the ledger (apps/server/src/modules/boxes/README.md): the boxes'
 * "N opened" counters, written in batches off the hot path, and the live drops pushed on the `live` channel.
 */
export class BoxActivity {
  private pendingCounts = new Map<number, number>();
  /** counts taken by a flush that is still writing them (so a read never misses them) */
  private flushingCounts = new Map<number, number>();
  private readonly openedCache = new Map<number, { at: number; n: Promise<number> }>();
  private pendingDrops: LiveDrop[] = [];
  private dropTimer: NodeJS.Timeout | null = null;
  private readonly flushTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
  ) {
    this.flushTimer = setInterval(() => void this.flushOpenedCounts(), 2_000);
    this.flushTimer.unref();
  }

  /** Counts `times` openings of box `boxId` on this instance (written to the box row by the next flush). */
  counted(boxId: number, times: number): void {
    this.pendingCounts.set(boxId, (this.pendingCounts.get(boxId) ?? 0) + times);
  }

  /** Openings of `id` on this instance not yet written to the box row. */
  unflushed(id: number): number {
    return (this.pendingCounts.get(id) ?? 0) + (this.flushingCounts.get(id) ?? 0);
  }

  /**
   * The "N opened" counter (apps/server/src/modules/boxes/README.md): this instance's own openings at once (counted before they are
   * flushed), the stored counter re-read at most every OPENED_COUNT_MS (others' openings within seconds).
   */
  async openedCountOf(id: number): Promise<number> {
    const now = this.clock.now().getTime();
    let hit = this.openedCache.get(id);
    if (!hit || now - hit.at >= OPENED_COUNT_MS) {
      hit = { at: now, n: repo.openedCount(this.db, id) };
      hit.n.catch(() => this.openedCache.delete(id));
      this.openedCache.set(id, hit);
    }
    return (await hit.n) + this.unflushed(id);
  }

  /**
   * Live drops are built from what the opening already knows (no query) and pushed on the `live`
   * channel in batches every LIVE_PUSH_MS, so a burst of opens costs one emit per batch.
   */
  queueDrops(c: CachedBox, nickname: string, results: OpenResult[]) {
    const now = this.clock.now().toISOString();
    for (const r of results) {
      const row = c.items.find((x) => x.item.id === r.itemId);
      this.pendingDrops.push({
        id: r.openId,
        itemId: r.itemId,
        itemName: r.itemName,
        itemSkuLevel: r.skuLevel,
        originalPrice: r.itemPrice,
        img: r.itemImage,
        probability: (row?.odds.ppm ?? 0) / 10_000,
        boxId: c.box.id,
        boxName: c.box.name,
        boxInfo: boxInfoPath(c.box.id, c.box.name),
        nickname,
        createdAt: now,
      });
    }
    if (!this.dropTimer) {
      this.dropTimer = setTimeout(() => {
        this.dropTimer = null;
        const batch = this.pendingDrops.splice(0).sort((a, b) => b.id - a.id);
        if (batch.length) this.publisher.toChannel('live', 'live:drop', batch.slice(0, LIVE_DROPS_MAX));
      }, LIVE_PUSH_MS);
    }
  }

  /** GET /api/item/livedrops and /api/item/{id}/drops: newest first (docs/product/entities.md#boxes Live drop, docs/product/constants.md#lists-and-pages initial 30); `itemId`: drops of one prize (item card). */
  async drops(limit = LIVE_DROPS_INITIAL, boxId?: number, itemId?: number): Promise<LiveDrop[]> {
    const rows = await repo.recentDrops(this.db, limit, boxId, itemId);
    return rows.map((r) => ({
      id: r.id,
      itemId: r.itemId,
      itemName: r.itemName,
      itemSkuLevel: r.skuLevel,
      originalPrice: centsToCoins(r.priceCents),
      img: r.img,
      probability: (r.ppm ?? 0) / 10_000,
      boxId: r.boxId,
      boxName: r.boxName,
      boxInfo: boxInfoPath(r.boxId, r.boxName),
      nickname: r.nickname,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Writes accumulated opened counts (kept off the hot path so a popular box row is not contended). */
  async flushOpenedCounts() {
    if (!this.pendingCounts.size) return;
    const counts = this.pendingCounts;
    this.pendingCounts = new Map();
    for (const [id, n] of counts) this.flushingCounts.set(id, (this.flushingCounts.get(id) ?? 0) + n);
    await repo.addOpenedCounts(this.db, counts).catch(() => undefined);
    for (const [id, n] of counts) {
      const left = (this.flushingCounts.get(id) ?? 0) - n;
      if (left > 0) this.flushingCounts.set(id, left);
      else this.flushingCounts.delete(id);
      this.openedCache.delete(id);
    }
  }

  /** Stops the timers and writes the counts not yet flushed. */
  async stop() {
    clearInterval(this.flushTimer);
    if (this.dropTimer) clearTimeout(this.dropTimer);
    await this.flushOpenedCounts();
  }
}
