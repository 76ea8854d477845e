import { binomialMoments, centsToCoins, maskName, PPM_TOTAL, treasureMapChancePpm, treasureMapsFound } from '@hapa/domain';
import type {
  OpsTreasure,
  OpsTreasureCreateBody,
  OpsTreasureSettings,
  OpsTreasureUpdateBody,
  OpsTreasureView,
  Treasure,
  TreasureBrilliant,
  TreasureConfig,
  TreasureHistory,
  TreasureHome,
  TreasurePlay,
  TreasurePrice,
} from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import { roundForRepeat, type GameRoundRow, type GamesCore, type RoundWithPair } from '../core/games-core.ts';
import * as core from '../core/games.repo.ts';
import * as repo from './treasure.repo.ts';
import type { TreasureWithItem } from './treasure.repo.ts';

export const TREASURE = 'treasure';
/** Operator setting (console; defaults stated in the README). */
export const TREASURE_SETTING = 'games.treasure';
export const TREASURE_AUTO_OPEN_JOB = 'treasure.auto_open';
/** docs/product/entities.md#treasure: the store's default mapNumber and playType (2 fast; docs/product/constants.md#games "treasure mode fast"). */
export const TREASURE_DEFAULT_MAPS = 4;
export const TREASURE_PLAY_NORMAL = 1;
export const TREASURE_PLAY_FAST = 2;
/** Entries of the brilliant history and of the hot list. */
const BRILLIANT_LIMIT = 20;
const HOT_LIMIT = 6;

/** Treasure hunter settings: house edge (ppm), maps a play may buy, hours before an open play is opened for the player. */
export interface TreasureSettings {
  edgePpm: number;
  minMaps: number;
  maxMaps: number;
  autoOpenHours: number;
}
export const DEFAULT_TREASURE_SETTINGS: TreasureSettings = { edgePpm: 50_000, minMaps: 1, maxMaps: 10, autoOpenHours: 24 };

/**
 * Treasures seeded at start when the table is empty (catalogue item ids of the seeded catalogue; a missing item
 * is skipped). Chance per map at the default 5% edge in the comment.
 */
export const SEED_TREASURES: readonly { itemId: number; type: 1 | 2; mapPriceCents: number; minVipLevel: number; isHot: boolean }[] = [
  { itemId: 1422, type: 2, mapPriceCents: 1_000, minVipLevel: 0, isHot: true }, // PlayStation Store $50 Gift Card: 19%
  { itemId: 1407, type: 2, mapPriceCents: 1_000, minVipLevel: 0, isHot: false }, // Amazon $100 Gift Card: 9.5%
  { itemId: 2115, type: 2, mapPriceCents: 500, minVipLevel: 0, isHot: true }, // Apple AirPods Pro 2 ($199): 2.39%
  { itemId: 1109, type: 2, mapPriceCents: 1_000, minVipLevel: 1, isHot: false }, // Nintendo Switch 2 ($449.99): 2.11%
  { itemId: 1317, type: 1, mapPriceCents: 1_000, minVipLevel: 3, isHot: false }, // Apple Watch Ultra 2 ($799): 1.19%
  { itemId: 1512, type: 1, mapPriceCents: 2_500, minVipLevel: 4, isHot: true }, // PAMP Suisse 10 g Gold Bar ($1,150): 2.07%
  { itemId: 1017, type: 1, mapPriceCents: 2_500, minVipLevel: 5, isHot: false }, // Samsung Galaxy Z Fold7 ($1,999.99): 1.19%
];

/** What a play fixed at the pay (the treasure as it was then, the chance it was sold at). */
interface TreasureParams {
  treasureId: number;
  itemId: number;
  type: number;
  item: { name: string; image: string; skuLevel: number };
  valueCents: number;
  mapPriceCents: number;
  mapNumber: number;
  edgePpm: number;
  pPpm: number;
  playType: number;
}
/** Maps opened (in the order opened) and, once settled, the store prizes the found maps became. */
interface TreasureProgress {
  opened: number[];
  prizes: { map: number; storeItemId: number }[];
}

/**
 * 1 - (1 - p)^n in ppm, rounded down, computed exactly in integers: the chance at least one of n maps finds
 * the treasure when each does with p ppm (shown on the play page).
 */
