import { describe, expect, it } from 'vitest';
import type { LuckyStarWin } from '@hapa/contracts';
import { enqueueWin } from './lucky-queue.ts';

const win = (id: number): LuckyStarWin => ({
  id,
  nickname: 'a***z',
  source: 'box',
  title: 'Apple Box',
  amount: 120,
  multiplier: 12,
  link: '/box-detail/101-apple-box',
  at: '2026-11-25T12:00:00.000Z',
});

describe('enqueueWin', () => {
  it('keeps the newest three and never queues one win twice', () => {
    let q: LuckyStarWin[] = [];
    for (const id of [1, 2, 2, 3, 4]) q = enqueueWin(q, win(id));
    expect(q.map((w) => w.id)).toEqual([2, 3, 4]);
    expect(enqueueWin(q, win(3)).map((w) => w.id)).toEqual([2, 3, 4]);
  });
});
