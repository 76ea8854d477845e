import { binomialMoments, centsToCoins, HOUR_MS, maskName } from '@hapa/domain';
import type {
  OpsTreasureCreateBody,
  OpsTreasureSettings,
  OpsTreasureUpdateBody,
  OpsTreasureView,
  Treasure,
  TreasureBrilliant,
  TreasureHistory,
  TreasureHome,
  TreasurePlay,
  TreasurePrice,
} from '@hapa/contracts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import { roundForRepeat, type GameRoundRow, type GamesCore, type RoundWithPair } from '../core/games-core.ts';
import * as core from '../core/games.repo.ts';
import { pushBalance, SteppedRound } from '../core/stepped-round.ts';
import { TreasureConsole } from './treasure-console.ts';
import {
  anyFindChancePpm,
  chanceOf,
  DEFAULT_TREASURE_SETTINGS,
  foundOf,
  playView,
  range,
  TREASURE,
  TREASURE_AUTO_OPEN_JOB,
  TREASURE_PLAY_FAST,
  TREASURE_SETTING,
  treasureConfig,
  treasureDetail,
  treasureView,
  type TreasureParams,
  type TreasureProgress,
  type TreasureSettings,
} from './treasure-rules.ts';
import * as repo from './treasure.repo.ts';

/** Entries of the brilliant history and of the hot list. */
const BRILLIANT_LIMIT = 20;
const HOT_LIMIT = 6;

/**
 * Treasure hunter (docs/games.md; docs/product/README.md, docs/product/routes.md#games /treasureh and /treasure, docs/product/entities.md#treasure, docs/product/endpoints.md#games /treasureHunter/*, docs/product/errors.md
 * treasure_hunter.error.level / un_open; fairness.md "Treasure hunter"). A play of n maps of a treasure costs
 * n x mapPrice coins, staked through the game core (game 'treasure'); its maps are drawn at the pay from the
 * player's type 3 stream: map j finds the treasure when win(j, p_ppm), p_ppm = floor(mapPrice x (1e6 - edge) /
 * value). Each finding map wins one treasure (a store prize, source 'treasure', its value = the item's price), so
 * the RTP is exactly 1 - edge. Fast plays (playType 2) settle at the pay; normal plays (1) stay open while the
 * player opens the maps one by one and settle with the last one; an open play is opened for the player by a
 * durable job after `autoOpenHours`.
 */
export class TreasureService {
  private readonly rounds: SteppedRound<TreasureParams, TreasureProgress>;
  private readonly opsConsole: TreasureConsole;

  constructor(
    private readonly d: {
      db: Db;
      core: GamesCore;
      settings: SettingsService;
      jobs: JobsService;
      clock: Clock;
      publisher: Publisher;
      levelOf: (xp: number, db?: DbOrTx) => Promise<number>;
    },
  ) {
    d.settings.define(TREASURE_SETTING, DEFAULT_TREASURE_SETTINGS);
    d.core.registerDetail(TREASURE, (r) => treasureDetail(r, d.core.seedView(r)), {
      kind: 'page',
      path: (round) => `/treasure?id=${(round.params as TreasureParams).treasureId}`,
    });
    // a normal play still open after `autoOpenHours` has its remaining maps opened and is settled (fast plays never stay open)
    this.rounds = new SteppedRound({
      db: d.db,
      core: d.core,
      clock: d.clock,
      game: TREASURE,
      timeoutJob: TREASURE_AUTO_OPEN_JOB,
      openRoundKey: 'treasure_hunter.error.play_open',
      finish: async (tx, round) => {
        await this.settleLocked(tx, round);
      },
    });
    d.jobs.register(TREASURE_AUTO_OPEN_JOB, (tx, p: { roundId: number }) => this.rounds.autoFinish(tx, p.roundId));
    this.opsConsole = new TreasureConsole({ db: d.db, settings: d.settings });
  }

  private settings(): Promise<TreasureSettings> {
    return this.d.settings.get<TreasureSettings>(TREASURE_SETTING);
  }

  /** Seeds the default treasures once, when the table is empty (`TreasureConsole.seedDefaults`); how many were added. */
  seedDefaults(): Promise<number> {
    return this.opsConsole.seedDefaults();
  }

  private playView(r: RoundWithPair, balanceCents?: number): TreasurePlay {
    return playView(r, this.d.core.seedView(r), balanceCents);
  }

