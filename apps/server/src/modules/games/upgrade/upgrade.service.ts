import { centsToCoins, coinsToCents, fairFloat, isWinPpm, PPM_TOTAL, UNSELLABLE_SOURCES, upgradeChancePpm } from '@hapa/domain';
import {
  UPGRADE_DEFAULT_MULTIPLIER,
  UPGRADE_MAX_ITEMS,
  UPGRADE_MULTIPLIERS,
  type OpsUpgradeSettings,
  type UpgradeBetBody,
  type UpgradeConfig,
  type UpgradeHistory,
  type UpgradeRound,
  type UpgradeTargets,
  type UpgradeTargetsQuery,
} from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import { roundForRepeat, type GamesCore, type RoundWithPair } from '../core/games-core.ts';
import * as coreRepo from '../core/games.repo.ts';
import * as repo from './upgrade.repo.ts';

export const UPGRADE = 'upgrade';
/** Operator setting (console; defaults stated in the README). */
export const UPGRADE_SETTING = 'games.upgrade';

/**
 * Upgrade settings: house edge e and chance cap (ppm) of p_ppm = min(cap, floor(S (1e6 - e) / T)), the lowest
 * chance a bet may have (ppm), and the bounds of the coin part of a stake (cents; 0 coins is always allowed
 * with prizes).
 */
export interface UpgradeSettings {
  edgePpm: number;
  capPpm: number;
  minChancePpm: number;
  minCoinCents: number;
  maxCoinCents: number;
}
/** Defaults: 3% edge (RTP 97%), 75% cap, 1% minimum chance, coins $0.10 to $1,000. */
export const DEFAULT_UPGRADE_SETTINGS: UpgradeSettings = {
  edgePpm: 30_000,
  capPpm: 750_000,
  minChancePpm: 10_000,
  minCoinCents: 10,
  maxCoinCents: 100_000,
};

/** What a round stored at the bet (`game_rounds.params`): the stake, the target and the maths it was rolled with. */
export interface UpgradeParams {
  coinCents: number;
  itemsCents: number;
  items: { storeItemId: number; itemId: number; name: string; image: string; valueCents: number }[];
  target: { itemId: number; name: string; image: string; priceCents: number };
  edgePpm: number;
  capPpm: number;
  pPpm: number;
}
/** The result (`game_rounds.progress`): roll = floor(float_0 x 1e6), win iff roll < pPpm; the prize won. */
export interface UpgradeProgress {
  roll: number | null;
  win: boolean | null;
  wonStoreItemId: number | null;
}

/** The roll of an upgrade (fairness.md "Upgrade"): floor(float_0 x 1,000,000) of the round's nonce, and win(0, pPpm). */
export function upgradeRoll(serverSeed: string, clientSeed: string, nonce: number, pPpm: number): { roll: number; win: boolean } {
  const f = fairFloat(serverSeed, clientSeed, nonce, 0);
  return { roll: Math.floor(f * PPM_TOTAL), win: isWinPpm(f, pPpm) };
}

/**
 * Upgrade (docs/games.md, "Upgrade"; docs/product/README.md upgrade, docs/product/routes.md#games /upgrade, docs/product/endpoints.md#games /upgrade/history, /upgrade/{id}/verify): stake
 * up to 10 stored prizes and/or coins on a catalogue item worth more, at the chance of fairness.md "Upgrade".
 * The whole bet is one transaction: account lock, prizes locked and consumed (status 'upgraded'), the coin stake
 * to `house`, the type 3 nonce, the roll, on a win the target into the store (source 'upgrade'), settled.
 */
export class UpgradeService {
  constructor(private readonly d: { db: Db; core: GamesCore; settings: SettingsService; clock: Clock; publisher: Publisher }) {
    d.settings.define(UPGRADE_SETTING, DEFAULT_UPGRADE_SETTINGS);
    d.core.registerDetail(UPGRADE, (r) => this.detail(r), { kind: 'instant' });
  }

