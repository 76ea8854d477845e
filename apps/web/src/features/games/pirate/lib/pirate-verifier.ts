import { pirateSkulls } from '@hapa/domain';
import type { GameRoundView } from '../../lib/verifiers/types.ts';

const list = (xs: readonly number[]) => xs.map((c) => c + 1).join(', ');

/**
 * Pirate 2024: the skulls of every level recomputed from the revealed seed (fairness.md "Pirate chests": level L
 * behind chest floor(float_L x chests)) equal the skulls the server showed, every opened chest was safe, and a lost
 * round's skull is the one of the level it ended on.
 */
export const pirateView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const levels = Number(r.detail.levels);
    const skulls = pirateSkulls(r.serverSeed, r.clientSeed, r.nonce, Number(r.detail.chests), levels);
    const shown = (r.detail.skulls as number[] | null) ?? [];
    const picks = (r.detail.picks as number[] | null) ?? [];
    const hit = (r.detail.hitChest as number | null) ?? null;
    const sameSkulls = skulls.length === shown.length && skulls.every((s, i) => s === shown[i]);
    const safePicks = picks.every((c, level) => skulls[level] !== c);
    const hitOk = hit === null ? r.outcome !== 'lose' : skulls[picks.length] === hit && r.outcome === 'lose';
    return { ok: sameSkulls && safePicks && hitOk, summary: t('pirate.historySkulls', { chests: list(skulls) }) };
  },
  detail(r, t) {
    const skulls = (r.detail.skulls as number[] | null) ?? null;
    const line = t('pirate.historyDetail', {
      cleared: ((r.detail.picks as number[] | null) ?? []).length,
      levels: Number(r.detail.levels),
    });
    return skulls ? `${line} · ${t('pirate.historySkulls', { chests: list(skulls) })}` : line;
  },
};
