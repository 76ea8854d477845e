import { boxInfoPath, boxTicket, centsToCoins, expectedValueCents, itemIndexForTicket, rtpOf, SEED_TYPE, type TicketRange } from '@hapa/domain';
import type { BoxDetail, BoxList, BoxListQuery, BoxSummary, CollectResult, LiveDrop, OpenHistoryEntry, OpenResponse, OpenResult, Tag } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import * as repo from './boxes.repo.ts';

export const OPEN_TIMES = [1, 3, 5] as const;
/** The free box can be opened once per 24 h per player. */
export const FREE_BOX_COOLDOWN_MS = 24 * 3_600_000;
const LIVE_DROPS_INITIAL = 30;
const LIVE_DROPS_MAX = 50;
/** How long a box and its odds are served from memory. */
const BOX_CACHE_MS = 15_000;
/** Live drops are pushed in batches at most this often (spec: visible to others within a second). */
const LIVE_PUSH_MS = 100;

interface CachedBox {
  box: repo.BoxRow;
  items: Awaited<ReturnType<typeof repo.boxItems>>;
  ranges: TicketRange[];
}

/** Boxes: catalogue reads, provably-fair opening (fairness.md "Box opening"), live drops. */
export class BoxesService {
  private readonly cache = new Map<number, { at: number; box: Promise<CachedBox | null> }>();
  private pendingCounts = new Map<number, number>();
  private pendingDrops: LiveDrop[] = [];
  private dropTimer: NodeJS.Timeout | null = null;
  private readonly flushTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly fairness: FairnessService,
    private readonly publisher: Publisher,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {
    this.flushTimer = setInterval(() => void this.flushOpenedCounts(), 2_000);
    this.flushTimer.unref();
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

  private isNew(box: repo.BoxRow) {
    return this.clock.now().getTime() - box.createdAt.getTime() < repo.NEW_BOX_DAYS * 86_400_000;
  }

  private summary(box: repo.BoxRow, topImage: string | null, isLiked = false): BoxSummary {
    return {
      id: box.id,
      name: box.name,
      boxInfo: boxInfoPath(box.id, box.name),
      price: centsToCoins(box.priceCents),
      image: box.image,
      tags: box.tags,
      isFeatured: box.isFeatured,
      isNew: this.isNew(box),
      openedCount: box.openedCount,
      topItemImage: topImage,
      isLiked,
    };
  }

  /** GET /api/item/list (spec §2 category picker, §5 search, price filter, sort). Prices in coin units. */
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
    const [tops, liked] = await Promise.all([repo.topItemImages(this.db, ids), userId ? repo.likedBoxIds(this.db, userId, ids) : new Set<number>()]);
    return { list: rows.map((b) => this.summary(b, tops.get(b.id) ?? null, liked.has(b.id))), total, page: q.page, pageSize: q.pageSize };
  }

  /**
   * POST /api/item/{id}/collect: likes or unlikes a box for the player (spec §2 MY LIKE).
   * @throws AppError('item.error.not_found')
   */
  async collect(userId: number, boxId: number, like: boolean): Promise<CollectResult> {
    if (!(await this.loadBox(boxId))) throw new AppError('item.error.not_found');
    await repo.setLike(this.db, userId, boxId, like);
    return { boxId, isLiked: like };
  }

  /** GET /api/item/search: at most 5 suggestions (spec §5). */
  async search(keyword: string): Promise<BoxSummary[]> {
    const k = keyword.trim();
    if (!k) return [];
    return (await this.list({ keyword: k, sort: 'opened', page: 1, pageSize: 5 })).list;
  }

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
    const isLiked = userId ? (await repo.likedBoxIds(this.db, userId, [id])).has(id) : false;
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
      openedCount: c.box.openedCount,
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
   * Opens a box `times` times (1, 3 or 5) in ONE transaction: charges price x times, reserves consecutive
   * nonces of the player's box seed pair, draws each ticket with float_0, stores the prizes, then
   * publishes the drops on the `live` channel. A repeated `idempotencyKey` returns the first result.
   * @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | error.invalid_parameter | coin.error.not_enough
   */
  async open(player: { id: number; nickname: string }, boxId: number, times: number, idempotencyKey?: string): Promise<OpenResponse> {
    const userId = player.id;
    if (!(OPEN_TIMES as readonly number[]).includes(times)) throw new AppError('error.invalid_parameter', 'Open 1, 3 or 5 boxes at once');
    const c = await this.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    if (!c.box.isActive) throw new AppError('item.error.off_sale');
    if (c.box.isFree && times !== 1) throw new AppError('item.error.free_box');
    const cost = c.box.priceCents * times;
    const key = `open:${userId}:${idempotencyKey ?? this.random.hex(16)}`;
    const out = await this.db.transaction(async (tx) => {
      let debit: { duplicate: boolean; entryId: number | null; balance: number };
      if (c.box.isFree) {
        // the free box (spec §2 free box guide, §8 free boxes): once per FREE_BOX_COOLDOWN_MS, no money moves
        const account = await this.wallet.lockAccount(tx, userId);
        const last = await repo.lastFreeOpening(tx, userId);
        const now = this.clock.now().getTime();
        if (last && now - last.getTime() < FREE_BOX_COOLDOWN_MS) throw new AppError('free.error.opened');
        debit = { duplicate: false, entryId: null, balance: account.balance };
      } else {
        debit = await this.wallet.debit(tx, 'house', { userId, amount: cost, idempotencyKey: key, kind: 'box_open', refType: 'box', refId: String(boxId), metadata: { times }, isFreshKey: idempotencyKey === undefined });
      }
      if (debit.duplicate) return { duplicate: true as const, entryId: debit.entryId!, balance: debit.balance };
      const seeds = await this.fairness.reserveNonces(tx, userId, SEED_TYPE.box, times);
      const draws = Array.from({ length: times }, (_, i) => {
        const nonce = seeds.nonce + i;
        const ticket = boxTicket(seeds.serverSeed, seeds.clientSeed, nonce);
        const row = c.items[itemIndexForTicket(c.ranges, ticket)]!;
        return { nonce, ticket, item: row.item };
      });
      const opened = await repo.insertOpeningsWithStoreItems(
        tx,
        draws.map((d) => ({
          userId,
          boxId,
          oddsVersion: c.box.oddsVersion,
          seedPairId: seeds.pairId,
          nonce: d.nonce,
          ticket: d.ticket,
          itemId: d.item.id,
          priceCents: c.box.priceCents,
          itemPriceCents: d.item.priceCents,
          journalEntryId: debit.entryId,
          source: c.box.isFree ? 'free' : 'box',
        })),
      );
      const results: OpenResult[] = draws.map((d) => ({
        openId: opened.get(d.nonce)!.openingId,
        storeItemId: opened.get(d.nonce)!.storeItemId,
        itemId: d.item.id,
        itemName: d.item.name,
        itemImage: d.item.image,
        itemPrice: centsToCoins(d.item.priceCents),
        skuLevel: d.item.skuLevel,
        ticket: d.ticket,
        nonce: d.nonce,
        clientSeed: seeds.clientSeed,
        serverSeedHashed: seeds.serverSeedHashed,
      }));
      return { duplicate: false as const, results, balance: debit.balance };
    });
    if (out.duplicate) return this.replayOpen(out.entryId, userId, cost);
    this.pendingCounts.set(boxId, (this.pendingCounts.get(boxId) ?? 0) + times);
    this.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    this.queueDrops(c, player.nickname, out.results);
    return { results: out.results, balance: centsToCoins(out.balance), cost: centsToCoins(cost) };
  }

