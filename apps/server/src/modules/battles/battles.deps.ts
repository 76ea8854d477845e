import type { LevelInfo } from '@hapa/domain';
import type { BattlePurpose } from '@hapa/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { BattleGate as GateCents } from '../vip/vip.service.ts';
import type { SeedLogWriter } from '../transparency/seed-log.ts';
import type { DrawnBattle } from './battles.settle.ts';
import * as repo from './battles.repo.ts';

/** Job kind that flips a battle 20 -> 30 at its end time and publishes `battle_v2:ended`. */
export const BATTLE_END_JOB = 'battle.end';
/** Job kind at an invite's expiry: refunds a free invite's unused sponsored seat; gives an 'other' invite's empty seats bots. */
export const BATTLE_INVITE_JOB = 'battle.invite_expire';
/** How long a free/other invite link stays valid unless `inviteMs` says otherwise (24 h). */
export const DEFAULT_INVITE_MS = 24 * 3600_000;

/** A 1v1 against the house bot started at once (contests, challenge-bot, challenge-boss). */
export interface BotBattleInput {
  picks: { boxId: number; count: number }[];
  mode: 'normal' | 'demon';
  purpose: BattlePurpose;
  tieRule: 'draw' | 'boss';
  /** the Idempotency-Key header: a repeat returns the first battle */
  idempotencyKey?: string;
  /** runs in the battle's transaction once drawn and settled (e.g. the contest entry) */
  onStarted?: (tx: Tx, battle: repo.BattleRow, drawn: DrawnBattle) => Promise<void>;
}

/** Thrown inside a seating transaction when a payout needs an account lock that was not taken first. */
export class RelockNeeded extends Error {}

/** What a seating transaction did, for the after-commit pushes. */
export interface Seated {
  battle: repo.BattleRow;
  started: boolean;
  /** the acting player's balance after paying (cents), when they paid */
  balance?: number;
  /** the draw and settlement, when it started */
  drawn?: DrawnBattle;
}

/** Account ids to lock before the battle row; `seats` loads the current seats when needed (one query). */
export type LockPlan = (b: repo.BattleRow, seats: () => Promise<repo.SeatRow[]>) => Promise<number[]>;

/** What the battle parts (battles.service.ts, battles.table.ts, battles.invites.ts, battles.start.ts) are built on. */
export interface BattlesDeps {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  jobs: JobsService;
  publisher: Publisher;
  random: RandomSource;
  clock: Clock;
  /** VIP progression (modules/vip, docs/battles.md): the configured battle gate and XP for the seat's stake */
  progression: BattleProgression;
  /** domain events outbox: `battle.settled` when a battle is drawn and settled */
  events: EventsService;
  /** how long a free/other invite link stays valid (ms); default DEFAULT_INVITE_MS */
  inviteMs?: () => Promise<number>;
  /** the public fairness log: the battle's seed committed at creation, revealed at its end (docs/transparency.md) */
  seedLog?: SeedLogWriter;
}

/** What battles need of the VIP module (modules/vip; VipService implements it). */
export interface BattleProgression {
  /** the battle gate of a player (null: a visitor), cents (docs/battles.md#battle-gate) */
  battleGate(userId: number | null): Promise<GateCents>;
  battleMinLevel(): Promise<number>;
  awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
  /** true for a VIP exclusive box (docs/product/constants.md#vip-and-progression): opened by its VIP levels only, so never a battle round */
  isExclusiveBox(boxId: number): Promise<boolean>;
}

/** Share and team battles pay the prize as coins (so settlement credits players). */
export const paysCoins = (b: repo.BattleRow) => b.mode === 'share' || b.type === 'team';

/** RFC 4122 version-4 uuid from 16 CSPRNG bytes. */
export function uuidV4(random: RandomSource): string {
  const h = random.hex(16).split('');
  h[12] = '4';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Box battles (docs/product/routes.md#battles /battles, docs/product/states.md#battles, docs/product/validation.md#battle-join, docs/product/endpoints.md#battles /battle/v2/*; fairness.md "Battles").
 * Creating charges the creator's seat; joining charges the seat; bots cost nothing. When the last
 * seat fills, the same transaction fixes the battle client seed, draws every round, settles and pays
 * (credits only real winners), stores won items, sets state 20 with the reveal times and schedules

/** Real players who may be credited when a coin-paying battle settles. */
export function payoutUsers(seats: repo.SeatRow[]): number[] {
  return seats.filter((s) => !s.isBot).map((s) => s.userId);
}

/**
 * Gives a free invite's held sponsored seat back to its creator (docs/battles.md#free-invite): credits `sponsorCents`
 * (cents) from the house as `battle_sponsor_refund`, once (idempotency key `battle:sponsor:refund:{uuid}`), and marks
 * the seat `refunded`. `reason`: the invite expired unused, or its seat was filled by a bot or a paying player. The
 * caller holds the creator's account lock and the battle row's, in the transaction `tx`.
 * @returns the battle with its new sponsor state
 */
export async function refundSponsoredSeat(
  wallet: WalletService,
  tx: Tx,
  b: repo.BattleRow,
  reason: 'invite_expired' | 'seat_filled',
): Promise<repo.BattleRow> {
  await wallet.credit(tx, 'house', {
    userId: b.creatorId,
    amount: b.sponsorCents,
    idempotencyKey: `battle:sponsor:refund:${b.uuid}`,
    kind: 'battle_sponsor_refund',
    refType: 'battle',
    refId: b.uuid,
    metadata: { reason },
  });
  await repo.setSponsorState(tx, b.id, 'refunded');
  return { ...b, sponsorState: 'refunded' };
}
