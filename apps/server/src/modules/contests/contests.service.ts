import { centsToCoins, maskName } from '@hapa/domain';
import type {
  BattleBox,
  BossOdds,
  ContestBanner,
  ContestDetail,
  ContestEntry,
  ContestHistory,
  ContestHome,
  ContestLeaderboard,
  ContestLevel,
  ContestLevelDetail,
  ContestOpenResponse,
  ContestPeriod,
  ContestVerify,
  CreateBattleResponse,
  OpsContestLevel,
  OpsContestSettings,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { coinInputCents } from '../../lib/coin-input.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { ContestLevelBox } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { BattlesService } from '../battles/battles.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { bossOdds } from './boss-odds.ts';
import * as repo from './contests.repo.ts';

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

/** The seeded levels (spec §2 /battles/contest): cheap boxes first, points doubling. Box ids are the seeded catalogue's. */
export const DEFAULT_CONTEST_LEVELS: { position: number; name: string; boxes: ContestLevelBox[]; points: number }[] = [
  { position: 1, name: 'Penny Warm-up', boxes: [{ boxId: 110, count: 1 }], points: 10 },
  { position: 2, name: 'Lucky Dollar', boxes: [{ boxId: 137, count: 1 }], points: 20 },
  { position: 3, name: 'Coin Flip Duel', boxes: [{ boxId: 111, count: 2 }], points: 40 },
  { position: 4, name: 'Pocket Change', boxes: [{ boxId: 112, count: 2 }], points: 80 },
  { position: 5, name: 'Starter Showdown', boxes: [{ boxId: 141, count: 2 }], points: 160 },
  { position: 6, name: 'Budget Boss', boxes: [{ boxId: 106, count: 3 }], points: 320 },
];

const DAY_MS = 86_400_000;

/** Start of the period holding `at` when there is none before it: Monday 00:00 UTC for weekly periods, else UTC midnight. */
export function alignedStart(at: Date, days: number): Date {
  const midnight = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (days !== 7) return new Date(midnight);
  const dow = (new Date(midnight).getUTCDay() + 6) % 7; // 0 = Monday
  return new Date(midnight - dow * DAY_MS);
}

/**
 * Contests (spec §2 /battles/contest, /challenge-bot, /challenge-boss; §7 /contest/*). A level is a 1v1 battle
 * against the house bot on the battle path (BattlesService.startAgainstBot: seat paid, bot seat, settled by the
 * battle settlement, seed type 2). Beating the bot scores the level's points once per period and unlocks the
 * next level; a result counts on the page and the leaderboard only once the battle has ended (its end time), so
 * nothing leaks before the rounds are shown. At a period's end a durable job pays the prizes per rank from
 * the house (keys `contest:{periodId}:prize:{rank}`) and opens the next period.
 */
export class ContestsService {
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
    d.settings.define(CONTEST_SETTING, DEFAULT_CONTEST_SETTINGS);
    d.jobs.register(CONTEST_END_JOB, (tx, payload: { periodId: number }) => this.payPeriod(tx, payload.periodId));
    d.battles.useInviteMs(async () => (await this.settings()).inviteHours * 3_600_000);
  }

  /** The settings; inside a transaction pass it (PGlite runs one transaction at a time). */
  private settings(db: DbOrTx = this.d.db): Promise<ContestSettings> {
    return this.d.settings.get<ContestSettings>(CONTEST_SETTING, db);
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

  /** Levels beaten this period as far as the player may see (battles ended by now). */
  private revealed(entries: repo.EntryRow[], battlesById: Map<number, Date | null>) {
    const now = this.d.clock.now().getTime();
    return entries.filter((e) => {
      const ends = battlesById.get(e.battleId);
      return ends !== undefined && ends !== null && ends.getTime() <= now;
    });
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
    return { all, shown: this.revealed(all, ends) };
  }

  private levelViews(
    levels: repo.LevelRow[],
    boxes: Map<number, BattleBox & { priceCents: number }>,
    all: repo.EntryRow[],
    shown: repo.EntryRow[],
  ): ContestLevel[] {
    const beaten = new Set(shown.filter((e) => e.won).map((e) => e.levelId));
    return levels.map((l, i) => {
      const cost = l.boxes.reduce((c, b) => c + (boxes.get(b.boxId)?.priceCents ?? 0) * b.count, 0);
      const prev = levels[i - 1];
      const state = beaten.has(l.id) ? 'beaten' : !prev || beaten.has(prev.id) ? 'open' : 'locked';
      return {
        id: l.id,
        position: l.position,
        name: l.name,
        boxes: l.boxes
          .map((b) => ({ box: boxes.get(b.boxId) ?? this.d.battles.catalogue.box(b.boxId), count: b.count }))
          .map(({ box, count }) => ({
            box: { id: box.id, name: box.name, image: box.image, price: box.price, boxInfo: box.boxInfo },
            count,
          })),
        rounds: l.boxes.reduce((n, b) => n + b.count, 0),
        cost: centsToCoins(cost),
        points: l.points,
        state,
        attempts: all.filter((e) => e.levelId === l.id).length,
      };
    });
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
      levels: this.levelViews(levels, boxes, all, shown),
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
    const view = this.levelViews(levels, boxes, all, shown).find((l) => l.id === id)!;
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

  /**
   * GET /api/battle/v2/challenge/boss/odds: exact odds of a boss battle on `count` rounds of box `boxId` at its
   * current odds version. @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | battle.error.exclusive_box
   */
  async bossOdds(boxId: number, count: number): Promise<BossOdds> {
    const rounds = await this.d.battles.roundsOf([{ boxId, count }]);
    const r = rounds[0]!;
    const rows = await this.d.battles.catalogue.oddsRows(boxId, r.oddsVersion, this.d.db);
    const cost = r.priceCents * count;
    const o = bossOdds(
      rows.map((x) => ({ valueCents: x.priceCents, ppm: x.ticketTo - x.ticketFrom + 1 })),
      count,
      cost,
    );
    return {
      box: this.d.battles.catalogue.box(boxId),
      count,
      cost: centsToCoins(cost),
      winPpm: o.winPpm,
      tiePpm: o.tiePpm,
      losePpm: o.losePpm,
      rtpPpm: o.rtpPpm,
      winExact: { num: o.winNum.toString(), den: o.den.toString() },
    };
  }

  /** POST /api/battle/v2/challenge/boss: a 1v1 against the boss (same boxes, the boss wins ties), started at once. */
  challengeBoss(userId: number, boxId: number, count: number, idempotencyKey?: string): Promise<CreateBattleResponse> {
    return this.d.battles.startAgainstBot(userId, {
      picks: [{ boxId, count }],
      mode: 'normal',
      purpose: 'boss',
      tieRule: 'boss',
      idempotencyKey,
    });
  }

  /** POST /api/battle/v2/challenge/bot: a 1v1 against a bot on the chosen boxes, started at once (fair tie draw). */
  challengeBot(
    userId: number,
    picks: { boxId: number; count: number }[],
    mode: 'normal' | 'demon',
    idempotencyKey?: string,
  ): Promise<CreateBattleResponse> {
    return this.d.battles.startAgainstBot(userId, { picks, mode, purpose: 'challenge', tieRule: 'draw', idempotencyKey });
  }

  /** GET /api/ops/contests/settings (finance): the settings in coin units. */
  async opsSettings(): Promise<OpsContestSettings> {
    const s = await this.settings();
    return { periodDays: s.periodDays, prizes: s.prizesCents.map(centsToCoins), inviteHours: s.inviteHours };
  }

  /** POST /api/ops/contests/settings (finance): new settings (the next period uses the new length), audited in the same transaction. */
  async updateSettings(v: OpsContestSettings, op: OperatorContext): Promise<OpsContestSettings> {
    const next: ContestSettings = {
      periodDays: v.periodDays,
      prizesCents: v.prizes.map((p) => coinInputCents(p)),
      inviteHours: v.inviteHours,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, CONTEST_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'contests.settings',
        targetType: 'setting',
        targetId: CONTEST_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(CONTEST_SETTING);
    return this.opsSettings();
  }

  /** GET /api/ops/contests/levels (catalogue): every level in order. */
  async opsLevels(): Promise<OpsContestLevel[]> {
    return (await repo.levels(this.d.db, false)).map((l) => ({
      id: l.id,
      position: l.position,
      name: l.name,
      boxes: l.boxes,
      points: l.points,
      isActive: l.isActive,
    }));
  }

  /**
   * POST /api/ops/contests/levels/{id} (catalogue): a level's name, line-up, points and switch, audited.
   * @throws AppError contest.error.level_not_found | battle.error.boxes | item.error.*
   */
  async updateLevel(
    id: number,
    v: { name: string; boxes: ContestLevelBox[]; points: number; isActive: boolean },
    op: OperatorContext,
  ): Promise<OpsContestLevel> {
    await this.d.battles.roundsOf(v.boxes);
    const row = await this.d.db.transaction(async (tx) => {
      const before = await repo.levelById(tx, id);
      if (!before) throw new AppError('contest.error.level_not_found');
      const after = (await repo.updateLevel(tx, id, { ...v, updatedAt: this.d.clock.now() }))!;
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'contests.level',
        targetType: 'contest_level',
        targetId: id,
        before,
        after,
        ip: op.ip,
      });
      return after;
    });
    return { id: row.id, position: row.position, name: row.name, boxes: row.boxes, points: row.points, isActive: row.isActive };
  }
}
