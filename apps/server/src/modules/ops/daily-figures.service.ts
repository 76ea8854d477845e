import { DAY_MS } from '@hapa/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { dayFigures, type DayFigures } from './dashboard.repo.ts';
import * as repo from './daily-figures.repo.ts';

/** The durable job that closes the UTC days that are over (docs/architecture/console.md#dashboard). */
export const CLOSE_DAYS_JOB = 'ops.close_days';
/** A day is closed once it has been over this long (late writes of its last minutes land first): 15 minutes. */
export const CLOSE_AFTER_MS = 15 * 60_000;
/** Days one run of the job closes at most (one transaction); more left: it runs again at once. */
export const CLOSE_DAYS_PER_RUN = 31;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The last UTC day (YYYY-MM-DD) that ended at least CLOSE_AFTER_MS before `now`. */
export function lastClosableDay(now: Date): string {
  return dayOf(Math.floor((now.getTime() - CLOSE_AFTER_MS) / DAY_MS) * DAY_MS - DAY_MS);
}

/**
 * Closes UTC day `day` (YYYY-MM-DD): computes its figures with the dashboard's own per-day SQL (dashboard.repo
 * `dayFigures` over [day, day + 1)) and writes them to ops_daily_figures with the ops_closed_days row, in one
 * transaction (a savepoint when `db` is one). Idempotent: a re-close replaces the day's rows
 * (docs/architecture/console.md#dashboard). Returns the figures written (cents).
 */
export async function closeDay(db: DbOrTx, day: string, now: Date): Promise<DayFigures> {
  const from = new Date(startOf(day)).toISOString();
  const to = new Date(startOf(day) + DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    const figures = await dayFigures(tx, from, to);
    await repo.replaceDay(tx, day, figures, now);
    return figures;
  });
}

/**
 * Closes the oldest CLOSE_DAYS_PER_RUN days not closed yet, from the first day with any figure up to
 * `lastClosableDay(now)`, oldest first. Returns the days closed and whether more are left.
 */
export async function closeDueDays(tx: DbOrTx, now: Date): Promise<{ closed: string[]; more: boolean }> {
  const last = lastClosableDay(now);
  const first = await repo.earliestDataDay(tx);
  if (!first || first > last) return { closed: [], more: false };
  const done = new Set(await repo.closedDaysBetween(tx, first, last));
  const todo: string[] = [];
  for (let ms = startOf(first); ms <= startOf(last); ms += DAY_MS) if (!done.has(dayOf(ms))) todo.push(dayOf(ms));
  const batch = todo.slice(0, CLOSE_DAYS_PER_RUN);
  for (const day of batch) await closeDay(tx, day, now);
  return { closed: batch, more: todo.length > batch.length };
}

/**
 * The job's next run after one at `now` (`after`: the day the run was for): keyed by the day it closes, the day after
 * `lastClosableDay(now)` (never `after` or earlier, so a run never meets its own key), due 15 minutes after that day
 * ends. One key per day: the run that closes a day is scheduled once however often the server starts.
 */
function nextRun(now: Date, after?: string): { day: string; dueAt: Date } {
  const next = startOf(lastClosableDay(now)) + DAY_MS;
  const day = dayOf(after ? Math.max(next, startOf(after) + DAY_MS) : next);
  return { day, dueAt: new Date(startOf(day) + DAY_MS + CLOSE_AFTER_MS) };
}

/**
 * Registers the CLOSE_DAYS_JOB handler on `jobs` (docs/architecture/console.md#dashboard): closes the days due
 * (`closeDueDays` at `clock.now()`); with more left it runs again at once (the next batch, its own transaction), else it
 * schedules itself for 15 minutes after the next UTC midnight. @throws Error when registered twice (JobsService.register)
 */
export function registerCloseDays(jobs: JobsService, clock: Clock): void {
  jobs.register(CLOSE_DAYS_JOB, async (tx: Tx, payload) => {
    const now = clock.now();
    const { closed, more } = await closeDueDays(tx, now);
    if (more) {
      const day = closed[closed.length - 1]!;
      await jobs.schedule(tx, { kind: CLOSE_DAYS_JOB, dedupeKey: `${CLOSE_DAYS_JOB}:after:${day}`, payload: { day }, dueAt: now });
      return;
    }
    const next = nextRun(now, payload.day);
    await jobs.schedule(tx, {
      kind: CLOSE_DAYS_JOB,
      dedupeKey: `${CLOSE_DAYS_JOB}:${next.day}`,
      payload: { day: next.day },
      dueAt: next.dueAt,
    });
  });
}

/**
 * Schedules the CLOSE_DAYS_JOB run that closes the next day to end (due 15 minutes after the next UTC midnight; the
 * container calls it at start through DashboardService.scheduleNext). Idempotent: the same key the previous run
 * scheduled, so one pending run. The first run catches up on every past day with data.
 */
export async function scheduleCloseDays(jobs: JobsService, db: DbOrTx, now: Date): Promise<void> {
  const next = nextRun(now);
  await jobs.schedule(db, {
    kind: CLOSE_DAYS_JOB,
    dedupeKey: `${CLOSE_DAYS_JOB}:${next.day}`,
    payload: { day: next.day },
    dueAt: next.dueAt,
  });
}

/**
 * The dashboard's per-day figures over [from, to) (docs/architecture/console.md#dashboard): the whole UTC days inside
 * the range that are closed from ops_daily_figures, everything else (partial days at the edges, days not closed yet,
 * today) from the raw tables with the same SQL (dashboard.repo `dayFigures`). Each day comes from one source only. A
 * day closed but not yet closable at `now` (the clock went back: a test clock moved ahead, then reset) is read raw.
 */
export async function figuresOver(db: DbOrTx, from: Date, to: Date, now: Date): Promise<DayFigures> {
  const firstWhole = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endWhole = Math.min(Math.floor(to.getTime() / DAY_MS) * DAY_MS, startOf(lastClosableDay(now)) + DAY_MS);
  const closed = endWhole > firstWhole ? await repo.closedDaysBetween(db, dayOf(firstWhole), dayOf(endWhole - DAY_MS)) : [];
  const raw: [number, number][] = [];
  let cursor = from.getTime();
  for (const day of closed) {
    if (cursor < startOf(day)) raw.push([cursor, startOf(day)]);
    cursor = startOf(day) + DAY_MS;
  }
  if (cursor < to.getTime()) raw.push([cursor, to.getTime()]);
  const parts = await Promise.all([
    repo.readClosedFigures(db, closed),
    ...raw.map(([f, t]) => dayFigures(db, new Date(f).toISOString(), new Date(t).toISOString())),
  ]);
  return {
    deposits: parts.flatMap((p) => p.deposits),
    boxes: parts.flatMap((p) => p.boxes),
    battles: parts.flatMap((p) => p.battles),
    rounds: parts.flatMap((p) => p.rounds),
  };
}