  private async replayOpen(entryId: number, userId: number, cost: number): Promise<OpenResponse> {
    const rows = await repo.openingsByEntry(this.db, entryId);
    const pairs = new Map<number, { clientSeed: string; serverSeedHashed: string }>();
    const results: OpenResult[] = [];
    for (const { opening: o, store } of rows) {
      if (!pairs.has(o.seedPairId)) {
        const v = await this.fairness.verifyOpening(o.id);
        pairs.set(o.seedPairId, { clientSeed: v.clientSeed, serverSeedHashed: v.serverSeedHashed });
      }
      const c = await this.loadBox(o.boxId);
      const item = c?.items.find((r) => r.item.id === o.itemId)?.item;
      results.push({
        openId: o.id,
        storeItemId: store.id,
        itemId: o.itemId,
        itemName: item?.name ?? '',
        itemImage: item?.image ?? '',
        itemPrice: centsToCoins(o.itemPriceCents),
        skuLevel: item?.skuLevel ?? 5,
        ticket: o.ticket,
        nonce: o.nonce,
        ...pairs.get(o.seedPairId)!,
      });
    }
    return { results, balance: centsToCoins(await this.wallet.balanceOf(this.db, userId)), cost: centsToCoins(cost) };
  }

  /**
   * Live drops are built from what the opening already knows (no query) and pushed on the `live`
   * channel in batches every LIVE_PUSH_MS, so a burst of opens costs one emit per batch.
   */
  private queueDrops(c: CachedBox, nickname: string, results: OpenResult[]) {
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

  /** GET /api/item/livedrops and /api/item/{id}/drops: newest first (spec §3 Live drop, §9 initial 30). */
  async drops(limit = LIVE_DROPS_INITIAL, boxId?: number): Promise<LiveDrop[]> {
    const rows = await repo.recentDrops(this.db, limit, boxId);
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

  /** GET /api/free/info: the free box id and when the player may open it next (null = now). */
  async freeInfo(userId: number | null): Promise<{ boxId: number; nextClaimAt: string | null }> {
    const box = await repo.findFreeBox(this.db);
    if (!box) throw new AppError('item.error.not_found');
    const last = userId ? await repo.lastFreeOpening(this.db, userId) : null;
    const next = last ? last.getTime() + FREE_BOX_COOLDOWN_MS : 0;
    return { boxId: box.id, nextClaimAt: next > this.clock.now().getTime() ? new Date(next).toISOString() : null };
  }

  /** POST /api/free/mystery/claim: opens the free box (see `open`). @throws AppError free.error.opened */
  async claimFree(player: { id: number; nickname: string }): Promise<OpenResponse> {
    const box = await repo.findFreeBox(this.db);
    if (!box) throw new AppError('item.error.not_found');
    return this.open(player, box.id, 1);
  }

  /** Writes accumulated opened counts (kept off the hot path so a popular box row is not contended). */
  async flushOpenedCounts() {
    if (!this.pendingCounts.size) return;
    const counts = this.pendingCounts;
    this.pendingCounts = new Map();
    await repo.addOpenedCounts(this.db, counts).catch(() => undefined);
  }

  async stop() {
    clearInterval(this.flushTimer);
    if (this.dropTimer) clearTimeout(this.dropTimer);
    await this.flushOpenedCounts();
  }
}
