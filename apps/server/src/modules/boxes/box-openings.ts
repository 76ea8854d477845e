import { centsToCoins, type LevelInfo, SEED_TYPE, wagerXp } from '@hapa/domain';
import type { OpenResponse, OpenResult } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { allSettledInTx } from '../../lib/settle.ts';
import type { RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import { recordOpens } from '../../lib/metrics.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { BoxActivity } from './box-activity.ts';
import * as repo from './boxes.repo.ts';
import { drawTickets, openingRows, openResults, type CachedBox } from './open-draw.ts';

export const OPEN_TIMES = [1, 3, 5] as const;
/**
 * The gate of a free opening, run inside its transaction after the player's coin account is locked: throws the
 * refusal (free-boxes.service.ts `assertMayOpen`, docs/free-boxes.md).
 */
export type FreeOpenGate = (tx: Tx, boxId: number, userId: number) => Promise<void>;

/** Thrown inside the open's transaction when its idempotency key was used before: rolls it back. */
export class DuplicateOpen extends Error {}

/** What the VIP module gives a box opening (modules/vip; VipService implements it). */
export interface BoxProgression {
  /** VIP XP of a paid open (1 per coin unit of the stake), in its transaction; returns the player's level */
  awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
  /** VIP exclusive-box gate (docs/product/constants.md#vip-and-progression VIP4 exclusive box): throws vip.error.exclusive_box below the box's level */
  assertMayOpenBox(db: Db, userId: number, boxId: number): Promise<void>;
}

/** What box openings are built on (boxes.service.ts builds them). */
export interface OpeningDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  publisher: Publisher;
  random: RandomSource;
  /** domain events outbox: `box.opened` in each opening's transaction */
  events: EventsService;
  /** VIP XP and the exclusive-box gate (apps/server/src/modules/boxes/README.md) */
  progression: BoxProgression;
  /** the box with its current odds (the service's cache); null when unknown */
  loadBox(id: number): Promise<CachedBox | null>;
  activity: BoxActivity;
}

/** Provably-fair box openings paid with coins, and free boxes (fairness.md "Box opening", docs/free-boxes.md). */
export class BoxOpenings {
  /** refuses every free opening until the free boxes are wired (`useFreeGate`) */
  private freeGate: FreeOpenGate = async () => {
    throw new AppError('item.error.off_sale');
  };

  constructor(private readonly d: OpeningDeps) {}

  /**
   * Opens a box `times` times (1, 3 or 5) in ONE transaction: charges price x times, reserves consecutive
   * nonces of the player's box seed pair, draws each ticket with float_0, stores the prizes, then
   * publishes the drops on the `live` channel. A repeated `idempotencyKey` returns the first result.
   * @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | error.invalid_parameter | coin.error.not_enough | vip.error.exclusive_box
   */
  async open(player: { id: number; nickname: string }, boxId: number, times: number, idempotencyKey?: string): Promise<OpenResponse> {
    const userId = player.id;
    if (!(OPEN_TIMES as readonly number[]).includes(times)) throw new AppError('error.invalid_parameter', 'Open 1, 3 or 5 boxes at once');
    const c = await this.d.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    // off sale, or (a box the console created) no odds published yet
    if (!c.box.isActive || c.items.length === 0) throw new AppError('item.error.off_sale');
    if (c.box.isFree && times !== 1) throw new AppError('item.error.free_box');
    await this.d.progression.assertMayOpenBox(this.d.db, userId, boxId);
    const cost = c.box.priceCents * times;
    const key = `open:${userId}:${idempotencyKey ?? this.d.random.hex(16)}`;
    let out: { results: OpenResult[]; balance: number; level?: LevelInfo | null };
    try {
      out = await this.d.db.transaction((tx) =>
        c.box.isFree ? this.openFree(tx, c, userId) : this.openPaid(tx, c, userId, times, cost, key, idempotencyKey !== undefined),
      );
    } catch (err) {
      if (err instanceof DuplicateOpen) return this.replayOpen(key, userId, cost);
      throw err;
    }
    recordOpens(this.d.db, times);
    this.d.activity.counted(boxId, times);
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    this.d.activity.queueDrops(c, player.nickname, out.results);
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
    this.d.wallet.prefetchSpendGuard(tx, userId);
    const locked = await locking;
    if (!locked.account) throw new Error(`user ${userId} has no user_coin account`);
    if (locked.account.balance < cost) {
      // a repeat of a request that went through must answer its first result, not "not enough"
      if (clientKey && (await this.d.wallet.entryByKey(tx, key))) throw new DuplicateOpen();
      throw new AppError('coin.error.not_enough');
    }
    const seeds = locked.pair ?? (await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.box, times));
    const draws = drawTickets(c, seeds, times);
    // the posting and the XP for the stake (1 per coin unit, apps/server/src/modules/boxes/README.md) are independent: sent together
    const [posted, level] = await allSettledInTx([
      this.d.wallet.debitLocked<repo.OpenedRow>(
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
      this.d.progression.awardXp(tx, userId, wagerXp(cost)),
    ]);
    if (posted.duplicate) throw new DuplicateOpen();
    const results = openResults(draws, repo.openedFromTail(posted.tail), seeds);
    // `box.opened` is the last statement: COMMIT rides with it (EventsService.appendLast)
    const value = { results, balance: posted.balance, level };
    return this.d.events.appendLast(tx, 'box.opened', userId, openedEvent(c, userId, times, cost, draws, results, false), value);
  }

