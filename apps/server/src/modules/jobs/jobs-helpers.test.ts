import { describe, expect, it } from 'vitest';
import { failureMessage, playersOf } from './jobs.service.ts';

describe('job helpers (small)', () => {
  it('playersOf: players ascending without repeats or junk, else the userId, else none', () => {
    expect(playersOf({ payload: { players: [9, 3, 9, -1, 1.5, 'x', 2_147_483_648], userId: 4 } })).toEqual([3, 9]);
    expect(playersOf({ payload: { userId: 4 } })).toEqual([4]);
    expect(playersOf({ payload: { userId: null } })).toEqual([]);
    expect(playersOf({ payload: null })).toEqual([]);
  });

  it("failureMessage: the database's own error and code first, then drizzle's query", () => {
    const pg = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(failureMessage(new Error('Failed query: select 1', { cause: pg }))).toBe('deadlock detected (40P01) in Failed query: select 1');
    expect(failureMessage(new Error('boom'))).toBe('boom');
    expect(failureMessage('plain')).toBe('plain');
  });
});
