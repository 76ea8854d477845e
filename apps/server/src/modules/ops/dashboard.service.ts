import { DAY_MS } from '@hapa/domain';
import type { OpsDashboard } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { checkLedger, type LedgerReport } from '../wallet/wallet.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import { log } from '../../lib/logger.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import * as repo from './dashboard.repo.ts';
import { figuresOver, registerCloseDays, scheduleCloseDays } from './daily-figures.service.ts';

/** Longest dashboard range: 366 days. */
export const DASHBOARD_MAX_DAYS = 366;
/** The durable job that runs the ledger check (the `ledger:check` invariants) and records the result. */
export const LEDGER_CHECK_JOB = 'ops.ledger_check';
/** How often the ledger check runs: hourly. */
export const LEDGER_CHECK_EVERY_MS = 3_600_000;

/**
 * The console dashboard (admin, finance; docs/how-to/operator-day.md#revenue): deposits, box openings, battles, game
 * rounds, GGR (stakes - prizes: boxes, battles and games, real players only) and realised RTP per box (prizes / stakes) over [from, to), by UTC
 * day, plus the last recorded ledger check. Amounts in cents.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {
    // the check runs after the job's commit, on the database: it takes its bound under a short SHARE lock of its own,
    // which inside the job's transaction would hold every ledger write back until the batch commits
    // (docs/architecture/money-and-ledger.md#ledger-check); a check that throws is logged and the next hour's runs
    jobs.register(LEDGER_CHECK_JOB, async (tx) => {
      await this.scheduleNext(tx, this.clock.now());
      return async () => {
        await this.recordCheck().catch((err: unknown) =>
          log('ops').error({ err: err instanceof Error ? err.message : String(err) }, 'ledger check failed to run'),
        );
      };
    });
    registerCloseDays(jobs, clock);
  }

  /**
   * Schedules the next hourly ledger check (idempotent per hour; the container calls it at start) and the closing of
   * the days that are over (daily-figures.service.ts `scheduleCloseDays`: the next 00:15 UTC run, idempotent per day, so
   * each hourly check re-creates a lost run; docs/architecture/console.md#dashboard).
   */
  async scheduleNext(db: DbOrTx, now: Date): Promise<void> {
    await scheduleCloseDays(this.jobs, db, now);
    const due = new Date(Math.floor(now.getTime() / LEDGER_CHECK_EVERY_MS) * LEDGER_CHECK_EVERY_MS + LEDGER_CHECK_EVERY_MS);
    await this.jobs.schedule(db, {
      kind: LEDGER_CHECK_JOB,
      dedupeKey: `${LEDGER_CHECK_JOB}:${due.toISOString()}`,
      payload: {},
      dueAt: due,
    });
  }

  /**
   * Runs the ledger check now (the dashboard's button) and records it; one audit row 'ledger.check'.
   */
  async runCheck(ctx: OperatorContext): Promise<OpsDashboard['ledger']> {
    const report = await checkLedger(this.db);
    await this.db.transaction(async (tx) => {
      await repo.insertLedgerCheck(tx, { ok: report.ok, report, checkedAt: this.clock.now() });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'ledger.check',
        targetType: 'ledger',
        targetId: 'all',
        before: null,
        after: { ok: report.ok, entries: report.entries },
        ip: ctx.ip,
      });
    });
    return this.lastCheck();
  }

  /** Runs the ledger check (incremental from the last checkpoint) on the database and records its report. */
  private async recordCheck(): Promise<LedgerReport> {
    const report = await checkLedger(this.db);
    await this.db.transaction((tx) => repo.insertLedgerCheck(tx, { ok: report.ok, report, checkedAt: this.clock.now() }));
    return report;
  }

  /** The last recorded ledger check, or null before the first. */
  async lastCheck(): Promise<OpsDashboard['ledger']> {
    const row = await repo.lastLedgerCheck(this.db);
    if (!row) return null;
    const r = row.report as LedgerReport;
    return {
      ok: row.ok,
      checkedAt: row.checkedAt.toISOString(),
      entries: r.entries,
      unbalanced: r.unbalancedEntries.length,
      drifted: r.driftedAccounts.length,
      negative: r.negativeUserAccounts.length,
    };
  }

  /**
   * Figures over [from, to): boxes, battles and every game (docs/how-to/operator-day.md#revenue), GGR and realised
   * RTP beside the configured one. The whole UTC days of the range that are closed are read from the daily figures, the
   * rest raw, with the same numbers (daily-figures.service.ts `figuresOver`, docs/architecture/console.md#dashboard); the
   * lottery and the configured RTP are read raw. @throws AppError error.invalid_parameter (to before from, or above DASHBOARD_MAX_DAYS)
   */
  async summary(fromIso: string, toIso: string): Promise<OpsDashboard> {
    const from = new Date(fromIso);
    const to = new Date(toIso);
    if (!(to > from) || to.getTime() - from.getTime() > DASHBOARD_MAX_DAYS * DAY_MS) throw new AppError('error.invalid_parameter');
    const f = from.toISOString();
    const t = to.toISOString();
    const [figures, lottery, ledger, configured] = await Promise.all([
      figuresOver(this.db, from, to, this.clock.now()),
      repo.lotteryDays(this.db, f, t),
      this.lastCheck(),
      repo.configuredRtp(this.db, f, t),
    ]);
    const names = await repo.boxNames(this.db, [...new Set(figures.boxes.map((r) => r.boxId))]);
    const gameDays = [...figures.rounds, ...lottery];
    const days = new Map<string, OpsDashboard['days'][number]>();
    const dayRow = (d: string) =>
      days.get(d) ?? days.set(d, { day: d, depositsCents: 0, opens: 0, battles: 0, rounds: 0, ggrCents: 0 }).get(d)!;
    let depositsCents = 0,
      depositCount = 0,
      opens = 0,
      battleCount = 0,
      stakes = 0,
      prizes = 0;
    for (const r of figures.deposits) {
      dayRow(r.day).depositsCents += r.cents;
      depositsCents += r.cents;
      depositCount += r.n;
    }
    const perBox = new Map<number, OpsDashboard['boxes'][number]>();
    for (const r of figures.boxes) {
      const d = dayRow(r.day);
      d.opens += r.n;
      d.ggrCents += r.stakes - r.prizes;
      opens += r.n;
      stakes += r.stakes;
      prizes += r.prizes;
      const b = perBox.get(r.boxId) ?? {
        boxId: r.boxId,
        name: names.get(r.boxId) ?? null,
        opens: 0,
        stakesCents: 0,
        prizesCents: 0,
        rtp: null,
        configuredRtp: configured.get(`box:${r.boxId}`) ?? null,
      };
      b.opens += r.n;
      b.stakesCents += r.stakes;
      b.prizesCents += r.prizes;
      perBox.set(b.boxId, b);
    }
    for (const r of figures.battles) {
      const d = dayRow(r.day);
      d.battles += r.n;
      d.ggrCents += r.stakes - r.prizes;
      battleCount += r.n;
      stakes += r.stakes;
      prizes += r.prizes;
    }
    const perGame = new Map<string, OpsDashboard['games'][number]>();
    for (const r of gameDays) {
      const d = dayRow(r.day);
      d.rounds += r.rounds;
      d.ggrCents += r.stakesCents - r.prizesCents;
      stakes += r.stakesCents;
      prizes += r.prizesCents;
      const g = perGame.get(r.game) ?? {
        game: r.game,
        rounds: 0,
        stakesCents: 0,
        prizesCents: 0,
        ggrCents: 0,
        rtp: null,
        configuredRtp: configured.get(`game:${r.game}`) ?? null,
      };
      g.rounds += r.rounds;
      g.stakesCents += r.stakesCents;
      g.prizesCents += r.prizesCents;
      g.ggrCents = g.stakesCents - g.prizesCents;
      perGame.set(r.game, g);
    }
    const games = [...perGame.values()]
      .map((g) => ({ ...g, rtp: g.stakesCents > 0 ? g.prizesCents / g.stakesCents : null }))
      .sort((a, b) => b.stakesCents - a.stakesCents || a.game.localeCompare(b.game));
    const boxList = [...perBox.values()]
      .map((b) => ({ ...b, rtp: b.stakesCents > 0 ? b.prizesCents / b.stakesCents : null }))
      .sort((a, b) => b.stakesCents - a.stakesCents || b.opens - a.opens || a.boxId - b.boxId);
    return {
      from: f,
      to: t,
      depositsCents,
      depositCount,
      opens,
      battles: battleCount,
      stakesCents: stakes,
      prizesCents: prizes,
      ggrCents: stakes - prizes,
      rtp: stakes > 0 ? prizes / stakes : null,
      days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
      boxes: boxList,
      games,
      gameDays: gameDays.sort((a, b) => a.day.localeCompare(b.day) || a.game.localeCompare(b.game)),
      ledger,
    };
  }
}