  private settings(): Promise<UpgradeSettings> {
    return this.d.settings.get<UpgradeSettings>(UPGRADE_SETTING);
  }

  /** GET /api/ops/games/upgrade: the settings in coin units for the console. */
  async opsSettings(): Promise<OpsUpgradeSettings> {
    const s = await this.settings();
    return {
      edgePpm: s.edgePpm,
      capPpm: s.capPpm,
      minChancePpm: s.minChancePpm,
      minCoin: centsToCoins(s.minCoinCents),
      maxCoin: centsToCoins(s.maxCoinCents),
    };
  }

  /**
   * POST /api/ops/games/upgrade: new settings for the next bets, with the audit row in the same transaction.
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  async updateSettings(v: OpsUpgradeSettings, op: OperatorContext): Promise<OpsUpgradeSettings> {
    const next: UpgradeSettings = {
      edgePpm: v.edgePpm,
      capPpm: v.capPpm,
      minChancePpm: v.minChancePpm,
      minCoinCents: coinInputCents(v.minCoin),
      maxCoinCents: coinInputCents(v.maxCoin),
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, UPGRADE_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.upgrade_settings',
        targetType: 'setting',
        targetId: UPGRADE_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(UPGRADE_SETTING);
    return this.opsSettings();
  }

  /** GET /api/upgrade/config: the chance formula's settings, RTP (100% - edge), multipliers and coin bounds. */
  async config(): Promise<UpgradeConfig> {
    const s = await this.settings();
    return {
      edgePpm: s.edgePpm,
      capPpm: s.capPpm,
      minChancePpm: s.minChancePpm,
      rtp: (PPM_TOTAL - s.edgePpm) / 10_000,
      multipliers: [...UPGRADE_MULTIPLIERS],
      defaultMultiplier: UPGRADE_DEFAULT_MULTIPLIER,
      maxItems: UPGRADE_MAX_ITEMS,
      minCoin: centsToCoins(s.minCoinCents),
      maxCoin: centsToCoins(s.maxCoinCents),
    };
  }

