import { describe, expect, it } from 'vitest';
import type { FreeBoxView } from '@hapa/contracts';
import { freeConditionText, freeCountdown, freeOftenText, freeStateText, pickFreeBox } from './free-box-text.ts';

const box = (over: Partial<FreeBoxView> = {}): FreeBoxView => ({
  boxId: 109,
  name: 'Free Box',
  image: '/art/box/109.svg',
  boxInfo: '109-free-box',
  kind: 'daily',
  minVipLevel: 0,
  minXp: 0,
  minTopUp: 0,
  topUpWindowHours: 24,
  cooldownHours: 24,
  startsAt: null,
  endsAt: null,
  state: 'ready',
  nextClaimAt: null,
  me: null,
  ...over,
});
const money = { money: (c: number) => `$${c}`, number: (n: number) => n.toLocaleString('en-US') };

describe('free box texts (docs/free-boxes.md#kinds)', () => {
  it('says what opens each kind', () => {
    expect(freeConditionText(box(), money)).toEqual({ key: 'condition.daily' });
    expect(freeConditionText(box({ kind: 'vip', minVipLevel: 2 }), money)).toEqual({ key: 'condition.vip', values: { level: 2 } });
    expect(freeConditionText(box({ kind: 'level', minXp: 1000 }), money)).toEqual({ key: 'condition.level', values: { xp: '1,000' } });
    expect(freeConditionText(box({ kind: 'topup', minTopUp: 20, topUpWindowHours: 48 }), money)).toEqual({
      key: 'condition.topup',
      values: { amount: '$20', hours: 48 },
    });
    expect(freeConditionText(box({ kind: 'limited' }), money)).toEqual({ key: 'condition.limited' });
  });

  it('says how often and where the player stands, with what is missing', () => {
    expect([0, 24, 12].map((h) => freeOftenText(h).key)).toEqual(['often.once', 'often.daily', 'often.hours']);
    const me = { level: 1, xp: 400, toppedUp: 5, missingXp: 600, missingTopUp: 15 };
    expect(freeStateText(box({ state: 'level_low', minVipLevel: 2, me }), money)).toEqual({
      key: 'state.level_low',
      values: { level: 2, mine: 1 },
    });
    expect(freeStateText(box({ state: 'exp_low', me }), money).values).toEqual({ missing: '600' });
    expect(freeStateText(box({ state: 'must_top_up', me }), money).values).toEqual({ missing: '$15' });
    expect(freeStateText(box({ state: 'opened', nextClaimAt: '2030-01-01T00:00:00Z' }), money).key).toBe('state.opened');
    expect(freeStateText(box({ state: 'opened' }), money).key).toBe('state.openedOnce');
    expect(freeStateText(box({ state: 'expired' }), money).key).toBe('state.expired');
  });

  it('counts down to the next opening, the start or the end', () => {
    const at = '2030-01-01T00:00:00.000Z';
    expect(freeCountdown(box({ state: 'opened', nextClaimAt: at }))).toEqual({ to: Date.parse(at), label: 'nextIn' });
    expect(freeCountdown(box({ state: 'countdown', nextClaimAt: at }))).toEqual({ to: Date.parse(at), label: 'startsIn' });
    expect(freeCountdown(box({ kind: 'limited', endsAt: at }))).toEqual({ to: Date.parse(at), label: 'endsIn' });
    expect(freeCountdown(box({ kind: 'limited', endsAt: at, state: 'expired' }))).toBeNull();
    expect(freeCountdown(box())).toBeNull();
  });

  it('shows the asked box, else the first that opens now, else the first', () => {
    const list = [box({ boxId: 1, state: 'opened' }), box({ boxId: 2, state: 'ready' }), box({ boxId: 3, state: 'expired' })];
    expect(pickFreeBox(list, 3)?.boxId).toBe(3);
    expect(pickFreeBox(list, null)?.boxId).toBe(2);
    expect(pickFreeBox(list, 99)?.boxId).toBe(2);
    expect(pickFreeBox([list[0]!], null)?.boxId).toBe(1);
    expect(pickFreeBox([], null)).toBeNull();
  });
});
