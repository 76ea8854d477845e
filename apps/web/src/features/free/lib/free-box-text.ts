import type { FreeBoxView } from '@hapa/contracts';

/** How the texts write money (coin units) and counts. */
export interface FreeFormat {
  money: (coins: number) => string;
  number: (n: number) => string;
}

/** An i18n key under `free.` and its values. */
export interface FreeText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What opens a free box, as the /free cards and the box page say it (docs/free-boxes.md#kinds): the kind's
 * condition (`f` formats money and counts) and how often one player may open it.
 */
export function freeConditionText(b: FreeBoxView, f: FreeFormat): FreeText {
  if (b.kind === 'vip') return { key: 'condition.vip', values: { level: b.minVipLevel } };
  if (b.kind === 'level') return { key: 'condition.level', values: { xp: f.number(b.minXp) } };
  if (b.kind === 'topup') return { key: 'condition.topup', values: { amount: f.money(b.minTopUp), hours: b.topUpWindowHours } };
  return { key: `condition.${b.kind}` };
}

/** How often one player may open it: once, once a day, once every N hours. */
export function freeOftenText(cooldownHours: number): FreeText {
  if (cooldownHours === 0) return { key: 'often.once' };
  if (cooldownHours === 24) return { key: 'often.daily' };
  return { key: 'often.hours', values: { count: cooldownHours } };
}

/** Where the player stands (the card's status line): the state and what is missing. */
export function freeStateText(b: FreeBoxView, f: FreeFormat): FreeText {
  switch (b.state) {
    case 'level_low':
      return { key: 'state.level_low', values: { level: b.minVipLevel, mine: b.me?.level ?? 0 } };
    case 'exp_low':
      return { key: 'state.exp_low', values: { missing: f.number(b.me?.missingXp ?? b.minXp) } };
    case 'must_top_up':
      return { key: 'state.must_top_up', values: { missing: f.money(b.me?.missingTopUp ?? b.minTopUp) } };
    case 'opened':
      return { key: b.nextClaimAt ? 'state.opened' : 'state.openedOnce' };
    default:
      return { key: `state.${b.state}` };
  }
}

/** The time a countdown on the card runs to: the next opening, the start, or the end of a box that expires. */
export function freeCountdown(b: FreeBoxView): { to: number; label: 'nextIn' | 'startsIn' | 'endsIn' } | null {
  if (b.state === 'opened' && b.nextClaimAt) return { to: Date.parse(b.nextClaimAt), label: 'nextIn' };
  if (b.state === 'countdown' && b.nextClaimAt) return { to: Date.parse(b.nextClaimAt), label: 'startsIn' };
  if (b.endsAt && b.state !== 'expired') return { to: Date.parse(b.endsAt), label: 'endsIn' };
  return null;
}

/** The box /free shows first: the one asked for in the address, else the first that opens now, else the first. */
export function pickFreeBox(list: FreeBoxView[], asked: number | null): FreeBoxView | null {
  return list.find((b) => b.boxId === asked) ?? list.find((b) => b.state === 'ready' || b.state === 'sign_in') ?? list[0] ?? null;
}
