import { centsToCoins, ppmToRate, VIP_THEME_ABOVE_LEVEL, vipLevelForXp, type VipLevelRow } from '@hapa/domain';
import type { VipInfo } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './vip.repo.ts';
import type { VipSettings } from './vip.settings.ts';

/**
 * GET /api/user/vip (docs/product/endpoints.md#user-and-auth): level, XP, next level's XP and every level with its perks,
 * under the VIP table `levels` and the settings `settings` (the VIP service's cached ones).
 */
export async function vipInfoOf(db: Db, levels: VipLevelRow[], settings: VipSettings, userId: number): Promise<VipInfo> {
  const xp = (await repo.userXp(db, userId)) ?? 0;
  const thresholds = levels.map((l) => l.xp);
  const level = vipLevelForXp(xp, thresholds);
  const itemIds = levels.map((l) => l.levelUpItemId).filter((x): x is number => x !== null);
  const boxIds = [...new Set(levels.map((l) => l.exclusiveBoxId ?? null).filter((x): x is number => x !== null))];
  const [itemRows, boxRows, seen] = await Promise.all([
    repo.itemsByIds(db, itemIds),
    repo.boxesByIds(db, boxIds),
    repo.levelSeen(db, userId),
  ]);
  const itemMap = new Map(itemRows.map((i) => [i.id, i]));
  const boxMap = new Map(boxRows.map((b) => [b.id, b]));
  return {
    level,
    xp,
    levelSeen: Math.min(seen ?? level, level),
    nextLevelXp: level < levels.length - 1 ? levels[level + 1]!.xp : null,
    themeAboveLevel: VIP_THEME_ABOVE_LEVEL,
    battleMinLevel: settings.battle_min_vip,
    xpPerDepositUnit: 10,
    xpPerWagerUnit: 1,
    levels: levels.map((l) => {
      const it = l.levelUpItemId !== null ? itemMap.get(l.levelUpItemId) : undefined;
      return {
        level: l.level,
        xp: l.xp,
        perks: {
          rakebackRate: ppmToRate(l.rakebackPpm),
          cashbackRate: ppmToRate(l.cashbackPpm),
          freeBoxId: l.freeBoxId,
          exclusiveBox: l.exclusiveBox,
          exclusiveBoxItem: l.exclusiveBoxId != null && boxMap.has(l.exclusiveBoxId) ? boxMap.get(l.exclusiveBoxId)! : null,
          supportChat: l.supportChat,
          vipChat: l.vipChat,
          supportService: l.supportService,
          withdrawalPerk: l.withdrawalPerk,
          levelUpItem: it ? { id: it.id, name: it.name, image: it.image, price: centsToCoins(it.priceCents) } : null,
        },
      };
    }),
  };
}
