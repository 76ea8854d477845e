import { describe, expect, it } from 'vitest';
import {
  BATTLE_FAST_ROUND_MS,
  BATTLE_ROUND_MS,
  BATTLE_TIE_MS,
  BattleError,
  battleEndsAt,
  revealedRounds,
  roundMsFor,
  roundRevealAt,
  seatCount,
  settleBattle,
  splitEvenly,
  teamOfSeat,
} from './battle.ts';
import { battleClientSeed, tieWinnerIndex } from './fairness.ts';

const noTie = () => {
  throw new Error('no tie expected');
};

describe('seats and teams', () => {
  it('seat counts per type and teams blue 1-2, red 3-4', () => {
    expect([seatCount('singled'), seatCount('trio'), seatCount('quad'), seatCount('team')]).toEqual([2, 3, 4, 4]);
    expect([1, 2, 3, 4].map((s) => teamOfSeat('team', s))).toEqual([1, 1, 2, 2]);
    expect(teamOfSeat('quad', 3)).toBe(0);
    expect(() => teamOfSeat('singled', 3)).toThrow(BattleError);
  });
});

describe('timing', () => {
  it('reveals round r at startedAt + r * roundMs and ends after the last spin (+ roulette on a tie)', () => {
    expect(roundMsFor(false)).toBe(BATTLE_ROUND_MS);
    expect(roundMsFor(true)).toBe(BATTLE_FAST_ROUND_MS);
    const start = 1_000_000;
    expect(revealedRounds(start - 1, start, 1000, 5)).toBe(0);
    expect(revealedRounds(start, start, 1000, 5)).toBe(1);
    expect(revealedRounds(start + 999, start, 1000, 5)).toBe(1);
    expect(revealedRounds(start + 1000, start, 1000, 5)).toBe(2);
    expect(revealedRounds(start + 99_000, start, 1000, 5)).toBe(5);
    expect(roundRevealAt(start, 1000, 3)).toBe(start + 3000);
    expect(battleEndsAt(start, 1000, 5, false)).toBe(start + 5000);
    expect(battleEndsAt(start, 1000, 5, true)).toBe(start + 5000 + BATTLE_TIE_MS);
  });
});

describe('splitEvenly', () => {
  it('gives the remainder cents to the first winners in seat order and sums exactly', () => {
    expect(splitEvenly(1001, 2)).toEqual([501, 500]);
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitEvenly(0, 4)).toEqual([0, 0, 0, 0]);
    for (const [total, n] of [
      [99_999, 4],
      [7, 3],
      [123_456_789, 2],
    ] as const) {
      expect(splitEvenly(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(() => splitEvenly(-1, 2)).toThrow(BattleError);
    expect(() => splitEvenly(10, 0)).toThrow(BattleError);
  });
});

describe('settleBattle', () => {
  it('normal: the highest total takes every item, no coins', () => {
    const s = settleBattle({ type: 'trio', mode: 'normal', seatTotalsCents: [500, 900, 100], drawTie: noTie });
    expect(s.winnerSeats).toEqual([2]);
    expect(s.itemsToSeat).toBe(2);
    expect(s.payoutCents).toEqual([0, 0, 0]);
    expect(s.prizeCents).toBe(1500);
    expect(s.tie).toBeNull();
    expect(s.rankOfSeat).toEqual([2, 1, 3]);
  });

  it('demon: the lowest total wins', () => {
    const s = settleBattle({ type: 'quad', mode: 'demon', seatTotalsCents: [500, 900, 100, 300], drawTie: noTie });
    expect(s.winnerSeats).toEqual([3]);
    expect(s.itemsToSeat).toBe(3);
    expect(s.rankOfSeat).toEqual([3, 4, 1, 2]);
  });

  it('share: everyone wins an equal split of all items as coins', () => {
    const s = settleBattle({ type: 'trio', mode: 'share', seatTotalsCents: [500, 900, 101], drawTie: noTie });
    expect(s.winnerSide).toBeNull();
    expect(s.winnerSeats).toEqual([1, 2, 3]);
    expect(s.itemsToSeat).toBeNull();
    expect(s.payoutCents).toEqual([501, 500, 500]);
    expect(s.tie).toBeNull();
  });

  it('team: team totals decide; the winning team splits every item as coins', () => {
    const s = settleBattle({ type: 'team', mode: 'normal', seatTotalsCents: [100, 200, 250, 1], drawTie: noTie });
    expect(s.sideOfSeat).toEqual([1, 1, 2, 2]);
    expect(s.sideTotalsCents.get(1)).toBe(300);
    expect(s.sideTotalsCents.get(2)).toBe(251);
    expect(s.winnerSide).toBe(1);
    expect(s.winnerSeats).toEqual([1, 2]);
    expect(s.payoutCents).toEqual([276, 275, 0, 0]);
    expect(s.rankOfSeat).toEqual([1, 1, 2, 2]);
    const demon = settleBattle({ type: 'team', mode: 'demon', seatTotalsCents: [100, 200, 250, 1], drawTie: noTie });
    expect(demon.winnerSeats).toEqual([3, 4]);
  });

  it('ties go to drawTie over the tied sides in ascending order', () => {
    const asked: number[] = [];
    const s = settleBattle({ type: 'quad', mode: 'normal', seatTotalsCents: [700, 100, 700, 700], drawTie: (n) => (asked.push(n), 2) });
    expect(asked).toEqual([3]);
    expect(s.tie).toEqual({ sides: [1, 3, 4], winnerIndex: 2 });
    expect(s.winnerSeats).toEqual([4]);
    expect(s.rankOfSeat[3]).toBe(1);
    const team = settleBattle({ type: 'team', mode: 'normal', seatTotalsCents: [100, 200, 150, 150], drawTie: () => 1 });
    expect(team.tie).toEqual({ sides: [1, 2], winnerIndex: 1 });
    expect(team.winnerSeats).toEqual([3, 4]);
    expect(team.payoutCents).toEqual([0, 0, 300, 300]);
    expect(() => settleBattle({ type: 'singled', mode: 'normal', seatTotalsCents: [5, 5], drawTie: () => 2 })).toThrow(BattleError);
  });

  it('uses the fairness tie-break as the server does, deterministically', () => {
    const serverSeed = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
    const cs = battleClientSeed('3f1e2d4c-0000-4000-8000-000000000001', ['alpha', 'bot', 'beta']);
    const settle = () =>
      settleBattle({ type: 'trio', mode: 'demon', seatTotalsCents: [0, 0, 50], drawTie: (n) => tieWinnerIndex(serverSeed, cs, 5, n) });
    const a = settle();
    expect(a.tie!.sides).toEqual([1, 2]);
    expect(a.winnerSeats).toEqual([a.tie!.sides[tieWinnerIndex(serverSeed, cs, 5, 2)]]);
    expect(settle()).toEqual(a);
  });

  it('rejects a wrong seat count or a bad total', () => {
    expect(() => settleBattle({ type: 'quad', mode: 'normal', seatTotalsCents: [1, 2], drawTie: noTie })).toThrow(BattleError);
    expect(() => settleBattle({ type: 'singled', mode: 'normal', seatTotalsCents: [1, -2], drawTie: noTie })).toThrow(BattleError);
  });
});
