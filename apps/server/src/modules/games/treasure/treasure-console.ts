import { centsToCoins, PPM_TOTAL } from '@hapa/domain';
import type { OpsTreasure, OpsTreasureCreateBody, OpsTreasureSettings, OpsTreasureUpdateBody, OpsTreasureView } from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db } from '../../../db/client.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import { chanceOf, SEED_TREASURES, TREASURE, TREASURE_DEFAULT_MAPS, TREASURE_SETTING, type TreasureSettings } from './treasure-rules.ts';
import * as repo from './treasure.repo.ts';

/**
 * Treasure hunter's console (docs/games.md, role finance): the settings and the treasure rows, every change audited in
 * its own transaction. Open plays keep what they were sold at (`params`); changes apply to the next plays.
 */
export class TreasureConsole {
  constructor(private readonly d: { db: Db; settings: SettingsService }) {}

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

  private async opsSettingsOf(): Promise<OpsTreasureSettings> {
    const s = await this.d.settings.get<TreasureSettings>(TREASURE_SETTING);
    return { edgePpm: s.edgePpm, minMaps: s.minMaps, maxMaps: s.maxMaps, autoOpenHours: s.autoOpenHours };
  }

  /** GET /api/ops/games/treasure: the settings and every treasure (active or not) with its chance and plays. */
  async opsView(): Promise<OpsTreasureView> {
    const [s, list, plays] = await Promise.all([
      this.d.settings.get<TreasureSettings>(TREASURE_SETTING),
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
      chancePpm: t.t.mapPriceCents < t.item.priceCents ? chanceOf(t, s.edgePpm) : PPM_TOTAL,
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