  /** Sets the gate every free opening passes (modules/boxes/free-boxes.service.ts `assertMayOpen`). */
  useFreeGate(gate: FreeOpenGate): void {
    this.freeGate = gate;
  }

  /** A free box (docs/product/routes.md#free /free, docs/product/errors.md free boxes; docs/free-boxes.md): its rule's gate decides, no money moves. */
  private async openFree(tx: Tx, c: CachedBox, userId: number) {
    const account = await this.d.wallet.lockAccount(tx, userId);
    await this.d.wallet.assertMayPlay(tx, userId); // a cool-off / self-exclusion blocks the free box too
    await this.freeGate(tx, c.box.id, userId);
    const seeds = await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
    const draws = drawTickets(c, seeds, 1);
    const opened = await repo.insertOpeningsWithStoreItems(tx, openingRows(c, userId, seeds.pairId, draws, 'free'), null);
    const results = openResults(draws, opened, seeds);
    await this.appendOpened(tx, c, userId, 1, 0, draws, results, true);
    return { results, balance: account.balance };
  }

  /** Appends `box.opened` (stake and prizes in cents; docs/events.md) in the opening's transaction. */
  async appendOpened(
    tx: Tx,
    c: CachedBox,
    userId: number,
    times: number,
    stakeCents: number,
    draws: { item: { priceCents: number } }[],
    results: OpenResult[],
    free: boolean,
  ) {
    await this.d.events.append(tx, 'box.opened', userId, openedEvent(c, userId, times, stakeCents, draws, results, free));
  }

  /** The first result of a repeated open (same idempotency key). */
  async replayOpen(key: string, userId: number, cost: number): Promise<OpenResponse> {
    const entry = await this.d.wallet.entryByKey(this.d.db, key);
    if (!entry) throw new Error(`idempotency key ${key} vanished`);
    const rows = await repo.openingsByEntry(this.d.db, entry);
    const pairs = new Map<number, { clientSeed: string; serverSeedHashed: string }>();
    const results: OpenResult[] = [];
    for (const { opening: o, store } of rows) {
      if (!pairs.has(o.seedPairId)) {
        const v = await this.d.fairness.verifyOpening(o.id);
        pairs.set(o.seedPairId, { clientSeed: v.clientSeed, serverSeedHashed: v.serverSeedHashed });
      }
      const c = await this.d.loadBox(o.boxId);
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
    return { results, balance: centsToCoins(await this.d.wallet.balanceOf(this.d.db, userId)), cost: centsToCoins(cost) };
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
