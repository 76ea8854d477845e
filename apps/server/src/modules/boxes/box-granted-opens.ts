import { centsToCoins, coinsToCents, type LevelInfo, SEED_TYPE, wagerXp } from '@hapa/domain';
import type { OpenResponse, OpenResult } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { recordOpens } from '../../lib/metrics.ts';
import { DuplicateOpen, type BoxOpenings, type OpeningDeps } from './box-openings.ts';
import * as repo from './boxes.repo.ts';
import { drawTickets, openingRows, openResults, type CachedBox } from './open-draw.ts';

/**
 * Openings paid by something other than the player's coins (apps/server/src/modules/boxes/README.md): a voucher
 * (Free voucher, Lucky Trial) and a reward box (a distribution code's box). Same provably-fair draw as a paid open.
 */
export class BoxGrantedOpenings {
  constructor(
    private readonly d: OpeningDeps,
    private readonly openings: BoxOpenings,
  ) {}

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
    const c = await this.d.loadBox(boxId);
    if (!c) throw new AppError('item.error.not_found');
    if (!c.box.isActive || c.items.length === 0) throw new AppError('item.error.off_sale');
    if (paid) await this.d.progression.assertMayOpenBox(this.d.db, userId, boxId);
    const cost = paid?.priceCents ?? 0;
    let out: { results: OpenResult[]; balance: number; level: LevelInfo | null };
    try {
      out = await this.d.db.transaction(async (tx) => {
        const account = await this.d.wallet.lockAccount(tx, userId);
        // a repeat of a paid voucher opening that went through answers its first result (the voucher is used by then)
        if (paid && (await this.d.wallet.entryByKey(tx, paid.idempotencyKey))) throw new DuplicateOpen();
        await this.d.wallet.assertMayPlay(tx, userId);
        await consume(tx);
        const seeds = await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
        const draws = drawTickets(c, seeds, 1);
        if (!paid || cost === 0) {
          const opened = await repo.insertOpeningsWithStoreItems(
            tx,
            openingRows(c, userId, seeds.pairId, draws, paid ? 'lucky_trial' : 'free_voucher', paid ? cost : undefined),
            null,
          );
          const results = openResults(draws, opened, seeds);
          await this.openings.appendOpened(tx, c, userId, 1, 0, draws, results, true);
          return { results, balance: account.balance, level: null };
        }
        const posted = await this.d.wallet.debitLocked<repo.OpenedRow>(
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
        await this.openings.appendOpened(tx, c, userId, 1, cost, draws, results, false);
        const level = await this.d.progression.awardXp(tx, userId, wagerXp(cost));
        return { results, balance: posted.balance, level };
      });
    } catch (err) {
      if (paid && err instanceof DuplicateOpen) return this.openings.replayOpen(paid.idempotencyKey, userId, cost);
      throw err;
    }
    recordOpens(this.d.db, 1);
    this.d.activity.counted(boxId, 1);
    if (cost > 0) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    this.d.activity.queueDrops(c, player.nickname, out.results);
    return { results: out.results, balance: centsToCoins(out.balance), cost: centsToCoins(cost), ...(paid ? { level: out.level } : {}) };
  }

  /**
   * A box that can be given as a reward (a distribution code's box, apps/server/src/modules/boxes/README.md), loaded BEFORE the caller's
   * transaction (PGlite runs one transaction at a time).
   * @throws AppError user.error.distribution_box_error when the box is unknown, inactive or the free box
   */
  async grantableBox(boxId: number): Promise<CachedBox> {
    const c = await this.d.loadBox(boxId);
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
    await this.d.wallet.lockAccount(tx, userId);
    await this.d.wallet.assertMayPlay(tx, userId);
    await this.d.wallet.postLegs(tx, {
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
    const seeds = await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.box, 1);
    const draws = drawTickets(c, seeds, 1);
    const opened = await repo.insertOpeningsWithStoreItems(tx, openingRows(c, userId, seeds.pairId, draws, 'distribution'), null);
    const result = openResults(draws, opened, seeds)[0]!;
    return { boxName: c.box.name, itemName: result.itemName, valueCents: coinsToCents(result.itemPrice) };
  }
}
