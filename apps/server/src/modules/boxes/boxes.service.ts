import {
  boxInfoPath,
  centsToCoins,
  coinsToCents,
  DAY_MS,
  expectedValueCents,
  type LevelInfo,
  rtpOf,
  SEED_TYPE,
  wagerXp,
} from '@hapa/domain';
import type {
  BoxDetail,
  BoxList,
  BoxListQuery,
  BoxSummary,
  CollectResult,
  LiveDrop,
  OpenHistoryEntry,
  OpenResponse,
  OpenResult,
  SimulationOpenResponse,
  Tag,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { allSettledInTx } from '../../lib/settle.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import { recordOpens } from '../../lib/metrics.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import * as repo from './boxes.repo.ts';
import { drawTickets, openingRows, openResults, type CachedBox } from './open-draw.ts';
import { simulateOpening } from './simulation.ts';

export const OPEN_TIMES = [1, 3, 5] as const;
/**
 * The gate of a free opening, run inside its transaction after the player's coin account is locked: throws the
 * refusal (free-boxes.service.ts `assertMayOpen`, docs/free-boxes.md).
 */
export type FreeOpenGate = (tx: Tx, boxId: number, userId: number) => Promise<void>;
const LIVE_DROPS_INITIAL = 30;
const LIVE_DROPS_MAX = 50;
/** How long a box and its odds are served from memory. */
const BOX_CACHE_MS = 15_000;
/** How long a box's stored opened counter is served from memory (others' openings show within seconds). */
const OPENED_COUNT_MS = 1_000;
/** Live drops are pushed in batches at most this often (spec: visible to others within a second). */
const LIVE_PUSH_MS = 100;

/** Thrown inside the open's transaction when its idempotency key was used before: rolls it back. */
class DuplicateOpen extends Error {}

/** Boxes: catalogue reads, provably-fair opening (fairness.md "Box opening"), live drops. */
export class BoxesService {
  private readonly cache = new Map<number, { at: number; box: Promise<CachedBox | null> }>();
  /** demo openings served by this instance (their reel keys) */
  private demoOpenings = 0;
  private pendingCounts = new Map<number, number>();
  /** counts taken by a flush that is still writing them (so a read never misses them) */
  private flushingCounts = new Map<number, number>();
  private readonly openedCache = new Map<number, { at: number; n: Promise<number> }>();
  private pendingDrops: LiveDrop[] = [];
  /** refuses every free opening until the free boxes are wired (`useFreeGate`) */
  private freeGate: FreeOpenGate = async () => {
    throw new AppError('item.error.off_sale');
  };
  private dropTimer: NodeJS.Timeout | null = null;
  private readonly flushTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly fairness: FairnessService,
    private readonly publisher: Publisher,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    /** domain events outbox: `box.opened` in each opening's transaction */
    private readonly events?: EventsService,
    /** VIP XP of a paid open, in its transaction (modules/vip; apps/server/src/modules/boxes/README.md) */
    private readonly progression?: {
      awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
      /** VIP exclusive-box gate (docs/product/constants.md#vip-and-progression VIP4 exclusive box): throws vip.error.exclusive_box below the box's level */
      assertMayOpenBox?(db: Db, userId: number, boxId: number): Promise<void>;
    },
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

  /** Drops a box from this instance's cache (the console changed it or published new odds). */
  forget(id: number) {
    this.cache.delete(id);
  }

  /** Drops every cached box (an item the boxes show changed). */
  forgetAll() {
    this.cache.clear();
  }

  /** Openings of `id` on this instance not yet written to the box row. */
  private unflushed(id: number): number {
    return (this.pendingCounts.get(id) ?? 0) + (this.flushingCounts.get(id) ?? 0);
  }

  /**
   * The "N opened" counter (apps/server/src/modules/boxes/README.md): this instance's own openings at once (counted before they are
   * flushed), the stored counter re-read at most every OPENED_COUNT_MS (others' openings within seconds).
   */
  private async openedCountOf(id: number): Promise<number> {
    const now = this.clock.now().getTime();
    let hit = this.openedCache.get(id);
    if (!hit || now - hit.at >= OPENED_COUNT_MS) {
      hit = { at: now, n: repo.openedCount(this.db, id) };
      hit.n.catch(() => this.openedCache.delete(id));
      this.openedCache.set(id, hit);
    }
    return (await hit.n) + this.unflushed(id);
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
      openedCount: box.openedCount + this.unflushed(box.id),
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
      this.openedCountOf(id),
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
   * Opens a box `times` times (1, 3 or 5) in ONE transaction: charges price x times, reserves consecutive
   * nonces of the player's box seed pair, draws each ticket with float_0, stores the prizes, then
   * publishes the drops on the `live` channel. A repeated `idempotencyKey` returns the first result.
   * @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | error.invalid_parameter | coin.error.not_enough | vip.error.exclusive_box
   */
  async open(player: { id: number; nickname: string }, boxId: number, times: number, idempotencyKey?: string): Promise<OpenResponse> {
    const userId = player.id;
    if (!(OPEN_TIMES as readonly number[]).includes(times)) throw new AppError('error.invalid_parameter', 'Open 1, 3 or 5 boxes at once');
    const c = await this.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    // off sale, or (a box the console created) no odds published yet
    if (!c.box.isActive || c.items.length === 0) throw new AppError('item.error.off_sale');
    if (c.box.isFree && times !== 1) throw new AppError('item.error.free_box');
    await this.progression?.assertMayOpenBox?.(this.db, userId, boxId);
    const cost = c.box.priceCents * times;
    const key = `open:${userId}:${idempotencyKey ?? this.random.hex(16)}`;
    let out: { results: OpenResult[]; balance: number; level?: LevelInfo | null };
    try {
      out = await this.db.transaction((tx) =>
        c.box.isFree ? this.openFree(tx, c, userId) : this.openPaid(tx, c, userId, times, cost, key, idempotencyKey !== undefined),
      );
    } catch (err) {
      if (err instanceof DuplicateOpen) return this.replayOpen(key, userId, cost);
      throw err;
    }
    recordOpens(this.db, times);
    this.pendingCounts.set(boxId, (this.pendingCounts.get(boxId) ?? 0) + times);
    this.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    this.queueDrops(c, player.nickname, out.results);
    return { results: out.results, balance: centsToCoins(out.balance), cost: centsToCoins(cost), level: out.level ?? null };
  }

  /**
   * A paid open in three round trips on PostgreSQL (db/pipeline.ts): BEGIN, the account lock with the nonce
   * reservation (one statement) and the stake guard's read; then, after the draw in memory, the journal entry
   * with the openings and store items (one statement) beside the XP for the stake; then the `box.opened` event
   * with COMMIT behind it. A repeated key throws DuplicateOpen, rolling the nonce reservation back.
   */
  private async openPaid(tx: Tx, c: CachedBox, userId: number, times: number, cost: number, key: string, clientKey: boolean) {
    const locking = repo.lockAccountAndReserveNonces(tx, userId, SEED_TYPE.box, times);
    // the stake guard's read runs right after the lock, in the same round trip (db/pipeline.ts)
    this.wallet.prefetchSpendGuard(tx, userId);
    const locked = await locking;
    if (!locked.account) throw new Error(`user ${userId} has no user_coin account`);
    if (locked.account.balance < cost) {
      // a repeat of a request that went through must answer its first result, not "not enough"
      if (clientKey && (await this.wallet.entryByKey(tx, key))) throw new DuplicateOpen();
      throw new AppError('coin.error.not_enough');
    }
    const seeds = locked.pair ?? (await this.fairness.reserveNonces(tx, userId, SEED_TYPE.box, times));
    const draws = drawTickets(c, seeds, times);
    // the posting and the XP for the stake (1 per coin unit, apps/server/src/modules/boxes/README.md) are independent: sent together
    const [posted, level] = await allSettledInTx([
      this.wallet.debitLocked<repo.OpenedRow>(
        tx,
        locked.account,
        'house',
        {
          userId,
          amount: cost,
          idempotencyKey: key,
          kind: 'box_open',
          refType: 'box',
          refId: String(c.box.id),
          metadata: { times, seedPairId: seeds.pairId, nonce: seeds.nonce },
        },
        repo.openingsPostingTail(openingRows(c, userId, seeds.pairId, draws, 'box')),
      ),
      this.progression ? this.progression.awardXp(tx, userId, wagerXp(cost)) : null,
    ]);
    if (posted.duplicate) throw new DuplicateOpen();
    const results = openResults(draws, repo.openedFromTail(posted.tail), seeds);
    // `box.opened` is the last statement: COMMIT rides with it (EventsService.appendLast)
    const value = { results, balance: posted.balance, level };
    return this.events
      ? this.events.appendLast(tx, 'box.opened', userId, openedEvent(c, userId, times, cost, draws, results, false), value)
      : value;
  }

  /** Sets the gate every free opening passes (modules/boxes/free-boxes.service.ts `assertMayOpen`). */
  useFreeGate(gate: FreeOpenGate): void {
    this.freeGate = gate;
  }

  /** A free box (docs/product/routes.md#free /free, docs/product/errors.md free boxes; docs/free-boxes.md): its rule's gate decides, no money moves. */
  private async openFree(tx: Tx, c: CachedBox, userId: number) {
    const account = await this.wallet.lockAccount(tx, userId);
    await this.wallet.assertMayPlay(tx, userId); // a cool-off / self-exclusion blocks the free box too
    await this.freeGate(tx, c.box.id, userId);
    const seeds = await this.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
    const draws = drawTickets(c, seeds, 1);
    const opened = await repo.insertOpeningsWithStoreItems(tx, openingRows(c, userId, seeds.pairId, draws, 'free'), null);
    const results = openResults(draws, opened, seeds);
    await this.appendOpened(tx, c, userId, 1, 0, draws, results, true);
    return { results, balance: account.balance };
  }

  /** Appends `box.opened` (stake and prizes in cents) in the opening's transaction, when the outbox is wired. */
  private async appendOpened(
    tx: Tx,
    c: CachedBox,
    userId: number,
    times: number,
    stakeCents: number,
    draws: { item: { priceCents: number } }[],
    results: OpenResult[],
    free: boolean,
  ) {
    if (this.events) await this.events.append(tx, 'box.opened', userId, openedEvent(c, userId, times, stakeCents, draws, results, free));
  }

  /**
   * An opening of `boxId` paid by a voucher: the same provably-fair draw as a paid open (the player's box seed pair,
   * next nonce, float_0 ticket; verifiable like any opening), in ONE transaction: the coin account lock, `consume`
   * (locks and uses the voucher, or throws), the nonce, the opening and its store item.
   * - Free voucher (docs/product/entities.md#enums kind Free 0, no `paid`): no money moves; the spend guard still runs (a break blocks it);
   *   source 'free_voucher'.
   * - Lucky Trial (kind 2, `paid`): the player pays `paid.priceCents` (the offer's price) to `house` under
   *   `paid.idempotencyKey` exactly like a box opening (spend guard, XP for the stake, `box.opened`), source
   *   'lucky_trial'; a repeated key answers the first opening and moves nothing.
   * @throws AppError item.error.not_found | item.error.off_sale | vip.error.exclusive_box (paid) | coin.error.not_enough
   *   (paid) | whatever `consume` throws
   */
  async openWithVoucher(
    player: { id: number; nickname: string },
    boxId: number,
    consume: (tx: Tx) => Promise<void>,
    paid?: { priceCents: number; idempotencyKey: string },
  ): Promise<OpenResponse> {
    const userId = player.id;
    const c = await this.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    if (!c.box.isActive || c.items.length === 0) throw new AppError('item.error.off_sale');
    if (paid) await this.progression?.assertMayOpenBox?.(this.db, userId, boxId);
    const cost = paid?.priceCents ?? 0;
    let out: { results: OpenResult[]; balance: number; level: LevelInfo | null };
    try {
      out = await this.db.transaction(async (tx) => {
        const account = await this.wallet.lockAccount(tx, userId);
        // a repeat of a paid voucher opening that went through answers its first result (the voucher is used by then)
        if (paid && (await this.wallet.entryByKey(tx, paid.idempotencyKey))) throw new DuplicateOpen();
        await this.wallet.assertMayPlay(tx, userId);
        await consume(tx);
        const seeds = await this.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
        const draws = drawTickets(c, seeds, 1);
        if (!paid || cost === 0) {
          const opened = await repo.insertOpeningsWithStoreItems(
            tx,
            openingRows(c, userId, seeds.pairId, draws, paid ? 'lucky_trial' : 'free_voucher', paid ? cost : undefined),
            null,
          );
          const results = openResults(draws, opened, seeds);
          await this.appendOpened(tx, c, userId, 1, 0, draws, results, true);
          return { results, balance: account.balance, level: null };
        }
        const posted = await this.wallet.debitLocked<repo.OpenedRow>(
          tx,
          account,
          'house',
          {
            userId,
            amount: cost,
            idempotencyKey: paid.idempotencyKey,
            kind: 'lucky_trial_open',
            refType: 'box',
            refId: String(boxId),
            metadata: { times: 1, seedPairId: seeds.pairId, nonce: seeds.nonce },
          },
          repo.openingsPostingTail(openingRows(c, userId, seeds.pairId, draws, 'lucky_trial', cost)),
        );
        if (posted.duplicate) throw new DuplicateOpen();
        const results = openResults(draws, repo.openedFromTail(posted.tail), seeds);
        await this.appendOpened(tx, c, userId, 1, cost, draws, results, false);
        const level = this.progression ? await this.progression.awardXp(tx, userId, wagerXp(cost)) : null;
        return { results, balance: posted.balance, level };
      });
    } catch (err) {
      if (paid && err instanceof DuplicateOpen) return this.replayOpen(paid.idempotencyKey, userId, cost);
      throw err;
    }
    recordOpens(this.db, 1);
    this.pendingCounts.set(boxId, (this.pendingCounts.get(boxId) ?? 0) + 1);
    if (cost > 0) this.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    this.queueDrops(c, player.nickname, out.results);
    return { results: out.results, balance: centsToCoins(out.balance), cost: centsToCoins(cost), ...(paid ? { level: out.level } : {}) };
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

  /**
   * A box that can be given as a reward (a distribution code's box, apps/server/src/modules/boxes/README.md), loaded BEFORE the caller's
   * transaction (PGlite runs one transaction at a time).
   * @throws AppError user.error.distribution_box_error when the box is unknown, inactive or the free box
   */
  async grantableBox(boxId: number): Promise<CachedBox> {
    const c = await this.loadBox(boxId);
    if (!c || !c.box.isActive || c.box.isFree) throw new AppError('user.error.distribution_box_error');
    return c;
  }

  /**
   * Opens a box from `grantableBox` once as a reward inside the caller's transaction: draws like a paid open
   * (box seed pair, next nonce), stores the prize, and the `bonus` account pays the box price to the `house`
   * under `idempotencyKey` (so the ledger shows what the reward cost). A box opening is play: the coin account
   * is locked and a cool-off / self-exclusion refuses it (the caller's transaction then rolls back).
   * @throws AppError protection.error.excluded
   */
  async openGranted(
    tx: Tx,
    userId: number,
    c: CachedBox,
    idempotencyKey: string,
  ): Promise<{ boxName: string; itemName: string; valueCents: number }> {
    const boxId = c.box.id;
    await this.wallet.lockAccount(tx, userId);
    await this.wallet.assertMayPlay(tx, userId);
    await this.wallet.postLegs(tx, {
      idempotencyKey,
      kind: 'distribution_box',
      userId,
      refType: 'box',
      refId: String(boxId),
      legs: [
        { system: 'bonus', amount: -c.box.priceCents },
        { system: 'house', amount: c.box.priceCents },
      ],
    });
    const seeds = await this.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
    const draws = drawTickets(c, seeds, 1);
    const opened = await repo.insertOpeningsWithStoreItems(tx, openingRows(c, userId, seeds.pairId, draws, 'distribution'), null);
    const result = openResults(draws, opened, seeds)[0]!;
    return { boxName: c.box.name, itemName: result.itemName, valueCents: coinsToCents(result.itemPrice) };
  }

  /** The first result of a repeated open (same idempotency key). */
  private async replayOpen(key: string, userId: number, cost: number): Promise<OpenResponse> {
    const entry = await this.wallet.entryByKey(this.db, key);
    if (!entry) throw new Error(`idempotency key ${key} vanished`);
    const rows = await repo.openingsByEntry(this.db, entry);
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

  async stop() {
    clearInterval(this.flushTimer);
    if (this.dropTimer) clearTimeout(this.dropTimer);
    await this.flushOpenedCounts();
  }
}

/** The `box.opened` payload of an opening (stake and prizes in cents; docs/events.md). */
function openedEvent(
  c: CachedBox,
  userId: number,
  times: number,
  stakeCents: number,
  draws: { item: { priceCents: number } }[],
  results: OpenResult[],
  free: boolean,
) {
  return {
    userId,
    boxId: c.box.id,
    times,
    free,
    stakeCents,
    prizeCents: draws.reduce((sum, d) => sum + d.item.priceCents, 0),
    openingIds: results.map((r) => r.openId),
    oddsVersion: c.box.oddsVersion,
    priceCents: c.box.priceCents,
  };
}
