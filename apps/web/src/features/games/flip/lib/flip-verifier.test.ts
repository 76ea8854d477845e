import { describe, expect, it } from 'vitest';
import type { GameHistoryItem } from '@hapa/contracts';
import type { TFunction } from 'i18next';
import { dealOf, isYesNoWin } from '@hapa/domain';
import { flipView } from './flip-verifier.ts';
import { doubleGuessView } from '../../lib/verifiers/double-guess.ts';

const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const t = ((key: string) => key) as unknown as TFunction;
const round = (game: 'flip' | 'double_guess', detail: Record<string, unknown>, extra: Partial<GameHistoryItem> = {}): GameHistoryItem => ({
  id: 1,
  game,
  status: 'settled',
  outcome: 'win',
  amount: 0,
  payout: 0,
  detail,
  createdAt: '2026-01-01T00:00:00Z',
  settledAt: '2026-01-01T00:00:01Z',
  nonce: 2,
  clientSeed: 'lucky-client',
  serverSeedHashed: 'x',
  serverSeed: SERVER,
  ...extra,
});

/** The browser verifiers of flip cards and double or nothing (small): they recompute from the revealed seed. */
describe('flip and double guess verifiers (small)', () => {
  const ids = [11, 12, 13, 14, 15, 16, 17, 18, 19];
  const deal = dealOf(SERVER, 'lucky-client', 2, 9, 9);

  it('flip: the public vector deal and the prize under the picked card verify; a tampered deal or prize does not', () => {
    expect(deal).toEqual([4, 5, 6, 1, 2, 8, 7, 0, 3]);
    const ok = round('flip', { cards: 9, prizeItemIds: ids, prizeValues: ids.map(() => 1), position: 3, deal, wonItemId: ids[1] });
    expect(flipView.verify(ok, t)?.ok).toBe(true);
    expect(flipView.verify({ ...ok, detail: { ...ok.detail, deal: [...deal].reverse() } }, t)?.ok).toBe(false);
    expect(flipView.verify({ ...ok, detail: { ...ok.detail, wonItemId: ids[0] } }, t)?.ok).toBe(false);
    expect(flipView.verify({ ...ok, serverSeed: null }, t)).toBeNull();
  });

  it('double guess: the draw decides win or lose; a keep verifies as a keep', () => {
    const win = isYesNoWin(SERVER, 'lucky-client', 2, 495_000);
    const doubled = round('double_guess', { pPpm: 495_000, choice: 'double', win, value: 1 }, { outcome: win ? 'win' : 'lose' });
    expect(doubleGuessView.verify(doubled, t)?.ok).toBe(true);
    expect(doubleGuessView.verify({ ...doubled, outcome: win ? 'lose' : 'win', detail: { ...doubled.detail, win: !win } }, t)?.ok).toBe(
      false,
    );
    const kept = round('double_guess', { pPpm: 495_000, choice: 'keep', win: null, value: 1 }, { outcome: 'cashout' });
    expect(doubleGuessView.verify(kept, t)?.ok).toBe(true);
  });
});