  private async viewOf(db: DbOrTx, round: GameRoundRow, balanceCents?: number): Promise<TreasurePlay> {
    return this.playView(await this.rounds.withPair(db, round), balanceCents);
  }

  private async levelOfUser(db: DbOrTx, userId: number): Promise<number> {
    return this.d.levelOf(await repo.userXp(db, userId), db);
  }

  // ---------- player reads ----------

  /** GET /api/treasureHunter/home: active treasures, the hot list, the player's open play (resume) and the config. */
  async home(userId: number | null): Promise<TreasureHome> {
    const s = await this.settings();
    const level = userId === null ? null : await this.levelOfUser(this.d.db, userId);
    const list = await repo.listTreasures(this.d.db, true);
    const treasures = list.map((t) => treasureView(t, s.edgePpm, level));
    const open = userId === null ? null : await this.rounds.active(userId);
    return {
      treasures,
      hot: await this.hotOf(treasures),
      active: open ? this.playView(open) : null,
      config: treasureConfig(s),
      vipLevel: level,
    };
  }

  /** GET /api/treasureHunter/sku/list: the active treasures (docs/product/entities.md#treasure). */
  async skuList(userId: number | null): Promise<Treasure[]> {
    const s = await this.settings();
    const level = userId === null ? null : await this.levelOfUser(this.d.db, userId);
    return (await repo.listTreasures(this.d.db, true)).map((t) => treasureView(t, s.edgePpm, level));
  }

  /** GET /api/treasureHunter/hot/list: the treasures flagged hot, else the most played ones. */
  async hotList(userId: number | null): Promise<Treasure[]> {
    return this.hotOf(await this.skuList(userId));
  }

  private async hotOf(treasures: Treasure[]): Promise<Treasure[]> {
    const hot = treasures.filter((t) => t.isHot);
    if (hot.length) return hot.slice(0, HOT_LIMIT);
    const plays = await repo.playCounts(this.d.db, TREASURE);
    return treasures
      .filter((t) => (plays.get(t.id) ?? 0) > 0)
      .sort((a, b) => (plays.get(b.id) ?? 0) - (plays.get(a.id) ?? 0))
      .slice(0, HOT_LIMIT);
  }

  /**
   * GET /api/treasureHunter/price: the price of a play of `mapNumber` maps (default the treasure's map count)
   * and its chances at the current edge. A treasure above the player's level answers with `locked`.
   * @throws AppError treasure_hunter.error.not_found, treasure_hunter.error.un_open, treasure_hunter.error.map_number
   */
  async price(userId: number | null, treasureId: number, mapNumber?: number): Promise<TreasurePrice> {
    const s = await this.settings();
    const t = await repo.treasureById(this.d.db, treasureId);
    if (!t) throw new AppError('treasure_hunter.error.not_found');
    if (!t.t.isActive) throw new AppError('treasure_hunter.error.un_open');
    const n = mapNumber ?? Math.min(s.maxMaps, Math.max(s.minMaps, t.t.mapCount));
    this.assertMapNumber(s, n);
    const level = userId === null ? null : await this.levelOfUser(this.d.db, userId);
    const chancePpm = chanceOf(t, s.edgePpm);
    return {
      treasure: treasureView(t, s.edgePpm, level),
      mapNumber: n,
      price: centsToCoins(t.t.mapPriceCents * n),
      chancePpm,
      anyChancePpm: anyFindChancePpm(chancePpm, n),
    };
  }

  private assertMapNumber(s: TreasureSettings, n: number): void {
    if (!Number.isSafeInteger(n) || n < s.minMaps || n > s.maxMaps)
      throw new AppError('treasure_hunter.error.map_number', `Choose between ${s.minMaps} and ${s.maxMaps} maps`);
  }

  /** GET /api/treasureHunter/history: the player's plays, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<TreasureHistory> {
    const { rows, total } = await repo.history(this.d.db, userId, TREASURE, page, pageSize);
    return { list: rows.map((r) => this.playView(r)), total, page, pageSize };
  }

  /**
   * GET /api/treasureHunter/{id}/verify: a play's inputs and result, the server seed once revealed (anyone may
   * verify any play, as /api/game/{id}/verify); an open play shows opened maps only.
   * @throws AppError game.error.not_found
   */
  async verify(id: number): Promise<TreasurePlay> {
    return this.playView(await this.d.core.roundOf(TREASURE, id));
  }

