import { fairFloat, isYesNoWin } from '@hapa/domain';
import type { GameRoundView } from './types.ts';
import { formatNumber, formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { formatCoinUnits } from '../../../../lib/money.ts';

const pct = (ppm: number) => formatPpmPercent(ppm);

/**
 * Double or nothing (fairness.md "Double guess": win(0, p_ppm)): the draw recomputed from the revealed seed gives
 * the win or loss the server settled. A kept prize drew nothing: its round verifies as a keep.
 */
export const doubleGuessView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const pPpm = Number(r.detail.pPpm);
    const draw = Math.floor(fairFloat(r.serverSeed, r.clientSeed, r.nonce, 0) * 1_000_000);
    const win = isYesNoWin(r.serverSeed, r.clientSeed, r.nonce, pPpm);
    const summary = t(win ? 'gamesFlip.history.doubleWin' : 'gamesFlip.history.doubleLose', {
      draw: formatNumber(draw),
      ppm: formatNumber(pPpm),
    });
    if (r.detail.choice !== 'double') return { ok: r.outcome === 'cashout' && r.payout === 0, summary };
    return { ok: r.detail.win === win && r.outcome === (win ? 'win' : 'lose'), summary };
  },
  detail(r, t) {
    const choice = (r.detail.choice as string | null) ?? 'open';
    return t('gamesFlip.history.doubleDetail', {
      value: formatCoinUnits(Number(r.detail.value)),
      chance: pct(Number(r.detail.pPpm)),
      choice: t(`gamesFlip.history.choice.${choice}`),
    });
  },
};
