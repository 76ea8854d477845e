import { centsToCoins, dealMoments, FANCY_RARITY_WEIGHTS, fancyPackDeal, fancyPackList } from '@hapa/domain';
import type {
  FancyClaimResult,
  FancyConvertResult,
  FancyCraftResult,
  FancyHistory,
  FancyHome,
  FancyPackOpenBody,
  FancyPackRound,
  OpsFancySettings,
  OpsFancyView,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Tx } from '../../../db/client.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { insertRewardItem } from '../../vip/store-items.service.ts';
import { flipReads } from '../flip/flip.service.ts';
import { FANCY_SEED_SETS } from './fancy-seed.ts';
import * as repo from './fancy.repo.ts';
import type { FancySetRow } from './fancy.repo.ts';
import { cardsById, cardView, fancyRoundDetail, packRoundView, setViews } from './fancy-views.ts';
import { opsFancyView, updateFancySettings } from './fancy-console.ts';
import {
  DEFAULT_FANCY_SETTINGS,
  FANCY,
  FANCY_SETTING,
  fancyCardValues,
  type FancyDeps,
  type FancyGrantSource,
  type FancyPackSetting,
  type FancyParams,
  type FancyProgress,
  type FancySettings,
  fancySettings,
} from './fancy.settings.ts';

/**
 * Fancy Cards (docs/games.md; docs/product/routes.md#games /fancy-cards, Play Ground "Fancy Cards"): collectible sets, packs bought with coins
 * or opened with earned credits (welcome, quest rewards `fancy_pack`), duplicates converted to shards, missing cards
 * crafted from shards, and a set's prize claimed once when every card is owned. Opening a pack is a game round of
 * seed type 3 (one nonce, stake = the pack price or 0 for a credit) settled in the same transaction: the pack holds
 * the first K picks of the shuffle rule over its published list (fairness.md "Flip cards, fancy-card packs").
 * Lock order of every action: the player's coin account, then their fancy rows.
 * The rules and settings are fancy.settings.ts, the views fancy-views.ts, the console fancy-console.ts.
 */
export class FancyService {
  constructor(private readonly d: FancyDeps) {
    d.settings.define(FANCY_SETTING, DEFAULT_FANCY_SETTINGS);
    d.core.registerDetail(FANCY, (r) => fancyRoundDetail(r), { kind: 'instant' });
  }

  /** Inserts the seeded sets and cards that are missing (idempotent; run at start). */
  seedDefaults(): Promise<void> {
    return repo.seedSets(this.d.db, FANCY_SEED_SETS);
  }

  private settings(): Promise<FancySettings> {
    return fancySettings(this.d);
  }

  /**
   * Grants `credits` pack credits once per `sourceRef` in the caller's transaction (a repeat changes nothing).
   * sourceRefs: `welcome:{userId}`, `quest:{userId}:{questId}:{i}` (the quests reward granter).
   * @returns true when this call granted
   */
  grant(tx: Tx, g: { userId: number; source: FancyGrantSource; sourceRef: string; credits: number }): Promise<boolean> {
    return repo.grantCredits(tx, { ...g, at: this.d.clock.now() });
  }

  private async ensureWelcome(tx: Tx, userId: number): Promise<void> {
    const credits = (await this.settings()).welcomeCredits;
    if (credits > 0) await this.grant(tx, { userId, source: 'welcome', sourceRef: `welcome:${userId}`, credits });
  }

  /**
   * GET /api/fancy/home: every set on sale with its pack (price, published list, expected packs, RTP) and prize;
   * for a player also their cards, claimed sets, shards and credits (the welcome credit is granted here the first time).
   */
  async home(userId: number | null): Promise<FancyHome> {
    const s = await this.settings();
    const config = {
      cardsPerPack: s.cardsPerPack,
      weights: { ...FANCY_RARITY_WEIGHTS },
      shardValues: s.shardValues,
      craftPrices: s.craftPrices,
    };
    const sets = await repo.activeSets(this.d.db);
    if (userId === null) return { sets: await setViews(this.d.db, sets, s, new Map(), new Set()), config, me: null };
    if (!(await repo.hasGrant(this.d.db, `welcome:${userId}`))) await this.d.db.transaction((tx) => this.ensureWelcome(tx, userId));
    const [collection, claimed, me] = await Promise.all([
      repo.collectionOf(this.d.db, userId),
      repo.claimedSetIds(this.d.db, userId),
      repo.walletOf(this.d.db, userId),
    ]);
    return { sets: await setViews(this.d.db, sets, s, collection, claimed), config, me };
  }