  /** GET /api/treasureHunter/{id}: one of the player's plays. @throws AppError game.error.not_found */
  async get(userId: number, id: number): Promise<TreasurePlay> {
    return this.playView(await this.rounds.own(userId, id));
  }

  /** GET /api/treasureHunter/brilliant/history: recent wins of every player, nicknames masked. */
  async brilliant(): Promise<TreasureBrilliant[]> {
    const rows = await repo.recentWins(this.d.db, TREASURE, BRILLIANT_LIMIT);
    return rows.map(({ round, nickname }) => {
      const p = round.params as TreasureParams;
      const g = round.progress as TreasureProgress;
      return {
        id: round.id,
        nickname: maskName(nickname),
        treasureId: p.treasureId,
        skuName: p.item.name,
        skuImage: p.item.image,
        skuLevel: p.item.skuLevel,
        found: g.prizes.length,
        mapNumber: p.mapNumber,
        value: centsToCoins(p.valueCents * g.prizes.length),
        createdAt: (round.settledAt ?? round.createdAt).toISOString(),
      };
    });
  }

  // ---------- plays ----------

  /**
   * POST /api/treasureHunter/pay (normal mode, playType 1): stakes mapNumber x mapPrice coins and draws the maps;
   * the play stays open with every map hidden until opened (POST /open). One open play per player.
   * POST /api/treasureHunter/fast/open (fast mode, playType 2, the default): the same pay, every map opened and
   * the play settled in the same transaction. The same Idempotency-Key answers the first play.
   * @throws AppError treasure_hunter.error.not_found, treasure_hunter.error.un_open, treasure_hunter.error.map_number,
   *   treasure_hunter.error.level (403), treasure_hunter.error.play_open, coin.error.not_enough, protection errors,
   *   error.idempotency_reuse (the key of another game's round, or of the other play mode)
   */
  async pay(
    userId: number,
    input: { treasureId: number; mapNumber: number },
    playType: number,
    idempotencyKey?: string,
  ): Promise<TreasurePlay> {
    const s = await this.settings();
    // normal and fast play are two routes: a key answers a repeat on its own route only (docs/security.md#requests-and-sessions)
    const samePlayType = (r: GameRoundRow) => (r.params as TreasureParams).playType === playType;
    const out = await this.d.db.transaction(async (tx) => {
      if (idempotencyKey) {
        // a repeat answers the first play before any gate (placeBet checks again under the account lock)
        const first = await core.roundByKey(tx, userId, idempotencyKey);
        if (first) return { round: roundForRepeat(first, TREASURE, samePlayType), balance: undefined, duplicate: true };
      }
      const t = await repo.treasureById(tx, input.treasureId);
      if (!t) throw new AppError('treasure_hunter.error.not_found');
      if (!t.t.isActive) throw new AppError('treasure_hunter.error.un_open');
      this.assertMapNumber(s, input.mapNumber);
      const level = await this.levelOfUser(tx, userId);
      if (level < t.t.minVipLevel)
        throw new AppError('treasure_hunter.error.level', `Reach VIP${t.t.minVipLevel} to hunt this treasure`, { level: t.t.minVipLevel });
      const params: TreasureParams = {
        treasureId: t.t.id,
        itemId: t.item.id,
        type: t.t.type,
        item: { name: t.item.name, image: t.item.image, skuLevel: t.item.skuLevel },
        valueCents: t.item.priceCents,
        mapPriceCents: t.t.mapPriceCents,
        mapNumber: input.mapNumber,
        edgePpm: s.edgePpm,
        pPpm: chanceOf(t, s.edgePpm),
        playType,
      };
      // a fast play settles right here (no timeout); a normal play stays open until its last map or the auto-open job
      const fast = playType === TREASURE_PLAY_FAST;
      const placed = await this.rounds.placeBet(tx, {
        userId,
        stakeCents: t.t.mapPriceCents * input.mapNumber,
        params,
        progress: { opened: [], prizes: [] },
        idempotencyKey,
        sameRoute: samePlayType,
        timeoutMs: fast ? null : s.autoOpenHours * HOUR_MS,
      });
      if (placed.duplicate) return { round: placed.round, balance: undefined, duplicate: true };
      if (fast) {
        const settled = await this.settleLocked(tx, placed.round);
        return { round: settled.round, balance: settled.balance, duplicate: false };
      }
      return { round: placed.round, balance: placed.balance, duplicate: false };
    });
    if (!out.duplicate && out.balance !== undefined) pushBalance(this.d.publisher, userId, out.balance);
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /**
   * POST /api/treasureHunter/open: opens map `map` of the player's open play; the last map settles the play
   * (each found map's treasure to the store) in the same transaction.
   * @throws AppError game.error.not_found, game.error.round_over, treasure_hunter.error.map, treasure_hunter.error.map_opened
   */
  async open(userId: number, id: number, map: number): Promise<TreasurePlay> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      const p = this.rounds.params(round);
      const g = this.rounds.progress(round);
      if (map >= p.mapNumber) throw new AppError('treasure_hunter.error.map');
      if (g.opened.includes(map)) throw new AppError('treasure_hunter.error.map_opened');
      const opened = [...g.opened, map];
      if (opened.length === p.mapNumber) return this.settleLocked(tx, round, opened);
      return {
        round: await this.rounds.step(tx, round, { opened, prizes: [] }),
        balance: undefined,
      };
    });
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /**
   * Settles an open play the caller has locked: every map opened (`opened` keeps the player's order, the rest
   * follow), one store prize per found map, outcome 'win' when any map found the treasure, payout 0 coins.
   */
  private async settleLocked(tx: Tx, round: GameRoundRow, openedSoFar?: number[]): Promise<{ round: GameRoundRow; balance: number }> {
    const p = this.rounds.params(round);
    const found = foundOf(await this.rounds.withPair(tx, round));
    const before = openedSoFar ?? this.rounds.progress(round).opened;
    const opened = [...before, ...range(p.mapNumber).filter((i) => !before.includes(i))];
    const prizes: TreasureProgress['prizes'] = [];
    const at = this.d.clock.now();
    for (const map of range(p.mapNumber)) {
      if (!found[map]) continue;
      prizes.push({
        map,
        storeItemId: await repo.insertPrize(tx, { userId: round.userId, itemId: p.itemId, valueCents: p.valueCents, at }),
      });
    }
    // every map finds the treasure with the chance it was sold at, paid in prizes at their value (docs/transparency.md#real-rtp)
    const stakeCents = round.stakeCents;
    return this.d.core.settle(tx, round, {
      outcome: prizes.length ? 'win' : 'lose',
      payoutCents: 0,
      progress: { opened, prizes } satisfies TreasureProgress,
      ...(stakeCents > 0
        ? {
            rtp: {
              stakeCents,
              payoutCents: prizes.length * p.valueCents,
              ...binomialMoments(p.mapNumber, p.pPpm, p.valueCents, stakeCents),
            },
          }
        : {}),
    });
  }

  // ---------- console (treasure-console.ts) ----------

  /** GET /api/ops/games/treasure: the settings and every treasure (active or not) with its chance and plays. */
  opsView(): Promise<OpsTreasureView> {
    return this.opsConsole.opsView();
  }

  /** POST /api/ops/games/treasure: settings for the next plays, audited (`TreasureConsole.updateSettings`). */
  updateSettings(v: OpsTreasureSettings, op: OperatorContext): Promise<OpsTreasureView> {
    return this.opsConsole.updateSettings(v, op);
  }

  /**
   * POST /api/ops/games/treasure/treasures: a new treasure, audited (`TreasureConsole.createTreasure`).
   * @throws AppError treasure_hunter.error.item, validation.amount, treasure_hunter.error.map_price
   */
  createTreasure(body: OpsTreasureCreateBody, op: OperatorContext): Promise<OpsTreasureView> {
    return this.opsConsole.createTreasure(body, op);
  }

  /**
   * POST /api/ops/games/treasure/treasures/{id}: changes a treasure row, audited (`TreasureConsole.updateTreasure`).
   * @throws AppError treasure_hunter.error.not_found, validation.amount, treasure_hunter.error.map_price
   */
  updateTreasure(id: number, body: OpsTreasureUpdateBody, op: OperatorContext): Promise<OpsTreasureView> {
    return this.opsConsole.updateTreasure(id, body, op);
  }
}
