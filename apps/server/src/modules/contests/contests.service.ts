import { centsToCoins, DAY_MS, maskName } from '@hapa/domain';
import type {
  BattleBox,
  ContestBanner,
  ContestDetail,
  ContestEntry,
  ContestHistory,
  ContestHome,
  ContestLeaderboard,
  ContestLevelDetail,
  ContestOpenResponse,
  ContestPeriod,
  ContestVerify,
  CreateBattleResponse,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { BattlesService } from '../battles/battles.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { ChallengesService } from './challenges.service.ts';
import {
  alignedStart,
  CONTEST_END_JOB,
  CONTEST_SETTING,
  contestSettings,
  DEFAULT_CONTEST_LEVELS,
  DEFAULT_CONTEST_SETTINGS,
  type ContestSettings,
} from './contest-rules.ts';
import { ContestsConsoleService } from './contests-console.service.ts';
import { levelViews, revealedEntries } from './contest-views.ts';
import * as repo from './contests.repo.ts';

/**
 * Contests (docs/product/routes.md#battles /battles/contest, /challenge-bot, /challenge-boss; docs/product/endpoints.md#battles /contest/*). A level is a 1v1 battle
 * against the house bot on the battle path (BattlesService.startAgainstBot: seat paid, bot seat, settled by the
 * battle settlement, seed type 2). Beating the bot scores the level's points once per period and unlocks the
 * next level; a result counts on the page and the leaderboard only once the battle has ended (its end time), so
 * nothing leaks before the rounds are shown. At a period's end a durable job pays the prizes per rank from
 * the house (keys `contest:{periodId}:prize:{rank}`) and opens the next period.
 */
export class ContestsService {
  /** the boss and bot challenges (challenges.service.ts) */
  readonly challenges: ChallengesService;
  /** the console's settings and levels (contests-console.service.ts) */
  readonly opsConsole: ContestsConsoleService;

  constructor(
    private readonly d: {
      db: Db;
      battles: BattlesService;
      wallet: WalletService;
      settings: SettingsService;
      jobs: JobsService;
      events: EventsService;
      clock: Clock;
      publisher: Publisher;
    },
  ) {
    this.challenges = new ChallengesService(d.db, d.battles);
    this.opsConsole = new ContestsConsoleService(d);
    d.settings.define(CONTEST_SETTING, DEFAULT_CONTEST_SETTINGS);
    d.jobs.register(CONTEST_END_JOB, (tx, payload: { periodId: number }) => this.payPeriod(tx, payload.periodId));
    d.battles.useInviteMs(async () => (await this.settings()).inviteHours * 3_600_000);
  }

  /** The settings; inside a transaction pass it (PGlite runs one transaction at a time). */
  private settings(db: DbOrTx = this.d.db): Promise<ContestSettings> {
    return contestSettings(this.d.settings, db);
  }

  /** Seeds the default levels (idempotent). */
  async seedDefaults(): Promise<void> {
    await repo.seedLevels(this.d.db, DEFAULT_CONTEST_LEVELS);
  }

  /**
   * The period holding now, created (contiguous after the last one, whole periods skipped when time has
   * passed them) with its end job scheduled when missing. Two instances creating at once share one row.
   */
  async currentPeriod(db: DbOrTx = this.d.db): Promise<repo.PeriodRow> {
    const now = this.d.clock.now();
    const hit = await repo.periodAt(db, now);
    if (hit) return hit;
    return this.ensurePeriod(db, now);
  }

  private async ensurePeriod(db: DbOrTx, at: Date): Promise<repo.PeriodRow> {
    const len = (await this.settings(db)).periodDays * DAY_MS;
    const latest = await repo.latestPeriod(db);
    if (latest && latest.startsAt.getTime() > at.getTime()) return latest;
    let start = latest ? latest.endsAt.getTime() : alignedStart(at, len / DAY_MS).getTime();
    while (start + len <= at.getTime()) start += len;
    const { row } = await repo.insertPeriod(db, new Date(start), new Date(start + len));
    await this.d.jobs.schedule(db, {
      kind: CONTEST_END_JOB,
      dedupeKey: `contest:end:${row.id}`,
      payload: { periodId: row.id },
      dueAt: row.endsAt,
    });
    return row;
  }

  private periodView(p: repo.PeriodRow): ContestPeriod {
    return { id: p.id, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), state: p.state as 'open' | 'paid' };
  }

  /** Boxes of levels as battle boxes (display data), by id. */
  private async boxesOf(levels: repo.LevelRow[]): Promise<Map<number, BattleBox & { priceCents: number }>> {
    const ids = [...new Set(levels.flatMap((l) => l.boxes.map((b) => b.boxId)))];
    const rows = await this.d.battles.catalogue.boxRows(ids, this.d.db);
    return new Map(rows.map((r) => [r.id, { ...this.d.battles.catalogue.remember(r), priceCents: r.priceCents }]));
  }

  private async entriesWithReveal(periodId: number, userId: number | null) {
    if (userId === null) return { all: [] as repo.EntryRow[], shown: [] as repo.EntryRow[] };
    const all = await repo.entriesOf(this.d.db, periodId, userId);
    const ends = new Map(
      (
        await repo.battleEnds(
          this.d.db,
          all.map((e) => e.battleId),
        )
      ).map((b) => [b.id, b.endsAt]),
    );
    return { all, shown: revealedEntries(all, ends, this.d.clock.now().getTime()) };
  }

  private async prizes(): Promise<{ rank: number; prize: number }[]> {
    return (await this.settings()).prizesCents.map((c, i) => ({ rank: i + 1, prize: centsToCoins(c) }));
  }

  /** GET /api/contest/home: the current period, the levels with the player's progress (all locked but 1 when signed out), points, rank, prizes. */
  async home(userId: number | null): Promise<ContestHome> {
    const period = await this.currentPeriod();
    const levels = await repo.levels(this.d.db, true);
    const [boxes, { all, shown }, board, prizes] = await Promise.all([
      this.boxesOf(levels),
      this.entriesWithReveal(period.id, userId),
      this.board(period.id),
      this.prizes(),
    ]);
    const me = userId === null ? undefined : board.find((s) => s.userId === userId);
    return {
      period: this.periodView(period),
      levels: levelViews(levels, boxes, all, shown, (id) => this.d.battles.catalogue.box(id)),
      myPoints: me?.points ?? 0,
      myRank: me?.rank ?? null,
      prizes,
      serverTime: this.d.clock.now().toISOString(),
    };
  }

  /** Leaderboard of a period as shown now (battles ended by now). */
  private board(periodId: number) {
    return repo.standings(this.d.db, periodId, null, this.d.clock.now());
  }

  /** GET /api/contest/banner: the period's end, level count, top prize and players so far. */
  async banner(): Promise<ContestBanner> {
    const period = await this.currentPeriod();
    const [levels, s, players] = await Promise.all([repo.levels(this.d.db, true), this.settings(), repo.playersIn(this.d.db, period.id)]);
    return {
      periodId: period.id,
      endsAt: period.endsAt.toISOString(),
      levels: levels.length,
      topPrize: centsToCoins(s.prizesCents[0] ?? 0),
      players,
    };
  }

  /** GET /api/contest/level/{id}: a level with the player's battles of it this period. @throws AppError contest.error.level_not_found */
  async level(userId: number | null, id: number): Promise<ContestLevelDetail> {
    const period = await this.currentPeriod();
    const levels = await repo.levels(this.d.db, true);
    if (!levels.some((l) => l.id === id)) throw new AppError('contest.error.level_not_found');
    const [boxes, { all, shown }] = await Promise.all([this.boxesOf(levels), this.entriesWithReveal(period.id, userId)]);
    const view = levelViews(levels, boxes, all, shown, (id) => this.d.battles.catalogue.box(id)).find((l) => l.id === id)!;
    const uuids = new Map(
      (
        await repo.battleEnds(
          this.d.db,
          all.map((e) => e.battleId),
        )
      ).map((b) => [b.id, b.uuid]),
    );
    const shownIds = new Set(shown.map((e) => e.id));
    return {
      ...view,
      // a battle still playing shows as not won (yet) with no points
      myBattles: all
        .filter((e) => e.levelId === id)
        .map((e) => ({
          uuid: uuids.get(e.battleId)!,
          won: shownIds.has(e.id) && e.won,
          points: shownIds.has(e.id) ? e.points : 0,
          createdAt: e.createdAt.toISOString(),
        })),
    };
  }

  /**
   * POST /api/contest/open: starts the level's 1v1 against the house bot (one transaction: seat paid, bot
   * seat, drawn and settled, entry written with the points when the player wins the level for the first
   * time this period). A repeated Idempotency-Key returns the first battle.
   * @throws AppError contest.error.level_not_found | contest.error.level_locked | battle.error.* | coin.error.not_enough
   */
  async open(userId: number, levelId: number, idempotencyKey?: string): Promise<ContestOpenResponse> {
    const period = await this.currentPeriod();
    const levels = await repo.levels(this.d.db, true);
    const idx = levels.findIndex((l) => l.id === levelId);
    if (idx < 0) throw new AppError('contest.error.level_not_found');
    const level = levels[idx]!;
    if (idx > 0) {
      const { shown } = await this.entriesWithReveal(period.id, userId);
      if (!shown.some((e) => e.levelId === levels[idx - 1]!.id && e.won)) throw new AppError('contest.error.level_locked');
    }
    const res: CreateBattleResponse = await this.d.battles.startAgainstBot(userId, {
      picks: level.boxes,
      mode: 'normal',
      purpose: 'contest',
      tieRule: 'draw',
      idempotencyKey,
      onStarted: async (tx, battle, drawn) => {
        const won = drawn.settlement.winnerSeats.includes(1);
        // the player's account row is locked by the seat payment, so their opens run one after another here
        const scores = won && !(await repo.hasScored(tx, period.id, userId, level.id));
        await repo.insertEntry(tx, {
          periodId: period.id,
          userId,
          levelId: level.id,
          position: level.position,
          battleId: battle.id,
          won,
          points: scores ? level.points : 0,
          createdAt: this.d.clock.now(),
        });
      },
    });
    return { uuid: res.uuid, levelId, balance: res.balance, cost: res.cost };
  }

  private async entryViews(rows: repo.EntryWithBattle[], userId: number): Promise<ContestEntry[]> {
    const summaries = await this.d.battles.reads.summaries(
      rows.map((r) => r.battle),
      userId,
    );
    const now = this.d.clock.now().getTime();
    return rows.map((r, i) => {
      const shown = r.battle.endsAt !== null && r.battle.endsAt.getTime() <= now;
      return {
        id: r.entry.id,
        periodId: r.entry.periodId,
        levelId: r.entry.levelId,
        position: r.entry.position,
        won: shown && r.entry.won,
        points: shown ? r.entry.points : 0,
        createdAt: r.entry.createdAt.toISOString(),
        battle: summaries[i]!,
      };
    });
  }

  /** GET /api/contest/battle: the player's latest contest battle still playing, or null. */
  async current(userId: number): Promise<ContestEntry | null> {
    const row = await repo.currentOf(this.d.db, userId, this.d.clock.now());
    return row ? (await this.entryViews([row], userId))[0]! : null;
  }

  /** GET /api/contest/history: the player's contest battles, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<ContestHistory> {
    const { rows, total } = await repo.historyOf(this.d.db, userId, pageSize, (page - 1) * pageSize);
    return { list: await this.entryViews(rows, userId), total, page, pageSize };
  }

  private async entryOf(uuid: string): Promise<repo.EntryWithBattle> {
    const row = await repo.entryByUuid(this.d.db, uuid);
    if (!row) throw new AppError('contest.error.not_found');
    return row;
  }

  /** GET /api/contest/detail?uuid=: a contest battle (anyone may watch it) with its entry. @throws AppError contest.error.not_found */
  async detail(uuid: string, viewerId: number | null): Promise<ContestDetail> {
    const row = await this.entryOf(uuid);
    const battle = await this.d.battles.detail(uuid, viewerId);
    const shown = battle.state === 30;
    return {
      id: row.entry.id,
      periodId: row.entry.periodId,
      levelId: row.entry.levelId,
      position: row.entry.position,
      won: shown && row.entry.won,
      points: shown ? row.entry.points : 0,
      createdAt: row.entry.createdAt.toISOString(),
      battle,
    };
  }

  /** GET /api/contest/verify?uuid=: the fairness inputs of a contest battle (server seed once ended, tickets of revealed rounds). */
  async verify(uuid: string): Promise<ContestVerify> {
    await this.entryOf(uuid);
    const d = await this.d.battles.detail(uuid, null);
    return {
      uuid,
      serverSeedHashed: d.serverSeedHashed,
      serverSeed: d.serverSeed,
      seatSeeds: d.players.map((p) => ({ number: p.number, clientSeed: p.clientSeed })),
      clientSeed: d.clientSeed,
      rounds: d.rounds.map((r) => ({ round: r.round, boxId: r.box.id, oddsVersion: r.oddsVersion, tickets: r.draws.map((x) => x.ticket) })),
      tieRule: d.tieRule ?? 'draw',
    };
  }

  /** GET /api/contest/leaderboard: a period's ranking (default the current one), nicknames masked, the asking player's rank. */
  async leaderboard(viewerId: number | null, periodId: number | undefined, limit: number): Promise<ContestLeaderboard> {
    const period = periodId === undefined ? await this.currentPeriod() : await repo.periodById(this.d.db, periodId);
    if (!period) throw new AppError('error.not_found');
    const [board, s] = await Promise.all([this.board(period.id), this.settings()]);
    const paid = period.state === 'paid' ? new Map((await repo.prizesOf(this.d.db, period.id)).map((p) => [p.rank, p.prizeCents])) : null;
    const prizeOf = (rank: number) => (paid ? (paid.get(rank) ?? 0) : (s.prizesCents[rank - 1] ?? 0));
    const me = viewerId === null ? null : board.find((x) => x.userId === viewerId);
    return {
      period: this.periodView(period),
      list: board.slice(0, limit).map((x) => ({
        rank: x.rank,
        nickname: maskName(x.nickname),
        points: x.points,
        prize: centsToCoins(prizeOf(x.rank)),
        isMe: x.userId === viewerId,
      })),
      me: viewerId === null ? null : { rank: me?.rank ?? null, points: me?.points ?? 0 },
      prizes: s.prizesCents.map((c, i) => ({ rank: i + 1, prize: centsToCoins(c) })),
    };
  }

  /**
   * Job `contest.period_end` (and `settle` for tests): in one transaction, pays each prize rank of the
   * period's final standings (every entry of the period counts) from the house under key
   * `contest:{periodId}:prize:{rank}`, records it, appends `contest.prize`, marks the period paid and opens
   * the next one. A paid period is left alone, so two workers pay once.
   */
  private async payPeriod(tx: Tx, periodId: number) {
    const p = await repo.lockPeriod(tx, periodId);
    if (!p || p.state === 'paid') return;
    const now = this.d.clock.now();
    if (now < p.endsAt) return;
    const s = await this.settings(tx);
    const board = (await repo.standings(tx, periodId, s.prizesCents.length, null)).filter((x) => (s.prizesCents[x.rank - 1] ?? 0) > 0);
    for (const id of [...new Set(board.map((x) => x.userId))].sort((a, b) => a - b)) await this.d.wallet.lockAccount(tx, id);
    for (const line of board) {
      const prizeCents = s.prizesCents[line.rank - 1]!;
      const move = await this.d.wallet.credit(tx, 'house', {
        userId: line.userId,
        amount: prizeCents,
        idempotencyKey: `contest:${periodId}:prize:${line.rank}`,
        kind: 'contest_prize',
        refType: 'contest_period',
        refId: String(periodId),
        metadata: { rank: line.rank, points: line.points },
      });
      await repo.insertPrize(tx, {
        periodId,
        rank: line.rank,
        userId: line.userId,
        points: line.points,
        prizeCents,
        journalEntryId: move.entryId,
        paidAt: now,
      });
      await this.d.events.append(tx, 'contest.prize', line.userId, { userId: line.userId, periodId, rank: line.rank, prizeCents });
    }
    await repo.markPaid(tx, periodId, now);
    await this.ensurePeriod(tx, new Date(Math.max(now.getTime(), p.endsAt.getTime())));
    return async () => {
      for (const line of board)
        this.d.publisher.toUser(line.userId, 'notify:balance', {
          coin: centsToCoins(await this.d.wallet.balanceOf(this.d.db, line.userId)),
        });
    };
  }

  /** Pays a period now if it has ended (what the end job does; used to race two workers in tests). */
  async settle(periodId: number): Promise<void> {
    const after = await this.d.db.transaction((tx) => this.payPeriod(tx, periodId));
    if (after) await after();
  }
}
