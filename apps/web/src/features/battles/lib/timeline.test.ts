import { describe, expect, it } from 'vitest';
import { battleTimeline, SPIN_SHARE } from './timeline.ts';

const start = Date.parse('2026-01-01T00:00:00.000Z');
const b = {
  state: 20,
  startedAt: new Date(start).toISOString(),
  endsAt: new Date(start + 3000 * 3 + 4000).toISOString(),
  roundMs: 3000,
  totalRound: 3,
};

describe('battleTimeline', () => {
  it('waits before the start', () => {
    expect(battleTimeline({ ...b, state: 10, startedAt: null, endsAt: null }, start).phase).toBe('waiting');
  });
  it('spins each round, then lands it', () => {
    expect(battleTimeline(b, start)).toMatchObject({ phase: 'rounds', round: 0, spinning: true, landed: 0 });
    expect(battleTimeline(b, start + 3000 * SPIN_SHARE + 1)).toMatchObject({ round: 0, spinning: false, landed: 1 });
    expect(battleTimeline(b, start + 3000)).toMatchObject({ round: 1, spinning: true, landed: 1 });
    expect(battleTimeline(b, start + 8999)).toMatchObject({ round: 2, spinning: false, landed: 3 });
  });
  it('runs the tie roulette after the last round and ends at endsAt', () => {
    expect(battleTimeline(b, start + 9000)).toMatchObject({ phase: 'tie', landed: 3, nextChangeInMs: 4000 });
    expect(battleTimeline(b, start + 13_000)).toMatchObject({ phase: 'ended', landed: 3, nextChangeInMs: null });
  });
});
