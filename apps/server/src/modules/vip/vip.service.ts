import type { LedgerEntryKind } from '@hapa/contracts';
import {
  centsToCoins,
  DAY_MS,
  DEFAULT_VIP_TABLE,
  depositCentsForXp,
  exclusiveBoxLevel,
  type LevelInfo,
  levelInfoOf,
  MIN_TOP_UP_CENTS,
  ppmOfCents,
  vipLevelForXp,
  type VipLevelRow,
  xpToLevel,
} from '@hapa/domain';
import type { OpsVipSettings, OpsVipView, VipInfo } from '@hapa/contracts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { EventsService } from '../events/events.service.ts';
import * as repo from './vip.repo.ts';
import { publishVipTable, registerVipRefresher } from './vip-levels.ts';
import { DEFAULT_VIP_SETTINGS, VIP_DAILY_JOB, type VipSettings } from './vip.settings.ts';
import { opsVipView, replaceVipTable, updateVipSettings, type VipConsoleDeps } from './vip-console.ts';
import { vipInfoOf } from './vip-info.ts';
import { payVipDay } from './vip-payouts.ts';

const CACHE_MS = 5_000;

/** The battle gate of one player (cents; see VipService.battleGate). */
export interface BattleGate {
  minLevel: number;
  unlocked: boolean;
  missingXp: number;
  topUpCents: number;
}

