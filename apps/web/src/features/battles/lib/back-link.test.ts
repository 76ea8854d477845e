import { describe, expect, it } from 'vitest';
import { battleBackLink } from './back-link.ts';

describe('battleBackLink', () => {
  it('leads a contest battle back to its contest, a challenge to its challenge, the rest to the list', () => {
    expect(battleBackLink({ purpose: 'contest' }).to).toBe('/battles/contest');
    expect(battleBackLink({ purpose: 'challenge' }).to).toBe('/battles/challenge-bot');
    expect(battleBackLink({ purpose: 'boss' }).to).toBe('/battles/challenge-boss');
    expect(battleBackLink({ purpose: 'pvp' }).to).toBe('/battles');
    expect(battleBackLink({}).to).toBe('/battles');
  });
});
