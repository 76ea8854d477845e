import { centsToCoins, FANCY_RARITY_WEIGHTS, fancyExpectedPacks, fancyPackList } from '@hapa/domain';
import type { FancyCard, FancyPackRound, FancySet } from '@hapa/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import type { GamesCore, RoundWithPair } from '../core/games-core.ts';
import { flipReads } from '../flip/flip.service.ts';
import * as repo from './fancy.repo.ts';
import type { FancyCardRow, FancySetRow } from './fancy.repo.ts';
import { fancyCardImage, type FancyPackSetting, type FancyParams, type FancyProgress, type FancySettings } from './fancy.settings.ts';

// eslint-disable-next-line no-restricted-syntax -- a 2-decimal rounding of a ratio, not money
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A card of the album as the player sees it (docs/games.md): its set, place, rarity, image and how many they hold. */
export function cardView(c: FancyCardRow, count: number): FancyCard {
  return { id: c.id, setId: c.setId, position: c.position, name: c.name, rarity: c.rarity, image: fancyCardImage(c.id), count };
}

/** The maths of a set's pack: expected packs to complete (no crafting), their cost and prize value / cost. */
export function packMaths(set: FancySetRow, pack: FancyPackSetting, perPack: number, prizeValueCents: number) {
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

/**
 * Every set of `sets` on sale (a set without a pack setting or cards is left out; docs/games.md) with its pack maths
 * (published list, expected packs, cost, RTP), its prize (coins or a catalogue item) and the cards with the counts of
 * `collection` (card id -> copies held) and whether the set is in `claimed`.
 */
export async function setViews(
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
    const m = packMaths(set, pack, s.cardsPerPack, valueCents);
    const cards = set.cards.map((c) => cardView(c, collection.get(c.id) ?? 0));
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

/** Every card of the active sets by id (docs/games.md). */
export async function cardsById(db: DbOrTx): Promise<Map<number, FancyCardRow>> {
  return new Map((await repo.activeSets(db)).flatMap((s) => s.cards.map((c) => [c.id, c] as const)));
}

/**
 * A pack round as the player sees it (docs/fairness.md): its list, deal and the cards it gave (from `cards`, or read
 * when not given), with the round's seeds as the game core shows them.
 */
export async function packRoundView(
  core: GamesCore,
  db: DbOrTx,
  r: RoundWithPair,
  cards?: Map<number, FancyCardRow>,
): Promise<FancyPackRound> {
  const p = r.round.params as FancyParams;
  const g = r.round.progress as FancyProgress;
  const byId = cards ?? (await cardsById(db));
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
        image: fancyCardImage(cardId),
        duplicate: g.duplicates[i] ?? false,
      };
    }),
    createdAt: r.round.createdAt.toISOString(),
    ...core.seedView(r),
  };
}

/** A pack round's detail in /user/game-history and verify: the list, K, the deal and the cards it gave. */
export function fancyRoundDetail(r: RoundWithPair): Record<string, unknown> {
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
