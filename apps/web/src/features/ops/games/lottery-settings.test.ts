import { describe, expect, it } from 'vitest';
import { lotteryFormOf, parseLotteryForm } from './lottery-settings.tsx';

const form = { price: '1.00', drawTime: '20:00', edge: '10', guaranteedPool: '10.00', maxTickets: '100', prizeTable: '50, 30, 20' };

describe('console lottery settings form', () => {
  it('turns percentages into ppm and back', () => {
    const body = parseLotteryForm(form);
    expect(body).toEqual({
      price: 1,
      drawTime: '20:00',
      edgePpm: 100_000,
      guaranteedPool: 10,
      maxTickets: 100,
      prizeTablePpm: [500_000, 300_000, 200_000],
    });
    expect(lotteryFormOf(body!)).toEqual({ ...form, prizeTable: '50, 30, 20' });
    expect(parseLotteryForm({ ...form, prizeTable: '33.3333, 33.3333, 33.3334' })?.prizeTablePpm).toEqual([333_333, 333_333, 333_334]);
  });

  it('refuses a table that does not add up to 100%, a bad time and malformed amounts', () => {
    expect(parseLotteryForm({ ...form, prizeTable: '50, 30' })).toBeNull();
    expect(parseLotteryForm({ ...form, drawTime: '24:00' })).toBeNull();
    expect(parseLotteryForm({ ...form, price: '1.005' })).toBeNull();
    expect(parseLotteryForm({ ...form, maxTickets: '0' })).toBeNull();
    expect(parseLotteryForm({ ...form, prizeTable: '50, x, 50' })).toBeNull();
  });
});
