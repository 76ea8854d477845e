import { artPath, type FancyRarity } from '@hapa/domain';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { GamesCore } from '../core/games-core.ts';

export const FANCY = 'fancy';
/** Operator setting (console; defaults stated in the README). */
export const FANCY_SETTING = 'games.fancy';

export type RarityTable = Record<FancyRarity, number>;
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
export interface FancyParams {
  packId: number;
  setName: string;
  paidWith: 'coins' | 'credit';
  perPack: number;
  list: number[];
}
export interface FancyProgress {
  deal: number[];
  cardIds: number[];
  duplicates: boolean[];
}

/** Pack credit grant sources (`fancy_credit_grants.source`). */
export type FancyGrantSource = 'welcome' | 'quest';

/** The image path of card `cardId` (docs/games.md; the art of fancy-art.ts). */
export const fancyCardImage = (cardId: number) => artPath('fancy', cardId);

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

/** What the Fancy Cards services are built with (container.ts); `events` carries `fancy.set_claimed` (docs/games.md). */
export interface FancyDeps {
  db: Db;
  core: GamesCore;
  wallet: WalletService;
  settings: SettingsService;
  clock: Clock;
  events: EventsService;
}

/** The Fancy Cards settings (docs/games.md), read through `db` when given. */
export function fancySettings(d: Pick<FancyDeps, 'settings'>, db?: DbOrTx): Promise<FancySettings> {
  return d.settings.get<FancySettings>(FANCY_SETTING, db);
}