  /**
   * GET /api/upgrade/targets: catalogue items worth more than `stake` coins with at least the minimum chance for
   * it, nearest to stake x `multiplier` first (cheapest first without one), each with its exact chance.
   * Without a stake every target is listed without a chance.
   */
  async targets(q: UpgradeTargetsQuery): Promise<UpgradeTargets> {
    const s = await this.settings();
    const stakeCents = coinsToCents(q.stake);
    const bounded = stakeCents > 0;
    const { rows, total } = await repo.targets(this.d.db, {
      minExclusiveCents: bounded ? stakeCents : undefined,
      // floor(S (1e6 - e) / T) >= min  <=>  T <= floor(S (1e6 - e) / min)
      maxCents: bounded ? Math.floor((stakeCents * (PPM_TOTAL - s.edgePpm)) / s.minChancePpm) : undefined,
      keyword: q.keyword || undefined,
      nearCents: bounded && q.multiplier ? Math.round(stakeCents * q.multiplier) : undefined,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return {
      list: rows.map((r) => {
        const pPpm = bounded ? upgradeChancePpm(stakeCents, r.priceCents, s.edgePpm, s.capPpm) : null;
        return {
          id: r.id,
          name: r.name,
          brand: r.brand,
          image: r.image,
          price: centsToCoins(r.priceCents),
          skuLevel: r.skuLevel,
          pPpm,
          chance: pPpm === null ? null : pPpm / 10_000,
          // eslint-disable-next-line no-restricted-syntax -- a multiplier rounded to 2 decimals, not money
          multiplier: bounded ? Math.round((r.priceCents / stakeCents) * 100) / 100 : null,
        };
      }),
      total,
      page: q.page,
      pageSize: q.pageSize,
      stake: centsToCoins(stakeCents),
    };
  }

  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as UpgradeParams;
    const g = r.round.progress as UpgradeProgress;
    return {
      pPpm: p.pPpm,
      chance: p.pPpm / 10_000,
      roll: g.roll,
      win: g.win,
      target: { id: p.target.itemId, name: p.target.name, price: centsToCoins(p.target.priceCents) },
      coins: centsToCoins(p.coinCents),
      itemsValue: centsToCoins(p.itemsCents),
      items: p.items.length,
      wonStoreItemId: g.wonStoreItemId,
      edgePpm: p.edgePpm,
      capPpm: p.capPpm,
    };
  }

  private view(r: RoundWithPair, balanceCents?: number): UpgradeRound {
    const p = r.round.params as UpgradeParams;
    const g = r.round.progress as UpgradeProgress;
    return {
      id: r.round.id,
      pPpm: p.pPpm,
      chance: p.pPpm / 10_000,
      roll: g.roll ?? 0,
      win: g.win ?? false,
      target: { id: p.target.itemId, name: p.target.name, image: p.target.image, price: centsToCoins(p.target.priceCents) },
      amount: centsToCoins(p.coinCents),
      itemsValue: centsToCoins(p.itemsCents),
      stakeValue: centsToCoins(p.coinCents + p.itemsCents),
      stakedItems: p.items.map((i) => ({
        id: i.itemId,
        storeItemId: i.storeItemId,
        name: i.name,
        image: i.image,
        price: centsToCoins(i.valueCents),
      })),
      wonStoreItemId: g.wonStoreItemId,
      edgePpm: p.edgePpm,
      capPpm: p.capPpm,
      ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
      createdAt: r.round.createdAt.toISOString(),
      ...this.d.core.seedView(r),
    };
  }

  /**
   * POST /api/upgrade/bet: stakes `storeItemIds` (the player's own stored prizes, at most 10) and/or `amount`
   * coins on catalogue item `targetItemId` and rolls at once. Win: the target goes to the store, the prizes are
   * consumed; lose: the prizes are consumed and the coins stay with the house. The same Idempotency-Key answers
   * the first round.
   * @throws AppError validation.amount, upgrade.error.empty_stake, upgrade.error.too_many_items, game.error.bet_min /
   *   bet_max (coin part), upgrade.error.item_not_found (404: not the player's), upgrade.error.item_not_stakeable
   *   (mall/voucher items), upgrade.error.item_not_stored (already used, sold or shipped; a raced second bet),
   *   upgrade.error.target_not_found, upgrade.error.target_too_cheap, upgrade.error.chance_too_low,
   *   upgrade.error.chance_changed, coin.error.not_enough, protection errors, error.idempotency_reuse (another game's key)
   */
  async bet(userId: number, input: UpgradeBetBody, idempotencyKey?: string): Promise<UpgradeRound> {
    if (idempotencyKey) {
      // a repeat answers the first round even if the rules below changed since (placeBet checks again under the lock)
      const first = await coreRepo.roundByKey(this.d.db, userId, idempotencyKey);
      if (first) return this.roundView(roundForRepeat(first, UPGRADE).id); // another game's key: error.idempotency_reuse
    }
    const coinCents = coinInputCents(input.amount ?? 0);
    const ids = [...new Set(input.storeItemIds ?? [])].sort((a, b) => a - b);
    if (ids.length > UPGRADE_MAX_ITEMS) throw new AppError('upgrade.error.too_many_items');
    if (coinCents === 0 && ids.length === 0) throw new AppError('upgrade.error.empty_stake');
    const s = await this.settings();
    if (coinCents > 0 && coinCents < s.minCoinCents)
      throw new AppError('game.error.bet_min', `The minimum coin stake is $${centsToCoins(s.minCoinCents).toFixed(2)}`);
    if (coinCents > s.maxCoinCents)
      throw new AppError('game.error.bet_max', `The maximum coin stake is $${centsToCoins(s.maxCoinCents).toFixed(2)}`);
    const target = await repo.targetItem(this.d.db, input.targetItemId);
    if (!target) throw new AppError('upgrade.error.target_not_found');

    const out = await this.d.db.transaction(async (tx) => {
      // the prizes first, then the coin account (placeBet): the lock order of every store action
      const rows = await repo.lockStoreItems(tx, userId, ids);
      if (rows.length !== ids.length) throw new AppError('upgrade.error.item_not_found');
      if (rows.some((r) => UNSELLABLE_SOURCES.includes(r.source))) throw new AppError('upgrade.error.item_not_stakeable');
      const catalogue = await repo.itemsByIds(
        tx,
        rows.map((r) => r.itemId),
      );
      const itemsCents = rows.reduce((sum, r) => sum + r.valueCents, 0);
      const stakeCents = coinCents + itemsCents;
      if (target.priceCents <= stakeCents) throw new AppError('upgrade.error.target_too_cheap');
      const pPpm = upgradeChancePpm(stakeCents, target.priceCents, s.edgePpm, s.capPpm);
      if (pPpm < s.minChancePpm)
        throw new AppError(
          'upgrade.error.chance_too_low',
          `The chance of this upgrade is below the minimum of ${s.minChancePpm / 10_000}%`,
        );
      const params: UpgradeParams = {
        coinCents,
        itemsCents,
        items: rows.map((r) => ({
          storeItemId: r.id,
          itemId: r.itemId,
          name: catalogue.get(r.itemId)?.name ?? '',
          image: catalogue.get(r.itemId)?.image ?? '',
          valueCents: r.valueCents,
        })),
        target: { itemId: target.id, name: target.name, image: target.image, priceCents: target.priceCents },
        edgePpm: s.edgePpm,
        capPpm: s.capPpm,
        pPpm,
      };
      const placed = await this.d.core.placeBet(tx, {
        userId,
        game: UPGRADE,
        stakeCents: coinCents,
        itemStakeCents: itemsCents,
        params,
        progress: { roll: null, win: null, wonStoreItemId: null } satisfies UpgradeProgress,
        idempotencyKey,
        // after the idempotency check: a repeat answers the first round (whose prizes are gone by now)
        beforeStake: async () => {
          if (input.expectedPpm !== undefined && input.expectedPpm !== pPpm) throw new AppError('upgrade.error.chance_changed');
          if (rows.some((r) => r.status !== 'stored')) throw new AppError('upgrade.error.item_not_stored');
        },
      });
      if (placed.duplicate) {
        // placeBet refused the key of another game's bet (error.idempotency_reuse): this is an upgrade round
        return { round: await this.d.core.withPair(tx, placed.round.id), balance: placed.balance, duplicate: true };
      }
      const seeds = placed.seeds!;
      const { roll, win } = upgradeRoll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, pPpm);
      const now = this.d.clock.now();
      await repo.markUpgraded(tx, ids, now);
      const wonStoreItemId = win
        ? await repo.insertWonItem(tx, { userId, itemId: target.id, valueCents: target.priceCents, at: now })
        : null;
      const settled = await this.d.core.settle(tx, placed.round, {
        outcome: win ? 'win' : 'lose',
        payoutCents: 0,
        progress: { roll, win, wonStoreItemId } satisfies UpgradeProgress,
      });
      return { round: await this.d.core.withPair(tx, settled.round.id), balance: settled.balance, duplicate: false };
    });
    if (!out.duplicate && coinCents > 0) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return this.view(out.round, out.balance);
  }

  /** GET /api/upgrade/history: the player's upgrades, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<UpgradeHistory> {
    const { rows, total } = await repo.history(this.d.db, userId, UPGRADE, page, pageSize);
    return { list: rows.map((r) => this.view(r)), total, page, pageSize };
  }

  /**
   * GET /api/upgrade/{id}/verify: any upgrade round's inputs and result (outcomes are public); the server seed
   * once its pair is revealed.
   * @throws AppError game.error.not_found (no such round, or not an upgrade)
   */
  async verify(id: number): Promise<UpgradeRound> {
    return this.roundView(id);
  }

  private async roundView(id: number): Promise<UpgradeRound> {
    return this.view(await this.d.core.roundOf(UPGRADE, id));
  }
}