/** Adds XP in a money action's transaction (payments, boxes, battles call it). */
export interface XpAwarder {
  awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * VIP levels and perks (apps/server/src/modules/vip/README.md; docs/product/README.md, docs/product/entities.md#levels Level info, docs/product/validation.md#battle-join canBattle, docs/product/roles.md#vip-levels, docs/product/endpoints.md#user-and-auth GET /api/user/vip, docs/product/constants.md#battles):
 * the operator-edited VIP table and settings (seeded at start, cached 5 s), XP and level-up rewards in
 * the money action's own transaction, the battle gate, the birthday deposit bonus and the daily
 * rakeback / cashback job (idempotent per player and day by its ledger keys).
 */
export class VipService implements XpAwarder {
  private cache: { at: number; levels: VipLevelRow[]; settings: VipSettings } | null = null;

  constructor(private readonly d: { db: Db; wallet: WalletService; clock: Clock; jobs: JobsService; events: EventsService }) {
    d.jobs.register(VIP_DAILY_JOB, async (tx, p: { day: string }) => {
      await this.payDay(tx, p.day);
      await this.scheduleDaily(tx, new Date(Date.parse(`${p.day}T00:00:00Z`) + DAY_MS));
    });
  }

  /** Seeds the default VIP table (when empty) and missing settings, and schedules the next daily payout. Idempotent. */
  async start(): Promise<void> {
    if ((await repo.countLevels(this.d.db)) === 0) await repo.seedLevels(this.d.db, DEFAULT_VIP_TABLE);
    await repo.seedSettings(this.d.db, DEFAULT_VIP_SETTINGS);
    await this.scheduleDaily(this.d.db, this.d.clock.now());
    registerVipRefresher(() => this.levels());
  }

  /** Schedules the payout of the UTC day holding `at`, due 10 minutes after that day ends (dedupe per day). */
  private scheduleDaily(db: DbOrTx, at: Date) {
    const day = dayOf(at);
    return this.d.jobs.schedule(db, {
      kind: VIP_DAILY_JOB,
      dedupeKey: `${VIP_DAILY_JOB}:${day}`,
      payload: { day },
      dueAt: new Date(Date.parse(`${day}T00:10:00Z`) + DAY_MS),
    });
  }

  /** Table and settings, cached CACHE_MS. Inside a transaction pass its `tx` (PGlite has one connection: the outer db would deadlock). */
  private async load(db: DbOrTx = this.d.db) {
    const now = Date.now();
    if (this.cache && now - this.cache.at < CACHE_MS) return this.cache;
    const levels = await repo.listLevels(db);
    const raw = await repo.allSettings(db);
    const settings = { ...DEFAULT_VIP_SETTINGS, ...Object.fromEntries(raw) } as unknown as VipSettings;
    this.cache = { at: now, levels: levels.length ? levels : [...DEFAULT_VIP_TABLE], settings };
    publishVipTable(this.cache.levels);
    return this.cache;
  }

  /** Forgets the cached table and settings (after an operator edit on this instance). */
  invalidate() {
    this.cache = null;
  }

  /** The VIP table (`db`: the caller's transaction when inside one). */
  async levels(db?: DbOrTx): Promise<VipLevelRow[]> {
    return (await this.load(db)).levels;
  }

  async settings(db?: DbOrTx): Promise<VipSettings> {
    return (await this.load(db)).settings;
  }

  /** XP thresholds by level (index = level). */
  async thresholds(db?: DbOrTx): Promise<number[]> {
    return (await this.levels(db)).map((l) => l.xp);
  }

  /** VIP level of an XP total under the current table. */
  async levelOf(xp: number, db?: DbOrTx): Promise<number> {
    return vipLevelForXp(xp, await this.thresholds(db));
  }

  /** Minimum VIP level to create or join battles (setting battle_min_vip). */
  async battleMinLevel(): Promise<number> {
    return (await this.settings()).battle_min_vip;
  }

  /** The console edits of vip-console.ts: this database and clock, and this cache to forget after a save. */
  private get console(): VipConsoleDeps {
    return { db: this.d.db, clock: this.d.clock, invalidate: () => this.invalidate() };
  }

  /** Sets one setting (operator console, dev tools); validated by the caller. */
  async putSetting(key: keyof VipSettings, value: unknown): Promise<void> {
    await repo.putSetting(this.d.db, key, value, this.d.clock.now());
    this.invalidate();
  }

  /** GET /api/ops/vip: the stored VIP table and the settings, as the console edits them (vip-console.ts). */
  opsView(): Promise<OpsVipView> {
    return opsVipView(this.d);
  }

  /**
   * POST /api/ops/vip/levels: replaces the VIP table, audited (vip-console.ts).
   * @throws AppError vip.error.table when levels are not 0..n with XP strictly increasing from 0
   */
  replaceTable(rows: VipLevelRow[], op: OperatorContext): Promise<OpsVipView> {
    return replaceVipTable(this.console, rows, op);
  }

  /** POST /api/ops/vip/settings: the progression settings, audited (vip-console.ts). */
  updateSettings(v: OpsVipSettings, op: OperatorContext): Promise<OpsVipView> {
    return updateVipSettings(this.console, v, op);
  }

  /**
   * Adds `xp` (>= 0) to the player's XP in the caller's transaction (one atomic update, so racing actions
   * never lose XP) and hands out the level-up reward of every level crossed once per player and level
   * (the level's item in the store). Returns Level info (docs/product/entities.md#levels); `item` is the highest crossed level's item.
   */
  async awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo> {
    const thresholds = await this.thresholds(tx);
    if (!Number.isSafeInteger(xp) || xp <= 0) {
      const now = (await repo.userXp(tx, userId)) ?? 0;
      return levelInfoOf(now, now, thresholds);
    }
    const after = (await repo.addXp(tx, userId, xp)) ?? xp;
    const info = levelInfoOf(after - xp, after, thresholds);
    if (!info.isLevelUp) return info;
    await this.d.events.append(tx, 'level.reached', userId, { userId, beforeLevel: info.beforeLevel, level: info.level, xp: after });
    await repo.ensureLevelSeen(tx, userId, info.beforeLevel);
    const levels = await this.levels(tx);
    let item: number | null = null;
    for (let l = info.beforeLevel + 1; l <= info.level; l++) {
      const itemId = levels[l]?.levelUpItemId ?? null;
      if (!(await repo.claimLevelReward(tx, userId, l, itemId)) || itemId === null) continue;
      const storeItemId = await repo.insertStoreItem(tx, userId, itemId, 'vip_level', this.d.clock.now());
      if (storeItemId !== null) {
        await repo.setLevelRewardStoreItem(tx, userId, l, storeItemId);
        item = itemId;
      }
    }
    return { ...info, item };
  }

  /**
   * The battle gate for a player (docs/product/validation.md#battle-join canBattle; docs/battles.md#battle-gate): the level of the setting
   * battle_min_vip (clamped to the table), whether the player reached it and, when not, the XP and the deposit still
   * missing (cents, whole coin units: 10 XP per coin unit). `userId` null: a visitor, counted as a new player (0 XP).
   */
  async battleGate(userId: number | null): Promise<BattleGate> {
    const [thresholds, min] = await Promise.all([this.thresholds(), this.battleMinLevel()]);
    const xp = userId === null ? 0 : ((await repo.userXp(this.d.db, userId)) ?? 0);
    const level = Math.min(Math.max(0, min), thresholds.length - 1);
    const missingXp = vipLevelForXp(xp, thresholds) >= level ? 0 : xpToLevel(xp, level, thresholds);
    return { minLevel: level, unlocked: missingXp === 0, missingXp, topUpCents: depositCentsForXp(missingXp, MIN_TOP_UP_CENTS) };
  }

  /**
   * The canBattle gate (docs/product/validation.md#battle-join): the player's level must reach the setting battle_min_vip.
   * @throws AppError battle.error.vip_required with details {level, diffXp, topUp} (topUp: the deposit still missing,
   *   coin units; docs/battles.md#battle-gate)
   */
  async assertCanBattle(userId: number): Promise<void> {
    const gate = await this.battleGate(userId);
    if (gate.unlocked) return;
    throw new AppError('battle.error.vip_required', `NEED VIP${gate.minLevel} TO CREATE/JOIN BATTLE`, {
      level: gate.minLevel,
      diffXp: gate.missingXp,
      topUp: centsToCoins(gate.topUpCents),
    });
  }

  /**
   * POST /api/user/vip/level_seen: the client has shown the level-up sequence up to `level` (clamped to the
   * player's level; never lowered). Returns the stored level seen.
   */
  async markLevelSeen(userId: number, level: number): Promise<{ levelSeen: number }> {
    const xp = (await repo.userXp(this.d.db, userId)) ?? 0;
    const current = await this.levelOf(xp);
    await repo.setLevelSeen(this.d.db, userId, Math.min(level, current), this.d.clock.now());
    return { levelSeen: Math.min((await repo.levelSeen(this.d.db, userId)) ?? current, current) };
  }

  /** Lowest VIP level that opens `boxId` (docs/product/constants.md#vip-and-progression VIP4 exclusive box), or null for an ordinary box. */
  async exclusiveBoxLevel(boxId: number, db?: DbOrTx): Promise<number | null> {
    return exclusiveBoxLevel(boxId, await this.levels(db));
  }

  /** Whether `boxId` is a VIP exclusive box of the current table (cached): battles never use one. */
  async isExclusiveBox(boxId: number): Promise<boolean> {
    return exclusiveBoxLevel(boxId, await this.levels()) !== null;
  }

  /**
   * The exclusive-box gate of the open path (docs/product/constants.md#vip-and-progression VIP4 exclusive box), in the open's transaction.
   * @throws AppError vip.error.exclusive_box with details {level, diffXp} when the player is below the box's level
   */
  async assertMayOpenBox(tx: DbOrTx, userId: number, boxId: number): Promise<void> {
    const levels = await this.levels(tx);
    const need = exclusiveBoxLevel(boxId, levels);
    if (need === null) return;
    const thresholds = levels.map((l) => l.xp);
    const xp = (await repo.userXp(tx, userId)) ?? 0;
    if (vipLevelForXp(xp, thresholds) >= need) return;
    throw new AppError('vip.error.exclusive_box', `Reach VIP${need} to open this box`, {
      level: need,
      diffXp: xpToLevel(xp, need, thresholds),
    });
  }

  /** GET /api/user/vip (docs/product/endpoints.md#user-and-auth): level, XP, next level's XP and every level with its perks (vip-info.ts). */
  async info(userId: number): Promise<VipInfo> {
    const { levels, settings } = await this.load();
    return vipInfoOf(this.d.db, levels, settings, userId);
  }

  /**
   * The birthday bonus part of a deposit (docs/product/states.md#birthday birthday pop; a DepositPartSource of modules/payments,
   * docs/payments.md#deposit-parts): a deposit credited inside the claimed gift's window gets its rate of the coins,
   * from the bonus account, key `birthday_bonus:{orderNo}`. The same read quotes it and credits it (the ledger key is
   * the once-per-order guard). Arrow property: the payments module calls it unbound.
   */
  readonly birthdayPart = async (
    db: DbOrTx,
    order: { userId: number; orderNo: string; coinCents: number },
  ): Promise<{ cents: number; idempotencyKey: string; ledgerKind: LedgerEntryKind } | null> => {
    const active = await repo.activeBirthdayBonus(db, order.userId, this.d.clock.now());
    if (!active) return null;
    return {
      cents: ppmOfCents(order.coinCents, active.ratePpm),
      idempotencyKey: `birthday_bonus:${order.orderNo}`,
      ledgerKind: 'birthday_bonus',
    };
  };

  /**
   * Pays the rakeback and cashback of UTC day `day` ('YYYY-MM-DD') at each player's current level, once per player and
   * day by its ledger keys (vip-payouts.ts). Returns the cents paid by this call.
   * @throws RangeError for a day that is not a date
   */
  payDay(tx: Tx, day: string): Promise<number> {
    return payVipDay({ wallet: this.d.wallet, levels: (db) => this.levels(db) }, tx, day);
  }
}
