import { DAY_MS } from '@hapa/domain';
import type { ContestLevelBox } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SettingsService } from '../../platform/settings.ts';

/** Settings key of the contests (periods, prizes) and of the invite link validity. */
export const CONTEST_SETTING = 'contest';
/** Job kind that pays a period's prizes at its end and opens the next period. */
export const CONTEST_END_JOB = 'contest.period_end';

/** Contest settings: period length (days; 7 = weeks from Monday 00:00 UTC), prize per rank (cents, rank 1 first), invite validity (hours). */
export interface ContestSettings {
  periodDays: number;
  prizesCents: number[];
  inviteHours: number;
}
export const DEFAULT_CONTEST_SETTINGS: ContestSettings = {
  periodDays: 7,
  prizesCents: [10_000, 5_000, 2_500, 1_000, 500],
  inviteHours: 24,
};

/** The seeded levels (docs/product/routes.md#battles /battles/contest): cheap boxes first, points doubling. Box ids are the seeded catalogue's. */
export const DEFAULT_CONTEST_LEVELS: { position: number; name: string; boxes: ContestLevelBox[]; points: number }[] = [
  { position: 1, name: 'Penny Warm-up', boxes: [{ boxId: 110, count: 1 }], points: 10 },
  { position: 2, name: 'Lucky Dollar', boxes: [{ boxId: 137, count: 1 }], points: 20 },
  { position: 3, name: 'Coin Flip Duel', boxes: [{ boxId: 111, count: 2 }], points: 40 },
  { position: 4, name: 'Pocket Change', boxes: [{ boxId: 112, count: 2 }], points: 80 },
  { position: 5, name: 'Starter Showdown', boxes: [{ boxId: 141, count: 2 }], points: 160 },
  { position: 6, name: 'Budget Boss', boxes: [{ boxId: 106, count: 3 }], points: 320 },
];

/** Start of the period holding `at` when there is none before it: Monday 00:00 UTC for weekly periods, else UTC midnight. */
export function alignedStart(at: Date, days: number): Date {
  const midnight = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (days !== 7) return new Date(midnight);
  const dow = (new Date(midnight).getUTCDay() + 6) % 7; // 0 = Monday
  return new Date(midnight - dow * DAY_MS);
}

/** The contest settings; inside a transaction pass it (PGlite runs one transaction at a time). */
export function contestSettings(settings: SettingsService, db: DbOrTx): Promise<ContestSettings> {
  return settings.get<ContestSettings>(CONTEST_SETTING, db);
}