  private async packOf(packId: number): Promise<{ set: FancySetRow; pack: FancyPackSetting; s: FancySettings }> {
    const s = await this.settings();
    const set = (await repo.activeSets(this.d.db)).find((x) => x.id === packId);
    const pack = s.packs.find((p) => p.setId === packId);
    if (!set || !pack || set.cards.length === 0) throw new AppError('fancy.error.pack_not_found');
    return { set, pack, s };
  }

  /**
   * POST /api/fancy/pack/open {packId, payWith} (Idempotency-Key): one pack, paid with coins (its price, posted to
   * `house` by the game core) or one earned credit; dealt and settled in ONE transaction, its cards added to the
   * player's collection. The same key answers the first pack and moves nothing more.
   * @throws AppError fancy.error.pack_not_found, fancy.error.no_credit, coin.error.not_enough, protection errors
   */
  async open(userId: number, body: FancyPackOpenBody, idempotencyKey?: string): Promise<FancyPackRound> {
    const { set, pack, s } = await this.packOf(body.packId);
    const list = fancyPackList(set.cards);
    const perPack = Math.min(s.cardsPerPack, list.length);
    const prizeItem = pack.prizeItemId ? (await flipReads.itemsByIds(this.d.db, [pack.prizeItemId])).get(pack.prizeItemId) : undefined;
    const cardValues = fancyCardValues(set.cards, s.craftPrices, prizeItem ? prizeItem.priceCents : pack.prizeCents);
    return this.d.db.transaction(async (tx) => {
      const now = this.d.clock.now();
      const credit = body.payWith === 'credit';
      const placed = await this.d.core.placeBet(tx, {
        userId,
        game: FANCY,
        stakeCents: credit ? 0 : pack.priceCents,
        params: { packId: set.id, setName: set.name, paidWith: body.payWith, perPack, list } satisfies FancyParams,
        progress: { deal: [], cardIds: [], duplicates: [] } satisfies FancyProgress,
        idempotencyKey,
        beforeStake: async () => {
          if (!credit) return;
          await this.d.wallet.assertMayPlay(tx, userId); // a free pack is play: a break or self-exclusion refuses it
          await this.ensureWelcome(tx, userId);
          if (!(await repo.spendCredit(tx, userId, now))) throw new AppError('fancy.error.no_credit');
        },
      });
      if (!placed.duplicate) {
        const seeds = placed.seeds!;
        const { deal, cardIds } = fancyPackDeal(seeds.serverSeed, seeds.clientSeed, seeds.nonce, list, perPack);
        const held = await repo.collectionOf(tx, userId);
        const duplicates = cardIds.map((id) => {
          const before = held.get(id) ?? 0;
          held.set(id, before + 1);
          return before > 0;
        });
        for (const id of cardIds) await repo.addCard(tx, userId, id, now);
        // a pack at its price (a credit at the price of the pack it opens), its cards at their share of the set's prize
        const listValues = list.map((id) => cardValues.get(id) ?? 0);
        const dealt = cardIds.reduce((sum, id) => sum + (cardValues.get(id) ?? 0), 0);
        await this.d.core.settle(tx, placed.round, {
          outcome: 'win',
          payoutCents: 0,
          progress: { deal, cardIds, duplicates } satisfies FancyProgress,
          ...(pack.priceCents > 0 && cardValues.size
            ? {
                rtp: {
                  stakeCents: pack.priceCents,
                  payoutCents: Math.round(dealt),
                  ...dealMoments(listValues, perPack, pack.priceCents),
                },
              }
            : {}),
        });
      }
      const r = await this.d.core.withPair(tx, placed.round.id);
      if (r.round.game !== FANCY) throw new AppError('game.error.not_found'); // a key reused from another game
      const [balance, wallet] = await Promise.all([this.d.wallet.balanceOf(tx, userId), repo.walletOf(tx, userId)]);
      return { ...(await packRoundView(this.d.core, tx, r)), balance: centsToCoins(balance), credits: wallet.credits };
    });
  }

