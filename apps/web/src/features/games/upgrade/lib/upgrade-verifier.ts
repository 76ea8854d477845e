import { coinsToCents, fairFloat, formatCoins, isWinPpm, PPM_TOTAL } from '@hapa/domain';
import type { GameRoundView } from '../../lib/verifiers/types.ts';
import { formatChance } from './upgrade-chance.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';

interface UpgradeDetail {
  pPpm: number;
  roll: number | null;
  win: boolean | null;
  target: { id: number; name: string; price: number };
}

/**
 * Upgrade (fairness.md "Upgrade"): the roll floor(float_0 x 1,000,000) recomputed from the revealed seed equals
 * the roll the server showed, and win(0, pPpm) equals the round's outcome.
 */
export const upgradeView: GameRoundView = {
  verify(r, t) {
    const d = r.detail as unknown as UpgradeDetail;
    if (!r.serverSeed || r.status !== 'settled') return null;
    const f = fairFloat(r.serverSeed, r.clientSeed, r.nonce, 0);
    const roll = Math.floor(f * PPM_TOTAL);
    const win = isWinPpm(f, d.pPpm);
    const ok = roll === d.roll && win === d.win && win === (r.outcome === 'win');
    return {
      ok,
      summary: t('gamesUpgrade.verifySummary', {
        roll: formatNumber(roll),
        cmp: win ? '<' : '≥',
        p: formatNumber(d.pPpm),
        outcome: t(win ? 'gamesUpgrade.verifyWon' : 'gamesUpgrade.verifyLost'),
      }),
    };
  },
  detail(r, t) {
    const d = r.detail as unknown as UpgradeDetail;
    if (!d.target) return null;
    return t(d.win ? 'gamesUpgrade.historyWon' : 'gamesUpgrade.historyLost', {
      target: d.target.name,
      price: formatCoins(coinsToCents(d.target.price)),
      chance: formatChance(d.pPpm),
      roll: d.roll === null ? '–' : formatNumber(d.roll),
    });
  },
};