export function anyFindChancePpm(pPpm: number, maps: number): number {
  const P = BigInt(PPM_TOTAL);
  const miss = BigInt(PPM_TOTAL - pPpm) ** BigInt(maps);
  const all = P ** BigInt(maps);
  return Number(((all - miss) * P) / all);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

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
    d.core.registerDetail(TREASURE, (r) => this.detail(r), {
      kind: 'page',
      path: (round) => `/treasure?id=${(round.params as TreasureParams).treasureId}`,
    });
    d.jobs.register(TREASURE_AUTO_OPEN_JOB, (tx, p: { roundId: number }) => this.autoOpen(tx, p.roundId));
  }

  private settings(): Promise<TreasureSettings> {
    return this.d.settings.get<TreasureSettings>(TREASURE_SETTING);
  }

  /**
   * Seeds SEED_TREASURES when the treasures table is empty (idempotent; one count query otherwise). Items the
   * catalogue does not hold are skipped.
   */
  async seedDefaults(): Promise<number> {
    if ((await repo.countTreasures(this.d.db)) > 0) return 0;
    const found = new Set(
      (
        await repo.itemsByIds(
          this.d.db,
          SEED_TREASURES.map((s) => s.itemId),
        )
      ).map((i) => i.id),
    );
    const rows = SEED_TREASURES.filter((s) => found.has(s.itemId)).map((s, i) => ({
      ...s,
      mapCount: TREASURE_DEFAULT_MAPS,
      sort: (i + 1) * 10,
      isActive: true,
    }));
    return (await repo.insertTreasures(this.d.db, rows)).length;
  }

  // ---------- views ----------

  private config(s: TreasureSettings): TreasureConfig {
    return {
      edgePpm: s.edgePpm,
      rtp: (PPM_TOTAL - s.edgePpm) / 10_000,
      minMaps: s.minMaps,
      maxMaps: s.maxMaps,
      defaultMaps: TREASURE_DEFAULT_MAPS,
      defaultPlayType: TREASURE_PLAY_FAST,
      autoOpenHours: s.autoOpenHours,
    };
  }

  private chanceOf(t: TreasureWithItem, edgePpm: number): number {
    return treasureMapChancePpm(t.t.mapPriceCents, t.item.priceCents, edgePpm);
  }

  private treasureView(t: TreasureWithItem, edgePpm: number, level: number | null): Treasure {
    return {
      id: t.t.id,
      type: t.t.type,
      itemId: t.item.id,
      skuImage: t.item.image,
      skuName: t.item.name,
      skuLevel: t.item.skuLevel,
      orgPrice: centsToCoins(t.item.priceCents),
      realPrice: centsToCoins(t.t.mapPriceCents * t.t.mapCount),
      mapPrice: centsToCoins(t.t.mapPriceCents),
      mapCount: t.t.mapCount,
      chancePpm: this.chanceOf(t, edgePpm),
      minVipLevel: t.t.minVipLevel,
      locked: level !== null && level < t.t.minVipLevel,
      isHot: t.t.isHot,
    };
  }

  /** Every map's find, from the round's seed (the server knows it; a view shows opened maps only). */
  private foundOf(r: RoundWithPair): boolean[] {
    const p = r.round.params as TreasureParams;
    return treasureMapsFound(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, p.mapNumber, p.pPpm);
  }

  private playView(r: RoundWithPair, balanceCents?: number): TreasurePlay {
    const p = r.round.params as TreasureParams;
    const g = r.round.progress as TreasureProgress;
    const found = this.foundOf(r);
    const maps = range(p.mapNumber).map((index) => {
      const opened = g.opened.includes(index);
      return { index, opened, found: opened ? found[index]! : null };
    });
    const prizes = g.prizes.map((x) => ({
      storeItemId: x.storeItemId,
      itemId: p.itemId,
      map: x.map,
      name: p.item.name,
      image: p.item.image,
      value: centsToCoins(p.valueCents),
    }));
    return {
      id: r.round.id,
      status: r.round.status as TreasurePlay['status'],
      outcome: r.round.outcome as TreasurePlay['outcome'],
      playType: p.playType,
      treasure: {
        id: p.treasureId,
        type: p.type,
        itemId: p.itemId,
        skuName: p.item.name,
        skuImage: p.item.image,
        skuLevel: p.item.skuLevel,
        orgPrice: centsToCoins(p.valueCents),
      },
      mapNumber: p.mapNumber,
      mapPrice: centsToCoins(p.mapPriceCents),
      amount: centsToCoins(r.round.stakeCents),
      chancePpm: p.pPpm,
      edgePpm: p.edgePpm,
      maps,
      foundCount: maps.filter((m) => m.found === true).length,
      prizes,
      wonValue: centsToCoins(p.valueCents * g.prizes.length),
      ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
      createdAt: r.round.createdAt.toISOString(),
      settledAt: r.round.settledAt?.toISOString() ?? null,
      ...this.d.core.seedView(r),
    };
  }

  /** History and verify detail (GamesCore): the treasure, maps, p_ppm and found per map (only opened ones while open). */
  private detail(r: RoundWithPair): Record<string, unknown> {
    const v = this.playView(r);
    return {
      treasureId: v.treasure.id,
      skuName: v.treasure.skuName,
      value: v.treasure.orgPrice,
      mapNumber: v.mapNumber,
      mapPrice: v.mapPrice,
      edgePpm: v.edgePpm,
      pPpm: v.chancePpm,
      playType: v.playType,
      found: v.maps.map((m) => m.found),
      foundCount: v.foundCount,
      wonValue: v.wonValue,
    };
  }

  private async viewOf(db: DbOrTx, round: GameRoundRow, balanceCents?: number): Promise<TreasurePlay> {
    return this.playView(await this.d.core.withPair(db, round.id), balanceCents);
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
    const treasures = list.map((t) => this.treasureView(t, s.edgePpm, level));
    const open = userId === null ? null : await this.d.core.openRound(userId, TREASURE);
    return {
      treasures,
      hot: await this.hotOf(treasures),
      active: open ? await this.viewOf(this.d.db, open) : null,
      config: this.config(s),
      vipLevel: level,
    };
  }

  /** GET /api/treasureHunter/sku/list: the active treasures (docs/product/entities.md#treasure). */
  async skuList(userId: number | null): Promise<Treasure[]> {
    const s = await this.settings();
    const level = userId === null ? null : await this.levelOfUser(this.d.db, userId);
    return (await repo.listTreasures(this.d.db, true)).map((t) => this.treasureView(t, s.edgePpm, level));
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
    const chancePpm = this.chanceOf(t, s.edgePpm);
    return {
      treasure: this.treasureView(t, s.edgePpm, level),
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
    return this.playView(await this.d.core.roundOf(TREASURE, id, userId));
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
        pPpm: this.chanceOf(t, s.edgePpm),
        playType,
      };
      const placed = await this.d.core.placeBet(tx, {
        userId,
        game: TREASURE,
        stakeCents: t.t.mapPriceCents * input.mapNumber,
        params,
        progress: { opened: [], prizes: [] } satisfies TreasureProgress,
        idempotencyKey,
        sameRoute: samePlayType,
        beforeStake: async () => {
          await this.d.core.assertNoOpenRound(tx, userId, TREASURE, 'treasure_hunter.error.play_open');
        },
      });
      if (placed.duplicate) return { round: placed.round, balance: undefined, duplicate: true };
      if (playType === TREASURE_PLAY_FAST) {
        const settled = await this.settleLocked(tx, placed.round);
        return { round: settled.round, balance: settled.balance, duplicate: false };
      }
      const dueAt = new Date(this.d.clock.now().getTime() + s.autoOpenHours * 3_600_000);
      await this.d.core.scheduleTimeout(tx, placed.round, TREASURE_AUTO_OPEN_JOB, dueAt);
      return { round: placed.round, balance: placed.balance, duplicate: false };
    });
    if (!out.duplicate && out.balance !== undefined) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return this.viewOf(this.d.db, out.round, out.balance);
  }

  /**
   * POST /api/treasureHunter/open: opens map `map` of the player's open play; the last map settles the play
   * (each found map's treasure to the store) in the same transaction.
   * @throws AppError game.error.not_found, game.error.round_over, treasure_hunter.error.map, treasure_hunter.error.map_opened
   */
  async open(userId: number, id: number, map: number): Promise<TreasurePlay> {
    const out = await this.d.db.transaction(async (tx) => {
      const round = await this.d.core.lockOwnRound(tx, userId, TREASURE, id);
      if (round.status !== 'open') throw new AppError('game.error.round_over');
      const p = round.params as TreasureParams;
      const g = round.progress as TreasureProgress;
      if (map >= p.mapNumber) throw new AppError('treasure_hunter.error.map');
      if (g.opened.includes(map)) throw new AppError('treasure_hunter.error.map_opened');
      const opened = [...g.opened, map];
      if (opened.length === p.mapNumber) return this.settleLocked(tx, round, opened);
      return {
        round: await core.updateRound(tx, round.id, { progress: { opened, prizes: [] } satisfies TreasureProgress }),
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
    const p = round.params as TreasureParams;
    const r = await this.d.core.withPair(tx, round.id);
    const found = this.foundOf(r);
    const before = openedSoFar ?? (round.progress as TreasureProgress).opened;
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

  /** The durable job: a normal play still open after `autoOpenHours` has its remaining maps opened and is settled. */
  private async autoOpen(tx: Tx, roundId: number): Promise<void> {
    // read first (no lock) for the owner, then lock in the order of every game action: account, then round
    const found = await core.roundWithPair(tx, roundId);
    if (!found || found.round.status !== 'open') return;
    const round = await this.d.core.lockOwnRound(tx, found.round.userId, TREASURE, roundId);
    if (round.status !== 'open') return;
    await this.settleLocked(tx, round);
  }

  // ---------- console ----------

  private async opsSettingsOf(): Promise<OpsTreasureSettings> {
    const s = await this.settings();
    return { edgePpm: s.edgePpm, minMaps: s.minMaps, maxMaps: s.maxMaps, autoOpenHours: s.autoOpenHours };
  }

  /** GET /api/ops/games/treasure: the settings and every treasure (active or not) with its chance and plays. */
  async opsView(): Promise<OpsTreasureView> {
    const [s, list, plays] = await Promise.all([
      this.settings(),
      repo.listTreasures(this.d.db, false),
      repo.playCounts(this.d.db, TREASURE),
    ]);
    const treasures: OpsTreasure[] = list.map((t) => ({
      id: t.t.id,
      itemId: t.item.id,
      itemName: t.item.name,
      itemImage: t.item.image,
      value: centsToCoins(t.item.priceCents),
      type: t.t.type,
      mapPrice: centsToCoins(t.t.mapPriceCents),
      mapCount: t.t.mapCount,
      minVipLevel: t.t.minVipLevel,
      sort: t.t.sort,
      isActive: t.t.isActive,
      isHot: t.t.isHot,
      chancePpm: t.t.mapPriceCents < t.item.priceCents ? this.chanceOf(t, s.edgePpm) : PPM_TOTAL,
      plays: plays.get(t.t.id) ?? 0,
    }));
    return { settings: await this.opsSettingsOf(), treasures };
  }

  /**
   * POST /api/ops/games/treasure: new settings for the next plays (open plays keep the chance they were sold
   * at), with the audit row in the same transaction.
   */
  async updateSettings(v: OpsTreasureSettings, op: OperatorContext): Promise<OpsTreasureView> {
    const next: TreasureSettings = { edgePpm: v.edgePpm, minMaps: v.minMaps, maxMaps: v.maxMaps, autoOpenHours: v.autoOpenHours };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, TREASURE_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.treasure_settings',
        targetType: 'setting',
        targetId: TREASURE_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(TREASURE_SETTING);
    return this.opsView();
  }

  private mapPriceCents(input: unknown, valueCents: number): number {
    const cents = coinInputCents(input);
    if (cents < 1 || cents >= valueCents) throw new AppError('treasure_hunter.error.map_price');
    return cents;
  }

  /**
   * POST /api/ops/games/treasure/treasures: a new treasure of catalogue item `itemId`; audited.
   * @throws AppError treasure_hunter.error.item, validation.amount, treasure_hunter.error.map_price
   */
  async createTreasure(body: OpsTreasureCreateBody, op: OperatorContext): Promise<OpsTreasureView> {
    await this.d.db.transaction(async (tx) => {
      const item = await repo.itemById(tx, body.itemId);
      if (!item) throw new AppError('treasure_hunter.error.item');
      const row = {
        itemId: item.id,
        type: body.type,
        mapPriceCents: this.mapPriceCents(body.mapPrice, item.priceCents),
        mapCount: body.mapCount,
        minVipLevel: body.minVipLevel,
        sort: body.sort,
        isActive: body.isActive,
        isHot: body.isHot,
      };
      const [created] = await repo.insertTreasures(tx, [row]);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.treasure_create',
        targetType: 'treasure',
        targetId: created!.id,
        before: null,
        after: row,
        ip: op.ip,
      });
    });
    return this.opsView();
  }

  /**
   * POST /api/ops/games/treasure/treasures/{id}: changes type, map price, map count, VIP level, sort, active or
   * hot of a treasure (open plays keep what they were sold at); audited with the row before and after.
   * @throws AppError treasure_hunter.error.not_found, validation.amount, treasure_hunter.error.map_price
   */
  async updateTreasure(id: number, body: OpsTreasureUpdateBody, op: OperatorContext): Promise<OpsTreasureView> {
    await this.d.db.transaction(async (tx) => {
      const before = await repo.lockTreasure(tx, id);
      if (!before) throw new AppError('treasure_hunter.error.not_found');
      const item = await repo.itemById(tx, before.itemId);
      const set: Partial<repo.TreasureRow> = {};
      if (body.type !== undefined) set.type = body.type;
      if (body.mapPrice !== undefined) set.mapPriceCents = this.mapPriceCents(body.mapPrice, item?.priceCents ?? 0);
      if (body.mapCount !== undefined) set.mapCount = body.mapCount;
      if (body.minVipLevel !== undefined) set.minVipLevel = body.minVipLevel;
      if (body.sort !== undefined) set.sort = body.sort;
      if (body.isActive !== undefined) set.isActive = body.isActive;
      if (body.isHot !== undefined) set.isHot = body.isHot;
      const after = Object.keys(set).length ? await repo.updateTreasure(tx, id, set) : before;
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.treasure_update',
        targetType: 'treasure',
        targetId: id,
        before,
        after,
        ip: op.ip,
      });
    });
    return this.opsView();
  }
}