  /** GET /api/fancy/history: the player's opened packs, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<FancyHistory> {
    const [{ rows, total }, cards] = await Promise.all([
      flipReads.roundsOf(this.d.db, userId, FANCY, page, pageSize),
      cardsById(this.d.db),
    ]);
    return { list: await Promise.all(rows.map((r) => packRoundView(this.d.core, this.d.db, r, cards))), total, page, pageSize };
  }

  /**
   * POST /api/fancy/convert: every card held more than once keeps one; each extra copy becomes shards at its
   * rarity's value (setting). Nothing to convert answers zeros.
   */
  async convert(userId: number): Promise<FancyConvertResult> {
    const s = await this.settings();
    return this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      const dups = await repo.lockDuplicates(tx, userId);
      const now = this.d.clock.now();
      const cards = dups.reduce((n, d) => n + d.count - 1, 0);
      const gained = dups.reduce((n, d) => n + (d.count - 1) * s.shardValues[d.rarity], 0);
      await repo.keepOne(
        tx,
        userId,
        dups.map((d) => d.cardId),
        now,
      );
      const shards = (await repo.addShards(tx, userId, gained, now))!;
      return { cards, gained, shards };
    });
  }

  /**
   * POST /api/fancy/craft {cardId}: a card the player does not hold, made from shards at its rarity's craft price.
   * @throws AppError fancy.error.card_not_found, fancy.error.owned, fancy.error.shards
   */
  async craft(userId: number, cardId: number): Promise<FancyCraftResult> {
    const s = await this.settings();
    const card = (await cardsById(this.d.db)).get(cardId);
    if (!card) throw new AppError('fancy.error.card_not_found');
    const price = s.craftPrices[card.rarity];
    return this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      const now = this.d.clock.now();
      if (((await repo.collectionOf(tx, userId)).get(cardId) ?? 0) > 0) throw new AppError('fancy.error.owned');
      const shards = await repo.addShards(tx, userId, -price, now);
      if (shards === null) throw new AppError('fancy.error.shards');
      await repo.addCard(tx, userId, cardId, now);
      return { card: cardView(card, 1), spent: price, shards };
    });
  }

  /**
   * POST /api/fancy/set/{id}/claim: the set's prize, once per player and set (unique claim row; raced claims pay
   * once): coins from `house` under `fancy:set:{userId}:{setId}`, or the catalogue item into the store; appends
   * `fancy.set_claimed`. The cards stay in the album.
   * @throws AppError fancy.error.set_not_found, fancy.error.incomplete, fancy.error.claimed
   */
  async claim(userId: number, setId: number): Promise<FancyClaimResult> {
    const s = await this.settings();
    const set = (await repo.activeSets(this.d.db)).find((x) => x.id === setId);
    const pack = s.packs.find((p) => p.setId === setId);
    if (!set || !pack) throw new AppError('fancy.error.set_not_found');
    const item = pack.prizeItemId ? (await flipReads.itemsByIds(this.d.db, [pack.prizeItemId])).get(pack.prizeItemId) : undefined;
    return this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      const now = this.d.clock.now();
      if ((await repo.claimedSetIds(tx, userId)).has(setId)) throw new AppError('fancy.error.claimed');
      const held = await repo.collectionOf(tx, userId);
      if (set.cards.some((c) => (held.get(c.id) ?? 0) < 1)) throw new AppError('fancy.error.incomplete');
      const prizeCents = item ? item.priceCents : pack.prizeCents;
      const claimId = await repo.insertClaim(tx, { userId, setId, prizeCents, prizeItemId: item?.id ?? null, at: now });
      if (claimId === null) throw new AppError('fancy.error.claimed');
      let storeItemId: number | null = null;
      if (item) {
        storeItemId = await insertRewardItem(tx, userId, item.id, 'fancy', now);
        await repo.completeClaim(tx, claimId, { storeItemId });
      } else if (pack.prizeCents > 0) {
        const paid = await this.d.wallet.credit(tx, 'house', {
          userId,
          amount: pack.prizeCents,
          idempotencyKey: `fancy:set:${userId}:${setId}`,
          kind: 'fancy_set_prize',
          refType: 'fancy_set',
          refId: String(setId),
        });
        await repo.completeClaim(tx, claimId, { entryId: paid.entryId });
      }
      await this.d.events.append(tx, 'fancy.set_claimed', userId, { userId, setId, name: set.name, prizeCents });
      return {
        setId,
        coins: item ? 0 : centsToCoins(pack.prizeCents),
        itemId: item?.id ?? null,
        storeItemId,
        balance: centsToCoins(await this.d.wallet.balanceOf(tx, userId)),
      };
    });
  }

  /** GET /api/ops/games/fancy: the settings in coin units with each set's maths (fancy-console.ts). */
  opsView(): Promise<OpsFancyView> {
    return opsFancyView(this.d);
  }

  /**
   * POST /api/ops/games/fancy (finance): new settings for the next packs, crafts and claims, audited (fancy-console.ts).
   * @throws AppError fancy.error.settings
   */
  updateSettings(v: OpsFancySettings, op: OperatorContext): Promise<OpsFancyView> {
    return updateFancySettings(this.d, v, op);
  }
}
