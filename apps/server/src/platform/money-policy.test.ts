import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_RULES, judgeMoneyAction, parseMoneyRules, soloLimitCents, windowStart } from './money-policy.ts';

/** Small: the console money rule table (docs/security.md#console-money-rules), pure. */
describe('console money rules', () => {
  it("an operator's limit is the highest of their roles; a role not listed moves nothing alone", () => {
    expect(soloLimitCents(DEFAULT_MONEY_RULES, 'correction', ['finance'])).toBe(100_00);
    expect(soloLimitCents(DEFAULT_MONEY_RULES, 'correction', ['support'])).toBe(0);
    expect(soloLimitCents(DEFAULT_MONEY_RULES, 'refund', ['support', 'fulfilment'])).toBe(50_00);
    expect(soloLimitCents(DEFAULT_MONEY_RULES, 'withdrawal', [])).toBe(0);
  });

  it('the limit holds for the window sum plus the new amount, per operator and in total', () => {
    const judge = (amount: number, operatorCents: number, totalCents: number) =>
      judgeMoneyAction(DEFAULT_MONEY_RULES, 'correction', ['finance'], amount, { operatorCents, totalCents });
    expect(judge(100_00, 0, 0)).toMatchObject({ needsSecond: false, reason: 'within' });
    expect(judge(1, 100_00, 100_00)).toMatchObject({ needsSecond: true, reason: 'operator_limit' });
    expect(judge(40_00, 60_00, 60_00).needsSecond).toBe(false);
    expect(judge(1, 0, 300_00)).toMatchObject({ needsSecond: true, reason: 'total_limit', totalLimitCents: 300_00 });
    // 20 x $5 alone is $100: the 21st waits
    let sum = 0;
    const verdicts = Array.from({ length: 21 }, () => {
      const v = judge(5_00, sum, sum);
      if (!v.needsSecond) sum += 5_00;
      return v.needsSecond;
    });
    expect(verdicts.filter(Boolean)).toHaveLength(1);
  });

  it('a stored row that does not parse falls back to the defaults; the window ends now', () => {
    expect(parseMoneyRules({ windowHours: 0 })).toEqual(DEFAULT_MONEY_RULES);
    expect(parseMoneyRules({ ...DEFAULT_MONEY_RULES, windowHours: 2 }).windowHours).toBe(2);
    expect(windowStart(DEFAULT_MONEY_RULES, new Date('2026-01-02T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
