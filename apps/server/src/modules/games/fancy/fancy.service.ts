import {
  centsToCoins,
  dealMoments,
  FANCY_RARITY_WEIGHTS,
  fancyExpectedPacks,
  fancyPackDeal,
  fancyPackList,
  type FancyRarity,
} from '@hapa/domain';
import type {
  FancyCard,
  FancyClaimResult,
  FancyConvertResult,
  FancyCraftResult,
  FancyHistory,
  FancyHome,
  FancyPackOpenBody,
  FancyPackRound,
  FancySet,
  OpsFancySettings,
  OpsFancyView,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { EventsService } from '../../events/events.service.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import { insertRewardItem } from '../../vip/store-items.service.ts';
import type { GamesCore, RoundWithPair } from '../core/games-core.ts';
import { flipReads } from '../flip/flip.service.ts';
import { FANCY_SEED_SETS } from './fancy-seed.ts';
import * as repo from './fancy.repo.ts';
import type { FancyCardRow, FancySetRow } from './fancy.repo.ts';

export const FANCY = 'fancy';
/** Operator setting (console; defaults stated in the README). */
export const FANCY_SETTING = 'games.fancy';

type RarityTable = Record<FancyRarity, number>;
/** One set's pack price and prize (cents; `prizeItemId` set: the prize is that catalogue item and prizeCents is 0). */
export interface FancyPackSetting {
  setId: number;
  priceCents: number;
  prizeCents: number;
  prizeItemId: number | null;
}
/**
 * Fancy Cards settings: cards per pack (K), pack credits a new player is welcomed with, shards a duplicate
 * converts into and shards a missing card costs to craft (per rarity), and each set's pack price and prize.
 */
export interface FancySettings {
  cardsPerPack: number;
  welcomeCredits: number;
  shardValues: RarityTable;
  craftPrices: RarityTable;
  packs: FancyPackSetting[];
}
/**
 * Defaults: 3 cards a pack, 1 welcome pack; shards 5 / 12 / 30 / 80 per duplicate and crafts 25 / 60 / 150 / 400
 * (common / rare / epic / legendary); Neon Jungle $0.50 a pack for $6.00, Cosmic Voyage $1.00 for $12.00, Sunken
 * Treasure $2.00 for an Amazon $25 gift card (item 1405). About 15.5 packs complete a set without crafting.
 */
export const DEFAULT_FANCY_SETTINGS: FancySettings = {
  cardsPerPack: 3,
  welcomeCredits: 1,
  shardValues: { common: 5, rare: 12, epic: 30, legendary: 80 },
  craftPrices: { common: 25, rare: 60, epic: 150, legendary: 400 },
  packs: [
    { setId: 1, priceCents: 50, prizeCents: 600, prizeItemId: null },
    { setId: 2, priceCents: 100, prizeCents: 1_200, prizeItemId: null },
    { setId: 3, priceCents: 200, prizeCents: 0, prizeItemId: 1405 },
  ],
};

/** What a pack round keeps of its pack (later edits of a set or the settings do not change an opened pack). */
interface FancyParams {
  packId: number;
  setName: string;
  paidWith: 'coins' | 'credit';
  perPack: number;
  list: number[];
}
interface FancyProgress {
  deal: number[];
  cardIds: number[];
  duplicates: boolean[];
}

/** Pack credit grant sources (`fancy_credit_grants.source`). */
export type FancyGrantSource = 'welcome' | 'quest';

const image = (cardId: number) => `/art/fancy/${cardId}.svg`;

/**
 * The value in cents of each card of a set for the realised RTP (docs/transparency.md#real-rtp): the set's prize shared
 * among its cards in proportion to their craft prices (the shop's own exchange rate between cards), so the whole set
 * is worth its prize. Keyed by card id; empty when the craft prices sum to nothing.
 */
export function fancyCardValues(
  cards: readonly { id: number; rarity: FancyRarity }[],
  craftPrices: Readonly<Record<FancyRarity, number>>,
  prizeValueCents: number,
): Map<number, number> {
  const total = cards.reduce((s, c) => s + craftPrices[c.rarity], 0);
  if (!(total > 0)) return new Map();
  return new Map(cards.map((c) => [c.id, (prizeValueCents * craftPrices[c.rarity]) / total]));
}
// eslint-disable-next-line no-restricted-syntax -- a 2-decimal rounding of a ratio, not money
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Fancy Cards (docs/games.md; docs/product/routes.md#games /fancy-cards, Play Ground "Fancy Cards"): collectible sets, packs bought with coins
 * or opened with earned credits (welcome, quest rewards `fancy_pack`), duplicates converted to shards, missing cards
 * crafted from shards, and a set's prize claimed once when every card is owned. Opening a pack is a game round of
 * seed type 3 (one nonce, stake = the pack price or 0 for a credit) settled in the same transaction: the pack holds
 * the first K picks of the shuffle rule over its published list (fairness.md "Flip cards, fancy-card packs").
 * Lock order of every action: the player's coin account, then their fancy rows.
 */
export class FancyService {
  constructor(
    private readonly d: { db: Db; core: GamesCore; wallet: WalletService; settings: SettingsService; clock: Clock; events?: EventsService },
  ) {
    d.settings.define(FANCY_SETTING, DEFAULT_FANCY_SETTINGS);
    d.core.registerDetail(FANCY, (r) => this.detail(r), { kind: 'instant' });
  }

  /** Inserts the seeded sets and cards that are missing (idempotent; run at start). */
  seedDefaults(): Promise<void> {
    return repo.seedSets(this.d.db, FANCY_SEED_SETS);
  }

  private settings(): Promise<FancySettings> {
    return this.d.settings.get<FancySettings>(FANCY_SETTING);
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

  private cardView(c: FancyCardRow, count: number): FancyCard {
    return { id: c.id, setId: c.setId, position: c.position, name: c.name, rarity: c.rarity, image: image(c.id), count };
  }

  /** The maths of a set's pack: expected packs to complete (no crafting), their cost and prize value / cost. */
  private packMaths(set: FancySetRow, pack: FancyPackSetting, perPack: number, prizeValueCents: number) {
    const list = fancyPackList(set.cards);
    const expectedPacks = fancyExpectedPacks(
      set.cards.map((c) => FANCY_RARITY_WEIGHTS[c.rarity]),
      Math.min(perPack, list.length),
    );
    const expectedCostCents = Math.round(expectedPacks * pack.priceCents);
    return {
      list,
      expectedPacks: round2(expectedPacks),
      expectedCostCents,
      rtp: expectedCostCents > 0 ? round2((prizeValueCents / expectedCostCents) * 100) : 0,
    };
  }

  private async setViews(
    db: DbOrTx,
    sets: FancySetRow[],
    s: FancySettings,
    collection: Map<number, number>,
    claimed: Set<number>,
  ): Promise<FancySet[]> {
    const items = await flipReads.itemsByIds(
      db,
      s.packs.flatMap((p) => (p.prizeItemId ? [p.prizeItemId] : [])),
    );
    const out: FancySet[] = [];
    for (const set of sets) {
      const pack = s.packs.find((p) => p.setId === set.id);
      if (!pack || set.cards.length === 0) continue; // a set without a pack setting is not on sale
      const item = pack.prizeItemId ? items.get(pack.prizeItemId) : undefined;
      const valueCents = item ? item.priceCents : pack.prizeCents;
      const m = this.packMaths(set, pack, s.cardsPerPack, valueCents);
      const cards = set.cards.map((c) => this.cardView(c, collection.get(c.id) ?? 0));
      const owned = cards.filter((c) => c.count > 0).length;
      out.push({
        id: set.id,
        slug: set.slug,
        name: set.name,
        hue: set.hue,
        cards,
        owned,
        complete: owned === cards.length,
        claimed: claimed.has(set.id),
        prize: {
          coins: item ? 0 : centsToCoins(pack.prizeCents),
          itemId: item?.id ?? null,
          itemName: item?.name ?? null,
          itemImage: item?.image ?? null,
          value: centsToCoins(valueCents),
        },
        pack: {
          id: set.id,
          price: centsToCoins(pack.priceCents),
          list: m.list,
          expectedPacks: m.expectedPacks,
          expectedCost: centsToCoins(m.expectedCostCents),
          rtp: m.rtp,
        },
      });
    }
    return out;
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
    if (userId === null) return { sets: await this.setViews(this.d.db, sets, s, new Map(), new Set()), config, me: null };
    if (!(await repo.hasGrant(this.d.db, `welcome:${userId}`))) await this.d.db.transaction((tx) => this.ensureWelcome(tx, userId));
    const [collection, claimed, me] = await Promise.all([
      repo.collectionOf(this.d.db, userId),
      repo.claimedSetIds(this.d.db, userId),
      repo.walletOf(this.d.db, userId),
    ]);
    return { sets: await this.setViews(this.d.db, sets, s, collection, claimed), config, me };
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
      return { ...(await this.view(tx, r)), balance: centsToCoins(balance), credits: wallet.credits };
    });
  }

  private async cardsById(db: DbOrTx): Promise<Map<number, FancyCardRow>> {
    return new Map((await repo.activeSets(db)).flatMap((s) => s.cards.map((c) => [c.id, c] as const)));
  }

  private async view(db: DbOrTx, r: RoundWithPair, cards?: Map<number, FancyCardRow>): Promise<FancyPackRound> {
    const p = r.round.params as FancyParams;
    const g = r.round.progress as FancyProgress;
    const byId = cards ?? (await this.cardsById(db));
    return {
      id: r.round.id,
      packId: p.packId,
      setName: p.setName,
      paidWith: p.paidWith,
      stake: centsToCoins(r.round.stakeCents),
      list: p.list,
      deal: g.deal,
      cards: g.cardIds.map((cardId, i) => {
        const c = byId.get(cardId);
        return {
          listIndex: g.deal[i]!,
          cardId,
          name: c?.name ?? '',
          rarity: c?.rarity ?? 'common',
          image: image(cardId),
          duplicate: g.duplicates[i] ?? false,
        };
      }),
      createdAt: r.round.createdAt.toISOString(),
      ...this.d.core.seedView(r),
    };
  }

  /** A pack round's detail in /user/game-history and verify: the list, K, the deal and the cards it gave. */
  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as FancyParams;
    const g = r.round.progress as FancyProgress;
    return {
      packId: p.packId,
      setName: p.setName,
      paidWith: p.paidWith,
      perPack: p.perPack,
      list: p.list,
      deal: g.deal,
      cardIds: g.cardIds,
    };
  }

  /** GET /api/fancy/history: the player's opened packs, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<FancyHistory> {
    const [{ rows, total }, cards] = await Promise.all([
      flipReads.roundsOf(this.d.db, userId, FANCY, page, pageSize),
      this.cardsById(this.d.db),
    ]);
    return { list: await Promise.all(rows.map((r) => this.view(this.d.db, r, cards))), total, page, pageSize };
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
    const card = (await this.cardsById(this.d.db)).get(cardId);
    if (!card) throw new AppError('fancy.error.card_not_found');
    const price = s.craftPrices[card.rarity];
    return this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      const now = this.d.clock.now();
      if (((await repo.collectionOf(tx, userId)).get(cardId) ?? 0) > 0) throw new AppError('fancy.error.owned');
      const shards = await repo.addShards(tx, userId, -price, now);
      if (shards === null) throw new AppError('fancy.error.shards');
      await repo.addCard(tx, userId, cardId, now);
      return { card: this.cardView(card, 1), spent: price, shards };
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
      await this.d.events?.append(tx, 'fancy.set_claimed', userId, { userId, setId, name: set.name, prizeCents });
      return {
        setId,
        coins: item ? 0 : centsToCoins(pack.prizeCents),
        itemId: item?.id ?? null,
        storeItemId,
        balance: centsToCoins(await this.d.wallet.balanceOf(tx, userId)),
      };
    });
  }

  /** GET /api/ops/games/fancy: the settings in coin units with each set's maths. */
  async opsView(): Promise<OpsFancyView> {
    const s = await this.settings();
    const sets = await repo.activeSets(this.d.db);
    const views = await this.setViews(this.d.db, sets, s, new Map(), new Set());
    return {
      cardsPerPack: s.cardsPerPack,
      welcomeCredits: s.welcomeCredits,
      shardValues: s.shardValues,
      craftPrices: s.craftPrices,
      packs: s.packs.map((p) => ({
        setId: p.setId,
        price: centsToCoins(p.priceCents),
        prizeCoins: centsToCoins(p.prizeCents),
        prizeItemId: p.prizeItemId,
      })),
      sets: views.map((v) => ({
        id: v.id,
        name: v.name,
        cards: v.cards.length,
        expectedPacks: v.pack.expectedPacks,
        rtp: v.pack.rtp,
        prizeValue: v.prize.value,
      })),
    };
  }

  /**
   * POST /api/ops/games/fancy (finance): new settings for the next packs, crafts and claims, with one audit row in
   * the same transaction. Every set needs exactly one pack entry; an item prize must be a catalogue item worth > 0.
   * @throws AppError fancy.error.settings
   */
  async updateSettings(v: OpsFancySettings, op: OperatorContext): Promise<OpsFancyView> {
    const sets = await repo.activeSets(this.d.db);
    const ids = v.packs.map((p) => p.setId);
    if (new Set(ids).size !== ids.length || sets.some((x) => !ids.includes(x.id)) || ids.some((id) => !sets.some((x) => x.id === id)))
      throw new AppError('fancy.error.settings');
    const items = await flipReads.itemsByIds(
      this.d.db,
      v.packs.flatMap((p) => (p.prizeItemId ? [p.prizeItemId] : [])),
    );
    if (v.packs.some((p) => p.prizeItemId !== null && (items.get(p.prizeItemId)?.priceCents ?? 0) <= 0))
      throw new AppError('fancy.error.settings');
    const next: FancySettings = {
      cardsPerPack: v.cardsPerPack,
      welcomeCredits: v.welcomeCredits,
      shardValues: v.shardValues,
      craftPrices: v.craftPrices,
      packs: v.packs.map((p) => ({
        setId: p.setId,
        priceCents: coinInputCents(p.price),
        prizeCents: p.prizeItemId ? 0 : coinInputCents(p.prizeCoins),
        prizeItemId: p.prizeItemId,
      })),
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, FANCY_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.fancy_settings',
        targetType: 'setting',
        targetId: FANCY_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(FANCY_SETTING);
    return this.opsView();
  }
}
