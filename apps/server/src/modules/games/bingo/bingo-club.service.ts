import { centsToCoins, maskName } from '@hapa/domain';
import {
  BINGO_BARRAGE_SHOWN,
  type BingoBarrage,
  type BingoBarrageMessage,
  type BingoExchange,
  type BingoExchangeResult,
  type OpsBingoOffer,
  type OpsBingoOfferBody,
  type OpsBingoOffers,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock, RandomSource } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { insertRewardItem } from '../../vip/store-items.service.ts';
import * as repo from './bingo.repo.ts';

/** A player may post one barrage message per this many ms. */
export const BINGO_BARRAGE_GAP_MS = 5_000;

/** Exchange offers seeded on a fresh database (catalogue gift cards by name; points for a face value). */
export const SEED_BINGO_OFFERS: readonly { name: string; points: number }[] = [
  { name: 'Amazon $1 Gift Card', points: 200 },
  { name: 'Amazon $5 Gift Card', points: 1_000 },
  { name: 'Starbucks $5 Gift Card', points: 1_000 },
  { name: 'Steam $5 Gift Card', points: 1_000 },
  { name: 'Amazon $10 Gift Card', points: 2_000 },
];

/**
 * Around the Bingo King games (docs/games.md; docs/product/endpoints.md#games /bingo/barrage, /bingo/exchange, docs/product/constants.md#lists-and-pages barrage 5): the barrage of
 * short live messages and the exchange of bingo points (earned per card bought, see BingoService.buy) for
 * catalogue items into the player's store; the console edits the offers (role catalogue).
 */
export class BingoClubService {
  constructor(private readonly d: { db: Db; wallet: WalletService; clock: Clock; random: RandomSource; publisher: Publisher }) {}

  private now(): Date {
    return this.d.clock.now();
  }

  // ---------- barrage ----------

  /** GET /api/bingo/barrage: the last 5 messages, oldest first (docs/product/constants.md#lists-and-pages barrage 5). */
  async barrage(): Promise<BingoBarrage> {
    const rows = await repo.lastBarrage(this.d.db, BINGO_BARRAGE_SHOWN);
    return { list: rows.map((r) => barrageView(r.m, r.nickname)) };
  }

  /**
   * POST /api/bingo/barrage: a message of 1-40 characters (trimmed), one per player per 5 s, broadcast on bingo_call.
   * @throws AppError bingo.error.barrage_too_fast
   */
  async postBarrage(userId: number, text: string): Promise<BingoBarrageMessage> {
    const now = this.now();
    const msg = await this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId); // serialises one player's posts
      const last = await repo.lastBarrageAt(tx, userId);
      if (last && now.getTime() - last.getTime() < BINGO_BARRAGE_GAP_MS) throw new AppError('bingo.error.barrage_too_fast');
      const row = await repo.insertBarrage(tx, { userId, text, createdAt: now });
      const names = await repo.nicknames(tx, [userId]);
      return barrageView(row, names.get(userId) ?? '');
    });
    this.d.publisher.toChannel('bingo_call', 'bingo_call:barrage', msg);
    return msg;
  }

  // ---------- exchange ----------

  /** GET /api/bingo/exchange: the active offers and the player's points. */
  async exchangeList(userId?: number): Promise<BingoExchange> {
    const [rows, points] = await Promise.all([repo.offers(this.d.db, true), userId ? repo.pointsOf(this.d.db, userId) : 0]);
    return {
      points,
      list: rows.map((r) => ({
        id: r.offer.id,
        itemId: r.offer.itemId,
        name: r.name,
        image: r.image,
        value: centsToCoins(r.priceCents),
        points: r.offer.points,
      })),
    };
  }

  /**
   * POST /api/bingo/exchange {id}: spends the offer's points (balance row locked, never below zero) and puts its
   * item in the player's store, in one transaction. The same Idempotency-Key answers the first exchange.
   * @throws AppError bingo.error.offer_not_found, bingo.error.not_enough_points
   */
  async exchange(userId: number, offerId: number, idempotencyKey?: string): Promise<BingoExchangeResult> {
    return this.d.db.transaction(async (tx) => {
      const points = await repo.pointsOf(tx, userId, true);
      const key = `exchange:${idempotencyKey ?? this.d.random.hex(12)}`;
      const done = idempotencyKey ? await repo.moveByKey(tx, userId, key) : null;
      if (done) return { points, storeItemId: done.refId ?? 0 };
      const o = await repo.offer(tx, offerId);
      if (!o || !o.offer.isActive) throw new AppError('bingo.error.offer_not_found');
      if (points < o.offer.points) throw new AppError('bingo.error.not_enough_points');
      const storeItemId = await insertRewardItem(tx, userId, o.offer.itemId, 'bingo_exchange', this.now());
      if (storeItemId === null) throw new AppError('bingo.error.offer_not_found');
      await repo.addPoints(tx, userId, -o.offer.points, 'exchange', storeItemId, key, this.now());
      return { points: points - o.offer.points, storeItemId };
    });
  }

  /** Inserts the default exchange offers on a database without any (catalogue gift cards found by name). */
  async seedDefaults(): Promise<number> {
    if ((await repo.countOffers(this.d.db)) > 0) return 0;
    const ids = await repo.itemIdsByName(
      this.d.db,
      SEED_BINGO_OFFERS.map((o) => o.name),
    );
    const rows = SEED_BINGO_OFFERS.filter((o) => ids.has(o.name)).map((o, i) => ({
      itemId: ids.get(o.name)!,
      points: o.points,
      sort: (i + 1) * 10,
      isActive: true,
    }));
    return (await repo.insertOffers(this.d.db, rows)).length;
  }

  // ---------- console ----------

  /** GET /api/ops/games/bingo/offers: every exchange offer (inactive too). */
  async opsOffers(): Promise<OpsBingoOffers> {
    const rows = await repo.offers(this.d.db, false);
    return { list: rows.map(offerView) };
  }

  /**
   * POST /api/ops/games/bingo/offers (new) or /offers/{id} (edit), with the audit row in the same transaction.
   * @throws AppError error.not_found (no such offer or catalogue item)
   */
  async saveOffer(id: number | null, v: OpsBingoOfferBody, op: OperatorContext): Promise<OpsBingoOffer> {
    const saved = await this.d.db.transaction(async (tx) => {
      if (!(await repo.itemExists(tx, v.itemId))) throw new AppError('error.not_found');
      const before = id === null ? null : await repo.offer(tx, id);
      if (id !== null && !before) throw new AppError('error.not_found');
      const row = id === null ? (await repo.insertOffers(tx, [v]))[0]! : (await repo.updateOffer(tx, id, v))!;
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.bingo_offer',
        targetType: 'bingo_offer',
        targetId: String(row.id),
        before: before?.offer ?? null,
        after: row,
        ip: op.ip,
      });
      return row.id;
    });
    return offerView((await repo.offer(this.d.db, saved))!);
  }
}

function barrageView(m: { id: number; text: string; createdAt: Date }, nickname: string): BingoBarrageMessage {
  return { id: m.id, name: maskName(nickname), text: m.text, createdAt: m.createdAt.toISOString() };
}

function offerView(r: NonNullable<Awaited<ReturnType<typeof repo.offer>>>): OpsBingoOffer {
  return { id: r.offer.id, itemId: r.offer.itemId, name: r.name, points: r.offer.points, sort: r.offer.sort, isActive: r.offer.isActive };
}
