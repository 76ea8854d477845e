import type { BattleDetail } from '@hapa/contracts';

/**
 * How a tie after the last round is shown (docs/fairness.md#battles): the fair 50-50 draw of a normal battle as a
 * roulette under "Tie! 50-50 roulette"; under the boss rule (challenge-boss, `tieRule: 'boss'`) nothing is drawn, the
 * boss wins the tie, so no roulette and the title says so. `titleKey`: the i18n key of the tie's title.
 */
export function tieDisplay(detail: Pick<BattleDetail, 'tieRule'>): { roulette: boolean; titleKey: 'battles.tie' | 'battles.bossTieTitle' } {
  return detail.tieRule === 'boss' ? { roulette: false, titleKey: 'battles.bossTieTitle' } : { roulette: true, titleKey: 'battles.tie' };
}
