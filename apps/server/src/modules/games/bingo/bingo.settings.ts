import type { Db, Tx } from '../../../db/client.ts';
import type { Clock, RandomSource } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { GamesCore } from '../core/games-core.ts';
import type { SeedLogWriter } from '../../transparency/seed-log.ts';
import type { BingoGameRow } from './bingo.repo.ts';

export const BINGO = 'bingo';
/** Operator setting (console, finance; defaults stated in the README). */
export const BINGO_SETTING = 'games.bingo';
export const BINGO_OPEN_JOB = 'bingo.open';
export const BINGO_CLOSE_JOB = 'bingo.close';
export const BINGO_CALL_JOB = 'bingo.call';
/** Ranking window (days) and length. */
export const BINGO_RANK_DAYS = 7;
export const BINGO_RANK_SIZE = 20;

/**
 * Bingo settings: card price (cents), most cards per purchase, how long sales stay open (s), the time between
 * two calls (ms), the gap between a game's end and the next opening (s), the house edge and the line prize's
 * share of the pool (ppm; the full card takes the rest), bingo points earned per card.
 */
export interface BingoSettings {
  cardPriceCents: number;
  maxCards: number;
  salesSeconds: number;
  callIntervalMs: number;
  gapSeconds: number;
  edgePpm: number;
  lineSharePpm: number;
  pointsPerCard: number;
}
export const DEFAULT_BINGO_SETTINGS: BingoSettings = {
  cardPriceCents: 100,
  maxCards: 10,
  salesSeconds: 120,
  callIntervalMs: 3_000,
  gapSeconds: 30,
  edgePpm: 100_000,
  lineSharePpm: 300_000,
  pointsPerCard: 10,
};

/** What a card round keeps: the game it was bought for. */
export interface BingoParams {
  gameId: number;
}

/** What the Bingo King services are built with (container.ts). */
export interface BingoDeps {
  db: Db;
  core: GamesCore;
  wallet: WalletService;
  settings: SettingsService;
  jobs: JobsService;
  clock: Clock;
  random: RandomSource;
  publisher: Publisher;
  events: EventsService;
  /** the public fairness log: a game's seed committed when it opens, revealed when it ends (docs/transparency.md) */
  seedLog?: SeedLogWriter;
}

/** The settings, read through `db` (inside a transaction pass it: PGlite has one connection; docs/games.md). */
export function bingoSettings(d: Pick<BingoDeps, 'db' | 'settings'>, db: Db | Tx = d.db): Promise<BingoSettings> {
  return d.settings.get<BingoSettings>(BINGO_SETTING, db);
}

/** The draw id of game `id` (drawClientSeed's prefix). */
export const drawIdOf = (id: number) => `bingo-${id}`;

/** When call `index` of a closed game is due: callsStartedAt + index x callIntervalMs. */
export function callDueAt(g: Pick<BingoGameRow, 'callsStartedAt' | 'callIntervalMs'>, index: number): Date {
  return new Date(g.callsStartedAt!.getTime() + index * g.callIntervalMs);
}
