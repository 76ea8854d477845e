import { DAY_MS, PPM_TOTAL } from '@hapa/domain';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Clock, RandomSource } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { SeedLogWriter } from '../../transparency/seed-log.ts';

/** Operator setting (console, finance; defaults stated in the README). */
export const LOTTERY_SETTING = 'games.lottery';
/** Durable jobs: close a draw at its draw time; credit a closed draw's prizes. */
export const LOTTERY_CLOSE_JOB = 'lottery.close';
export const LOTTERY_PAY_JOB = 'lottery.pay';

/**
 * Lottery settings: ticket price and guaranteed pool (cents), the daily draw time ("HH:MM" UTC), the house edge on
 * coin ticket sales (ppm), the prize table (ppm shares of the pool, first prize first, summing to 1,000,000) and the
 * most coin tickets one player may buy in one draw.
 */
export interface LotterySettings {
  priceCents: number;
  drawTime: string;
  edgePpm: number;
  guaranteedPoolCents: number;
  prizeTablePpm: number[];
  maxTickets: number;
}
export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  priceCents: 100,
  drawTime: '20:00',
  edgePpm: 100_000,
  guaranteedPoolCents: 1_000,
  prizeTablePpm: [500_000, 300_000, 200_000],
  maxTickets: 100,
};

/**
 * The prize pool of a draw, cents: floor(coin sales x (1,000,000 - edgePpm) / 1,000,000), topped up by the house to
 * `guaranteedCents` when below it. Quest tickets cost nothing and add nothing.
 */
export function lotteryPoolCents(salesCents: number, edgePpm: number, guaranteedCents: number): number {
  const fromSales = Number((BigInt(salesCents) * BigInt(PPM_TOTAL - edgePpm)) / BigInt(PPM_TOTAL));
  return Math.max(fromSales, guaranteedCents);
}

/**
 * Splits `poolCents` by the prize table (ppm shares, first prize first): prize i = floor(pool x share_i / 1,000,000);
 * the cents left by the rounding go to the first prize, so the prizes add up to the pool exactly.
 * @throws RangeError when the shares do not sum to 1,000,000 or the pool is negative
 */
export function lotteryPrizeSplit(poolCents: number, tablePpm: readonly number[]): number[] {
  if (tablePpm.reduce((s, x) => s + x, 0) !== PPM_TOTAL) throw new RangeError('prize shares must sum to 1,000,000 ppm');
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new RangeError(`bad pool ${poolCents}`);
  const prizes = tablePpm.map((ppm) => Number((BigInt(poolCents) * BigInt(ppm)) / BigInt(PPM_TOTAL)));
  prizes[0]! += poolCents - prizes.reduce((s, x) => s + x, 0);
  return prizes;
}

/**
 * The draw time of the next draw after `now`, on a later UTC day than `after` (the last draw): the first
 * `drawTime` ("HH:MM" UTC) strictly after now whose day has no draw yet.
 */
export function nextDrawAt(now: Date, drawTime: string, after: Date | null): Date {
  const [h, m] = drawTime.split(':').map(Number) as [number, number];
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let at = dayStart + (h * 60 + m) * 60_000;
  if (at <= now.getTime()) at += DAY_MS;
  if (after) {
    const afterDay = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
    while (at < afterDay + DAY_MS) at += DAY_MS;
  }
  return new Date(at);
}

/** `lottery-YYYY-MM-DD`: the draw's id in drawClientSeed (UTC day of its draw time). */
export const drawKeyOf = (drawAt: Date) => `lottery-${drawAt.toISOString().slice(0, 10)}`;

/** What the lottery services are built with (container.ts). */
export interface LotteryDeps {
  db: Db;
  wallet: WalletService;
  settings: SettingsService;
  jobs: JobsService;
  events: EventsService;
  clock: Clock;
  random: RandomSource;
  publisher: Publisher;
  /** the public fairness log: a draw's seed committed when it opens, revealed when it is drawn (docs/transparency.md) */
  seedLog?: SeedLogWriter;
}

/** The lottery settings (docs/games.md), read through `db` when given (inside a transaction pass it). */
export function lotterySettings(d: Pick<LotteryDeps, 'settings'>, db?: DbOrTx): Promise<LotterySettings> {
  return d.settings.get<LotterySettings>(LOTTERY_SETTING, db);
}
