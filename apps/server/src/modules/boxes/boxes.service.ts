import { boxInfoPath, centsToCoins, DAY_MS, expectedValueCents, rtpOf } from '@hapa/domain';
import type {
  BoxDetail,
  BoxList,
  BoxListQuery,
  BoxSummary,
  CollectResult,
  LiveDrop,
  OpenHistoryEntry,
  OpenResponse,
  SimulationOpenResponse,
  Tag,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import { BoxActivity } from './box-activity.ts';
import { BoxGrantedOpenings } from './box-granted-opens.ts';
import { BoxOpenings, type BoxProgression, type FreeOpenGate } from './box-openings.ts';
import * as repo from './boxes.repo.ts';
import type { CachedBox } from './open-draw.ts';
import { simulateOpening } from './simulation.ts';

/** How long a box and its odds are served from memory. */
const BOX_CACHE_MS = 15_000;

/**
 * Boxes: catalogue reads, provably-fair opening (fairness.md "Box opening"), live drops. Parts: coin and free
 * openings (box-openings.ts), voucher and reward openings (box-granted-opens.ts), opened counters and live drops
 * (box-activity.ts); this class is their one entry for routes and the other modules.
 */
export class BoxesService {
  private readonly cache = new Map<number, { at: number; box: Promise<CachedBox | null> }>();
  /** demo openings served by this instance (their reel keys) */
  private demoOpenings = 0;
  private readonly activity: BoxActivity;
  private readonly openings: BoxOpenings;
  private readonly granted: BoxGrantedOpenings;

  constructor(
    private readonly db: Db,
    wallet: WalletService,
    fairness: FairnessService,
    publisher: Publisher,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    /** domain events outbox: `box.opened` in each opening's transaction */
    events: EventsService,
    /** VIP XP of a paid open and the exclusive-box gate, in its transaction (modules/vip; apps/server/src/modules/boxes/README.md) */
    progression: BoxProgression,
  ) {
    this.activity = new BoxActivity(db, publisher, clock);
    const deps = {
      db,
      wallet,
      fairness,
      publisher,
      random,
      events,
      progression,
      activity: this.activity,
      loadBox: (id: number) => this.loadBox(id),
    };
    this.openings = new BoxOpenings(deps);
    this.granted = new BoxGrantedOpenings(deps, this.openings);
  }

  /** Box with its current odds, cached for BOX_CACHE_MS (a new odds version is picked up after that). */
  private loadBox(id: number): Promise<CachedBox | null> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(id);
    if (hit && now - hit.at < BOX_CACHE_MS) return hit.box;
    const box = (async () => {
      const row = await repo.findBox(this.db, id);
      if (!row) return null;
      const rows = await repo.boxItems(this.db, id, row.oddsVersion);
      return { box: row, items: rows, ranges: rows.map((r) => ({ from: r.odds.ticketFrom, to: r.odds.ticketTo })) };
    })();
    box.catch(() => this.cache.delete(id));
    this.cache.set(id, { at: now, box });
    return box;
  }

  /** Drops a box from this instance's cache (the console changed it or published new odds). */
  forget(id: number) {
    this.cache.delete(id);
  }

  /** Drops every cached box (an item the boxes show changed). */
  forgetAll() {
    this.cache.clear();
  }

  private isNew(box: repo.BoxRow) {
    return this.clock.now().getTime() - box.createdAt.getTime() < repo.NEW_BOX_DAYS * DAY_MS;
  }

  /** A box as list rows show it (also used by catalogue-extra.service.ts). */
  summary(box: repo.BoxRow, topImage: string | null, isLiked = false): BoxSummary {
    return {
      id: box.id,
      name: box.name,
      boxInfo: boxInfoPath(box.id, box.name),
      price: centsToCoins(box.priceCents),
      image: box.image,
      tags: box.tags,
      isFeatured: box.isFeatured,
      isNew: this.isNew(box),
      openedCount: box.openedCount + this.activity.unflushed(box.id),
      topItemImage: topImage,
      isLiked,
    };
  }

  /** GET /api/item/list (docs/product/routes.md#home category picker, docs/product/validation.md#search, price filter, sort). Prices in coin units. */
  async list(q: BoxListQuery, userId: number | null = null): Promise<BoxList> {
    const { rows, total } = await repo.listBoxes(
      this.db,
      {
        ...q,
        minCents: q.minPrice === undefined ? undefined : Math.floor(q.minPrice) * 100,
        maxCents: q.maxPrice === undefined ? undefined : Math.floor(q.maxPrice) * 100,
        likedBy: userId,
      },
      this.clock.now(),
    );
    const ids = rows.map((r) => r.id);
    const [tops, liked] = await Promise.all([
      repo.topItemImages(this.db, ids),
      userId ? repo.likedBoxIds(this.db, userId, ids) : new Set<number>(),
    ]);
    return { list: rows.map((b) => this.summary(b, tops.get(b.id) ?? null, liked.has(b.id))), total, page: q.page, pageSize: q.pageSize };
  }

  /**
   * POST /api/item/{id}/collect: likes or unlikes a box for the player (docs/product/routes.md#boxes MY LIKE).
   * @throws AppError('item.error.not_found')
   */
  async collect(userId: number, boxId: number, like: boolean): Promise<CollectResult> {
    if (!(await this.loadBox(boxId))) throw new AppError('item.error.not_found');
    await repo.setLike(this.db, userId, boxId, like);
    return { boxId, isLiked: like };
  }

  /** GET /api/item/search: at most 5 suggestions (docs/product/validation.md#search). */
  async search(keyword: string): Promise<BoxSummary[]> {
    const k = keyword.trim();
    if (!k) return [];
    return (await this.list({ keyword: k, sort: 'opened', page: 1, pageSize: 5 })).list;
  }

  /** GET /api/item/tags: the box tags with their box counts (the free tag left out). */
  async tags(): Promise<Tag[]> {
    return rowsOf<Tag>(await repo.tagCounts(this.db)).filter((t) => t.name !== 'free');
  }

  /**
   * GET /api/item/{id}/detail: items in box order with ppm, probability, ticket ranges, EV and RTP.
   * @throws AppError('item.error.not_found')
   */
  async detail(id: number, userId: number | null = null): Promise<BoxDetail> {
    const c = await this.loadBox(id);
    if (!c) throw new AppError('item.error.not_found');
    const [isLiked, openedCount] = await Promise.all([
      userId ? repo.likedBoxIds(this.db, userId, [id]).then((s) => s.has(id)) : false,
      this.activity.openedCountOf(id),
    ]);
    const priced = c.items.map((r) => ({ priceCents: r.item.priceCents, ppm: r.odds.ppm }));
    const ev = expectedValueCents(priced);
    return {
      id: c.box.id,
      name: c.box.name,
      boxInfo: boxInfoPath(c.box.id, c.box.name),
      description: c.box.description,
      price: centsToCoins(c.box.priceCents),
      image: c.box.image,
      tags: c.box.tags,
      isFree: c.box.isFree,
      ev: centsToCoins(ev),
      rtp: c.box.priceCents > 0 ? rtpOf(c.box.priceCents, priced) : 0,
      oddsVersion: c.box.oddsVersion,
      openedCount,
      isLiked,
      items: c.items.map((r) => ({
        id: r.item.id,
        name: r.item.name,
        brand: r.item.brand,
        price: centsToCoins(r.item.priceCents),
        image: r.item.image,
        skuLevel: r.item.skuLevel,
        ppm: r.odds.ppm,
        probability: r.odds.ppm / 10_000,
        ticketFrom: r.odds.ticketFrom,
        ticketTo: r.odds.ticketTo,
      })),
    };
  }

  /**
   * Opens a box `times` times (1, 3 or 5) in ONE transaction (see BoxOpenings.open).
   * @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | error.invalid_parameter | coin.error.not_enough | vip.error.exclusive_box
   */
  open(player: { id: number; nickname: string }, boxId: number, times: number, idempotencyKey?: string): Promise<OpenResponse> {
    return this.openings.open(player, boxId, times, idempotencyKey);
  }

  /** Sets the gate every free opening passes (modules/boxes/free-boxes.service.ts `assertMayOpen`). */
  useFreeGate(gate: FreeOpenGate): void {
    this.openings.useFreeGate(gate);
  }

  /**
   * An opening paid by a voucher (see BoxGrantedOpenings.openWithVoucher).
   * @throws AppError item.error.not_found | item.error.off_sale | vip.error.exclusive_box (paid) | coin.error.not_enough (paid) | whatever `consume` throws
   */
  openWithVoucher(
    player: { id: number; nickname: string },
    boxId: number,
    consume: (tx: Tx) => Promise<void>,
    paid?: { priceCents: number; idempotencyKey: string },
  ): Promise<OpenResponse> {
    return this.granted.openWithVoucher(player, boxId, consume, paid);
  }

  /** A box that can be given as a reward (see BoxGrantedOpenings.grantableBox). @throws AppError user.error.distribution_box_error */
  grantableBox(boxId: number): Promise<CachedBox> {
    return this.granted.grantableBox(boxId);
  }

  /** Opens a reward box in the caller's transaction (see BoxGrantedOpenings.openGranted). @throws AppError protection.error.excluded */
  openGranted(
    tx: Tx,
    userId: number,
    c: CachedBox,
    idempotencyKey: string,
  ): Promise<{ boxName: string; itemName: string; valueCents: number }> {
    return this.granted.openGranted(tx, userId, c, idempotencyKey);
  }

  /**
   * POST /api/simulation/open/{boxId}: a demo opening (simulation.ts): the real odds, nothing stored, no ledger.
   * @param creditsCents the visitor's demo credits, cents
   * @throws AppError item.error.not_found | item.error.off_sale | demo.error.not_enough_credits
   */
  async simulate(boxId: number, creditsCents: number): Promise<SimulationOpenResponse> {
    const c = await this.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    this.demoOpenings += 1;
    return simulateOpening(c, creditsCents, this.random, this.demoOpenings);
  }

  /** GET /api/item/livedrops and /api/item/{id}/drops (see BoxActivity.drops). */
  drops(limit?: number, boxId?: number, itemId?: number): Promise<LiveDrop[]> {
    return this.activity.drops(limit, boxId, itemId);
  }

  /** GET /api/open_history/v2: the player's openings, newest first. */
  async history(userId: number, page: number, pageSize: number) {
    const { rows, total } = await repo.openHistory(this.db, userId, pageSize, (page - 1) * pageSize);
    const list: OpenHistoryEntry[] = rows.map((r) => ({
      openId: r.opening.id,
      boxId: r.opening.boxId,
      boxName: r.boxName,
      itemId: r.opening.itemId,
      itemName: r.itemName,
      itemImage: r.itemImage,
      itemPrice: centsToCoins(r.opening.itemPriceCents),
      ticket: r.opening.ticket,
      nonce: r.opening.nonce,
      serverSeedHashed: r.serverSeedHashed,
      isRevealed: r.pairStatus === 'revealed',
      createdAt: r.opening.createdAt.toISOString(),
    }));
    return { list, total, page, pageSize };
  }

  /** Writes accumulated opened counts (see BoxActivity.flushOpenedCounts). */
  flushOpenedCounts(): Promise<void> {
    return this.activity.flushOpenedCounts();
  }

  /** Stops the counters' and drops' timers and writes the counts not yet flushed. */
  stop(): Promise<void> {
    return this.activity.stop();
  }
}
