import { describe, expect, it } from 'vitest';
import { battles } from '../../../lib/i18n/en/battles.ts';
import { tieDisplay } from './tie.ts';

describe('a battle tie on screen (docs/fairness.md#battles)', () => {
  it('a normal battle draws the tie: the 50-50 roulette', () => {
    expect(tieDisplay({ tieRule: 'draw' })).toEqual({ roulette: true, titleKey: 'battles.tie' });
    expect(tieDisplay({})).toEqual({ roulette: true, titleKey: 'battles.tie' });
  });

  it('a boss battle never shows a roulette: the boss wins ties, as its page promises', () => {
    const shown = tieDisplay({ tieRule: 'boss' });
    expect(shown.roulette).toBe(false);
    expect(battles.bossTieTitle).toBe('Tie: the boss wins');
    expect(battles.bossTieTitle).not.toMatch(/roulette|50-50/i);
    expect(battles.bossTie).toMatch(/boss wins every tie/);
  });
});
