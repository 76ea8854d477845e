import { centsToCoins } from '@hapa/domain';
import type { OpsFancySettings, OpsFancyView } from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { flipReads } from '../flip/flip.service.ts';
import * as repo from './fancy.repo.ts';
import { setViews } from './fancy-views.ts';
import { FANCY_SETTING, type FancyDeps, type FancySettings, fancySettings } from './fancy.settings.ts';

/** GET /api/ops/games/fancy (docs/games.md): the settings in coin units with each set's maths. */
export async function opsFancyView(d: FancyDeps): Promise<OpsFancyView> {
  const s = await fancySettings(d);
  const sets = await repo.activeSets(d.db);
  const views = await setViews(d.db, sets, s, new Map(), new Set());
  return {
    cardsPerPack: s.cardsPerPack,
    welcomeCredits: s.welcomeCredits,
    shardValues: s.shardValues,
    craftPrices: s.craftPrices,
    packs: s.packs.map((p) => ({
      setId: p.setId,
      price: centsToCoins(p.priceCents),
      prizeCoins: centsToCoins(p.prizeCents),
      prizeItemId: p.prizeItemId,
    })),
    sets: views.map((v) => ({
      id: v.id,
      name: v.name,
      cards: v.cards.length,
      expectedPacks: v.pack.expectedPacks,
      rtp: v.pack.rtp,
      prizeValue: v.prize.value,
    })),
  };
}

/**
 * POST /api/ops/games/fancy (finance; docs/games.md): new settings for the next packs, crafts and claims, with one audit
 * row in the same transaction. Every set needs exactly one pack entry; an item prize must be a catalogue item worth > 0.
 * Answers the console view as saved.
 * @throws AppError fancy.error.settings
 */
export async function updateFancySettings(d: FancyDeps, v: OpsFancySettings, op: OperatorContext): Promise<OpsFancyView> {
  const sets = await repo.activeSets(d.db);
  const ids = v.packs.map((p) => p.setId);
  if (new Set(ids).size !== ids.length || sets.some((x) => !ids.includes(x.id)) || ids.some((id) => !sets.some((x) => x.id === id)))
    throw new AppError('fancy.error.settings');
  const items = await flipReads.itemsByIds(
    d.db,
    v.packs.flatMap((p) => (p.prizeItemId ? [p.prizeItemId] : [])),
  );
  if (v.packs.some((p) => p.prizeItemId !== null && (items.get(p.prizeItemId)?.priceCents ?? 0) <= 0))
    throw new AppError('fancy.error.settings');
  const next: FancySettings = {
    cardsPerPack: v.cardsPerPack,
    welcomeCredits: v.welcomeCredits,
    shardValues: v.shardValues,
    craftPrices: v.craftPrices,
    packs: v.packs.map((p) => ({
      setId: p.setId,
      priceCents: coinInputCents(p.price),
      prizeCents: p.prizeItemId ? 0 : coinInputCents(p.prizeCoins),
      prizeItemId: p.prizeItemId,
    })),
  };
  await d.db.transaction(async (tx) => {
    const before = await d.settings.set(tx, FANCY_SETTING, next, op.userId);
    await writeAudit(tx, {
      operatorId: op.userId,
      action: 'games.fancy_settings',
      targetType: 'setting',
      targetId: FANCY_SETTING,
      before,
      after: next,
      ip: op.ip,
    });
  });
  d.settings.forget(FANCY_SETTING);
  return opsFancyView(d);
}
