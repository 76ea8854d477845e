import { minesOf } from '@hapa/domain';
import type { GameRoundView } from '../../lib/verifiers/types.ts';

/** Mad miner: the round's mines recomputed from the revealed seed equal the mines the server showed. */
export const minesView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const tiles = minesOf(r.serverSeed, r.clientSeed, r.nonce, Number(r.detail.minesCount)).tiles;
    const shown = (r.detail.mines as number[] | null) ?? [];
    return {
      ok: tiles.length === shown.length && tiles.every((x, i) => x === shown[i]),
      summary: t('games.history.minesAt', { tiles: tiles.map((m) => m + 1).join(', ') }),
    };
  },
  detail(r, t) {
    const mines = (r.detail.mines as number[] | null) ?? null;
    const line = t('games.history.minesDetail', { count: Number(r.detail.minesCount), gems: (r.detail.revealed as number[]).length });
    return mines ? `${line} · ${t('games.history.minesAt', { tiles: mines.map((m) => m + 1).join(', ') })}` : line;
  },
};
