import { DAY_MS } from '@hapa/domain';
import { sql } from 'drizzle-orm';
import type { OpsDashboard } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { checkLedger, rowsOf, type LedgerReport } from '../wallet/wallet.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import * as repo from './dashboard.repo.ts';

/** Longest dashboard range: 366 days. */
export const DASHBOARD_MAX_DAYS = 366;
/** The durable job that runs the ledger check (the `ledger:check` invariants) and records the result. */
export const LEDGER_CHECK_JOB = 'ops.ledger_check';
/** How often the ledger check runs: hourly. */
export const LEDGER_CHECK_EVERY_MS = 3_600_000;

const n = (v: unknown) => Number(v ?? 0);

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
    jobs.register(LEDGER_CHECK_JOB, async (tx) => {
      await this.recordCheck(tx);
      await this.scheduleNext(tx, this.clock.now());
    });
  }

  /** Schedules the next hourly ledger check (idempotent per hour; the container calls it at start). */
  async scheduleNext(db: DbOrTx, now: Date): Promise<void> {
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
    await this.db.transaction(async (tx) => {
      const report = await this.recordCheck(tx);
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

  private async recordCheck(tx: Tx): Promise<LedgerReport> {
    const report = await checkLedger(tx);
    await repo.insertLedgerCheck(tx, { ok: report.ok, report, checkedAt: this.clock.now() });
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
   * RTP beside the configured one. @throws AppError error.invalid_parameter (to before from, or above DASHBOARD_MAX_DAYS)
   */
  async summary(fromIso: string, toIso: string): Promise<OpsDashboard> {
    const from = new Date(fromIso);
    const to = new Date(toIso);
    if (!(to > from) || to.getTime() - from.getTime() > DASHBOARD_MAX_DAYS * DAY_MS) throw new AppError('error.invalid_parameter');
    const f = from.toISOString();
    const t = to.toISOString();
    const day = (col: string) => sql.raw(`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`);
    const [deposits, boxes, battles, ledger, gameDays, configured] = await Promise.all([
      this.db.execute(sql`select ${day('paid_at')} as day, count(*) as n, coalesce(sum(coalesce(coin_cents, amount_cents)), 0) as cents
        from payment_orders where status = 'paid' and paid_at >= ${f}::timestamptz and paid_at < ${t}::timestamptz group by 1`),
      this.db
        .execute(sql`select o.box_id, ${day('o.created_at')} as day, count(*) as n, coalesce(sum(o.price_cents), 0) as stakes, coalesce(sum(o.item_price_cents), 0) as prizes, max(b.name) as name
        from openings o left join boxes b on b.id = o.box_id
        where o.created_at >= ${f}::timestamptz and o.created_at < ${t}::timestamptz group by 1, 2`),
      this.db
        .execute(sql`select ${day('b.started_at')} as day, count(distinct b.id) as n, coalesce(sum(p.paid_cents), 0) as stakes, coalesce(sum(p.won_cents), 0) as prizes
        from battles b join battle_players p on p.battle_id = b.id and not p.is_bot
        where b.started_at >= ${f}::timestamptz and b.started_at < ${t}::timestamptz group by 1`),
      this.lastCheck(),
      repo.gameDays(this.db, f, t),
      repo.configuredRtp(this.db, f, t),
    ]);
    const days = new Map<string, OpsDashboard['days'][number]>();
    const dayRow = (d: string) =>
      days.get(d) ?? days.set(d, { day: d, depositsCents: 0, opens: 0, battles: 0, rounds: 0, ggrCents: 0 }).get(d)!;
    let depositsCents = 0,
      depositCount = 0,
      opens = 0,
      battleCount = 0,
      stakes = 0,
      prizes = 0;
    for (const r of rowsOf<{ day: string; n: string; cents: string }>(deposits)) {
      dayRow(r.day).depositsCents += n(r.cents);
      depositsCents += n(r.cents);
      depositCount += n(r.n);
    }
    const perBox = new Map<number, OpsDashboard['boxes'][number]>();
    for (const r of rowsOf<{ box_id: number; day: string; n: string; stakes: string; prizes: string; name: string | null }>(boxes)) {
      const d = dayRow(r.day);
      d.opens += n(r.n);
      d.ggrCents += n(r.stakes) - n(r.prizes);
      opens += n(r.n);
      stakes += n(r.stakes);
      prizes += n(r.prizes);
      const b = perBox.get(Number(r.box_id)) ?? {
        boxId: Number(r.box_id),
        name: r.name,
        opens: 0,
        stakesCents: 0,
        prizesCents: 0,
        rtp: null,
        configuredRtp: configured.get(`box:${Number(r.box_id)}`) ?? null,
      };
      b.opens += n(r.n);
      b.stakesCents += n(r.stakes);
      b.prizesCents += n(r.prizes);
      perBox.set(b.boxId, b);
    }
    for (const r of rowsOf<{ day: string; n: string; stakes: string; prizes: string }>(battles)) {
      const d = dayRow(r.day);
      d.battles += n(r.n);
      d.ggrCents += n(r.stakes) - n(r.prizes);
      battleCount += n(r.n);
      stakes += n(r.stakes);
      prizes += n(r.prizes);
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
      .sort((a, b) => b.stakesCents - a.stakesCents || b.opens - a.opens);
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
