import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { battleClientSeed, battleSeatTicket, itemIndexForTicket, ticketRanges } from '@hapa/domain';
import { drawBattle } from '../battles/battles.settle.ts';
import type { BattleRow, SeatRow } from '../battles/battles.repo.ts';
import { bossOdds } from './boss-odds.ts';

/** A small box: values (cents) with ppm, several equal values so ties are common. */
const BOX = [
  { valueCents: 500, ppm: 100_000 },
  { valueCents: 200, ppm: 300_000 },
  { valueCents: 200, ppm: 100_000 },
  { valueCents: 50, ppm: 500_000 },
];

describe('boss odds (challenge-boss: same boxes, the boss wins ties)', () => {
  it('are exact: equal to enumerating every pair of tickets outcome by outcome (1 and 2 rounds)', () => {
    // 1 round by hand: P(win) = sum over x > y of p(x) p(y) with values 500 (0.1), 200 (0.4), 50 (0.5)
    const one = bossOdds(BOX, 1, 250);
    const win = 0.1 * 0.4 + 0.1 * 0.5 + 0.4 * 0.5;
    const tie = 0.1 ** 2 + 0.4 ** 2 + 0.5 ** 2;
    expect(Number(one.winNum) / Number(one.den)).toBeCloseTo(win, 12);
    expect(Number(one.tieNum) / Number(one.den)).toBeCloseTo(tie, 12);
    expect(one.winPpm).toBe(290_000);
    expect(one.tiePpm).toBe(420_000);
    expect(one.losePpm).toBe(710_000);
    // RTP: E[(x + y) 1{x > y}] / cost
    const won = 0.1 * 0.4 * 700 + 0.1 * 0.5 * 550 + 0.4 * 0.5 * 250;
    expect(one.rtpPpm).toBe(Math.floor((won / 250) * 1_000_000));
    // 2 rounds against brute force over the 4^4 outcomes
    let w = 0n;
    for (const a of BOX)
      for (const b of BOX)
        for (const c of BOX)
          for (const d of BOX)
            if (a.valueCents + b.valueCents > c.valueCents + d.valueCents)
              w += BigInt(a.ppm) * BigInt(b.ppm) * BigInt(c.ppm) * BigInt(d.ppm);
    expect(bossOdds(BOX, 2, 500).winNum).toBe(w);
  });

  it('match the fairness draw: 3,000 simulated boss battles fall within 4 sigma of the published chance', () => {
    const ranges = ticketRanges(BOX.map((b) => b.ppm));
    const p = bossOdds(BOX, 1, 250).winPpm / 1_000_000;
    const n = 3000;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const serverSeed = randomBytes(32).toString('hex');
      const cs = battleClientSeed(`b-${i}`, ['player', 'bot']);
      const mine = BOX[itemIndexForTicket(ranges, battleSeatTicket(serverSeed, cs, 0, 1))]!.valueCents;
      const boss = BOX[itemIndexForTicket(ranges, battleSeatTicket(serverSeed, cs, 0, 2))]!.valueCents;
      if (mine > boss) wins++;
    }
    expect(Math.abs(wins / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it('the battle settlement gives a tie to the boss seat under tie rule boss, and to the fair draw otherwise', () => {
    // a one-item box: every battle is a tie
    const cat = {
      box: () => ({ id: 1, name: 'b', image: '', price: 1, boxInfo: '1' }),
      odds: () => ({ ranges: [{ from: 1, to: 1_000_000 }], items: [{ id: 9, name: 'i', image: '', priceCents: 100, skuLevel: 1 }] }),
    };
    const seats = [
      { battleId: 1, seat: 1, userId: 5, isBot: false, clientSeed: 'abc' },
      { battleId: 1, seat: 2, userId: 6, isBot: true, clientSeed: 'bot' },
    ] as SeatRow[];
    const winners = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const b = {
        uuid: `u-${i}`,
        type: 'singled',
        mode: 'normal',
        serverSeed: randomBytes(32).toString('hex'),
        totalRounds: 1,
        rounds: [{ boxId: 1, oddsVersion: 1, priceCents: 100 }],
      } as unknown as BattleRow;
      expect(drawBattle({ ...b, tieRule: 'boss' }, seats, cat).settlement.winnerSeats).toEqual([2]);
      winners.add(drawBattle({ ...b, tieRule: 'draw' }, seats, cat).settlement.winnerSeats[0]!);
    }
    expect([...winners].sort()).toEqual([1, 2]);
  });
});
