import { describe, expect, it } from 'vitest';
import type { Notification, NotificationTone } from '@hapa/contracts';
import {
  addCard,
  badgeText,
  barPercent,
  barUnits,
  BOTTOM_NAV_BADGE_CAP,
  HEADER_BADGE_CAP,
  removeCard,
  setPaused,
  nextStepMs,
  tickCards,
  type NoticeCard,
} from './notice-cards.ts';

const note = (id: number, tone: NotificationTone = 'info'): Notification => ({
  id,
  messageId: id,
  kind: tone === 'success' ? 'deposit' : 'order',
  tone,
  key: tone === 'success' ? 'deposit' : 'order_status',
  params: { amountCents: id * 100, orderId: id, status: 56 },
  link: '',
  gmtCreated: '2026-06-15T12:00:00.000Z',
  hasRead: false,
});
const run = (cards: NoticeCard[], ticks: number) => Array.from({ length: ticks }).reduce<NoticeCard[]>((c) => tickCards(c), cards);
/** Steps the way the component does (each step nextStepMs long) for `ms` of time. */
const live = (cards: NoticeCard[], ms: number) => {
  let left = ms;
  while (left > 0 && cards.some((c) => !c.paused)) {
    const step = Math.min(nextStepMs(cards), left);
    cards = tickCards(cards, step);
    left -= step;
  }
  return cards;
};

describe('badge caps (docs/product/constants.md#lists-and-pages: 99 header, 9 bottom navigation)', () => {
  it('shows nothing at 0, the count up to the cap, then cap+', () => {
    expect(badgeText(0, HEADER_BADGE_CAP)).toBeNull();
    expect(badgeText(1, HEADER_BADGE_CAP)).toBe('1');
    expect(badgeText(99, HEADER_BADGE_CAP)).toBe('99');
    expect(badgeText(100, HEADER_BADGE_CAP)).toBe('99+');
    expect(badgeText(9, BOTTOM_NAV_BADGE_CAP)).toBe('9');
    expect(badgeText(10, BOTTOM_NAV_BADGE_CAP)).toBe('9+');
    expect(badgeText(-1, BOTTOM_NAV_BADGE_CAP)).toBeNull();
  });
});

describe('notification cards (docs/product/states.md#notifications, docs/product/constants.md#timings: tick 500 ms, bars 150 / 100, success 1.25 s, others 5 s, max 3)', () => {
  it('a success card closes at its full bar of 150 after exactly 1.25 s, an info card at 100 after 5 s; ticks are 500 ms', () => {
    let cards = addCard(addCard([], note(1, 'success')), note(2, 'info'));
    expect(nextStepMs(cards)).toBe(500);
    cards = run(cards, 1);
    expect(barUnits(cards[0]!)).toBe(60);
    expect(barUnits(cards[1]!)).toBe(10);
    cards = run(cards, 1);
    expect(barUnits(cards[0]!)).toBe(120);
    expect(nextStepMs(cards)).toBe(250); // the success card's end comes before the next tick
    cards = tickCards(cards, 249);
    expect(cards.map((c) => c.notification.id)).toEqual([1, 2]);
    cards = tickCards(cards, 1); // 1.25 s: the success bar reached 150 and the card closed
    expect(cards.map((c) => c.notification.id)).toEqual([2]);
    cards = live(cards, 4_500 - 1_250);
    expect(barUnits(cards[0]!)).toBe(90);
    expect(barPercent(cards[0]!)).toBe(90);
    expect(live(cards, 500)).toEqual([]);
    // stepped as the component steps: gone at 1.25 s, not at the 1.5 s tick
    expect(live(addCard([], note(3, 'success')), 1_249)).toHaveLength(1);
    expect(live(addCard([], note(3, 'success')), 1_250)).toEqual([]);
  });

  it('at most 3 on screen: a 4th pushes out the oldest; the same notification is never added twice', () => {
    let cards = [1, 2, 3].reduce<NoticeCard[]>((c, id) => addCard(c, note(id)), []);
    expect(addCard(cards, note(2))).toBe(cards);
    cards = addCard(cards, note(4));
    expect(cards.map((c) => c.notification.id)).toEqual([2, 3, 4]);
    expect(removeCard(cards, 3).map((c) => c.notification.id)).toEqual([2, 4]);
  });

  it('a paused card (pointer or focus on it) does not tick', () => {
    let cards = setPaused(addCard([], note(1, 'success')), 1, true);
    cards = run(cards, 5);
    expect(cards).toHaveLength(1);
    expect(barUnits(cards[0]!)).toBe(0);
    cards = live(setPaused(cards, 1, false), 1_250);
    expect(cards).toEqual([]);
  });
});
