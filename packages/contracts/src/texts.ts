import { z } from 'zod';

/**
 * Values the server stores and the web app turns into words in the reader's language (docs/architecture/web-app.md#server-built-texts).
 * Each union below is the ONE list of its values: the server's writers are typed with it (a new value fails the
 * typecheck until it is added here), and the server-texts check (apps/server/src/modules/notify/server-texts.test.ts)
 * walks every value and fails when either web catalogue (en, pt-BR) has no text for it.
 */

/** Games whose stakes and payouts the shared game core posts as `game_<game>_stake` / `game_<game>_payout`. */
export const CORE_LEDGER_GAMES = ['mines', 'upgrade', 'treasure', 'flip', 'pirate', 'double_guess', 'bingo', 'fancy', 'lottery'] as const;
export type CoreLedgerGame = (typeof CORE_LEDGER_GAMES)[number];

/** Journal entry kinds other than the game core's: what a coin or HapaCoin history line is about. */
const BASE_LEDGER_KINDS = [
  'deposit',
  'deposit_bonus',
  'deposit_tier_bonus',
  'first_topup_bonus',
  'gift_bag',
  'charge_voucher',
  'promotion',
  'event_bonus',
  'birthday_bonus',
  'bean_recharge',
  'box_open',
  'lucky_trial_open',
  'distribution_box',
  'distribution_reward',
  'store_recovery',
  'exchange_center',
  'mall_exchange',
  'battle_seat',
  'battle_sponsor',
  'battle_sponsor_refund',
  'battle_payout',
  'contest_prize',
  'lottery_ticket',
  'lottery_prize',
  'fancy_set_prize',
  'shipping_fee',
  'shipping_fee_refund',
  'referral_commission',
  'referral_transfer',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'quest_reward',
  'quest_boost',
  'vip_rakeback',
  'vip_cashback',
  'lucky_wheel',
  'ops_goodwill',
  'ops_correction',
  'deposit_refund',
  'deposit_refund_undo',
  // test and dev credits (tests, dev routes): never in production, still worded
  'test',
  'test_beans',
] as const;

/** A journal entry kind (the `kind` of every wallet posting; docs/architecture/web-app.md#server-built-texts). */
export type LedgerEntryKind = (typeof BASE_LEDGER_KINDS)[number] | `game_${CoreLedgerGame}_stake` | `game_${CoreLedgerGame}_payout`;

/** Every journal entry kind, game core kinds spelled out. */
export const LEDGER_ENTRY_KINDS: readonly LedgerEntryKind[] = [
  ...BASE_LEDGER_KINDS,
  ...CORE_LEDGER_GAMES.flatMap((g) => [`game_${g}_stake` as const, `game_${g}_payout` as const]),
];

/**
 * The game core's ledger kind of a game's stake or payout.
 * @throws Error for a game not in CORE_LEDGER_GAMES (a programming error: add it there and to both catalogues).
 */
export function gameLedgerKind(game: string, side: 'stake' | 'payout'): LedgerEntryKind {
  if (!(CORE_LEDGER_GAMES as readonly string[]).includes(game)) throw new Error(`no ledger kind for game ${game}`);
  return `game_${game as CoreLedgerGame}_${side}`;
}

/** Where a prize in My prizes came from (`store_items.source`), shown under the prize in the reader's language. */
export const StoreItemSource = z.enum([
  'box',
  'free',
  'free_voucher',
  'distribution',
  'lucky_trial',
  'battle',
  'mall',
  'vip_level',
  'quest',
  'treasure',
  'flip',
  'upgrade',
  'birthday',
  'bingo_exchange',
  'fancy',
]);
export type StoreItemSource = z.infer<typeof StoreItemSource>;
