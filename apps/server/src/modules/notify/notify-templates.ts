import { formatCoins } from '@hapa/domain';
import type { NotificationKind } from '@hapa/contracts';
import type { DomainEvent, DomainEventType } from '../events/events.service.ts';

/** Parameters a template reads (amounts in integer cents). */
export interface NotificationParams {
  amountCents?: number;
  bonusCents?: number;
  orderId?: number;
  status?: number;
  level?: number;
  name?: string;
  rank?: number;
  prize?: 'line' | 'full';
  text?: string;
  /** a battle prize paid as coins (share and team battles) rather than items to My prizes */
  coins?: boolean;
}

/** A notification to write for one player: kind, template parameters, the page it opens. */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
}

/** The shipping statuses as a player reads them (spec §4 order status steps; domain ORDER_STATUS). */
const ORDER_STATUS_TEXT: Record<number, string> = {
  54: 'placed',
  55: 'being packed',
  56: 'shipped',
  60: 'out for delivery',
  200: 'delivered',
};
/** Order events the player caused (placed, abandoned, receipt confirmed): the page they are on already says so. */
const OWN_ORDER_EVENTS: ReadonlySet<string> = new Set(['created', 'abandoned', 'received']);

const money = (cents: number | undefined) => formatCoins(cents ?? 0);

/**
 * The one English template table (issue 16): kind -> title and content from the parameters. Amounts are
 * formatted from cents ("$1,234.50").
 */
export const NOTIFICATION_TEMPLATES: Record<NotificationKind, (p: NotificationParams) => { title: string; content: string }> = {
  deposit: (p) => ({
    title: 'Top-up successful',
    content: `${money(p.amountCents)} has been added to your balance${p.bonusCents ? `, plus a ${money(p.bonusCents)} bonus` : ''}.`,
  }),
  order: (p) => ({
    title: 'Order update',
    content:
      p.status === 98
        ? `Your order #${p.orderId} was cancelled: its prizes are back in My prizes and the shipping fee was refunded.`
        : `Your order #${p.orderId} is ${ORDER_STATUS_TEXT[p.status ?? 0] ?? 'updated'}.`,
  }),
  battle_won: (p) => ({
    title: 'You won a battle!',
    content: p.coins
      ? `You won ${money(p.amountCents)} in a battle, paid as coins to your balance.`
      : `You won ${money(p.amountCents)} in a battle. Your prizes are in My prizes.`,
  }),
  level_up: (p) => ({ title: 'Level up!', content: `Congratulations, you reached VIP${p.level}. New perks are waiting for you.` }),
  quest: (p) => ({ title: 'Quest complete', content: `You finished "${p.name}". Claim your reward on Glory Road.` }),
  withdrawal: (p) => ({ title: 'Withdrawal paid', content: `Your withdrawal of ${money(p.amountCents)} has been sent.` }),
  lottery: (p) => ({ title: 'You won the daily lottery!', content: `Your ticket won prize ${p.rank}: ${money(p.amountCents)}.` }),
  bingo: (p) => ({
    title: 'Bingo!',
    content: `Your card won the ${p.prize === 'full' ? 'full card' : 'line'} prize: ${money(p.amountCents)}.`,
  }),
  contest: (p) => ({ title: 'Contest prize', content: `You finished #${p.rank} in the contest and won ${money(p.amountCents)}.` }),
  fancy: (p) => ({ title: 'Set complete', content: `You completed the ${p.name} set and won ${money(p.amountCents)}.` }),
  system: (p) => ({ title: 'HapaBox', content: p.text ?? '' }),
};

/** Domain events the `notify` consumer turns into notifications. */
export const NOTIFY_EVENT_TYPES = [
  'deposit.credited',
  'order.status_changed',
  'battle.settled',
  'level.reached',
  'quest.completed',
  'withdrawal.paid',
  'lottery.won',
  'bingo.won',
  'contest.prize',
  'fancy.set_claimed',
] as const satisfies readonly DomainEventType[];
export type NotifyEventType = (typeof NOTIFY_EVENT_TYPES)[number];

/**
 * When the notifications of an event may be told: a battle's result is decided when it fills but revealed
 * round by round, so its winners hear of it at its end (`endsAt`), never before; null = at once.
 */
export function tellAt(e: DomainEvent<NotifyEventType>): Date | null {
  if (e.type !== 'battle.settled') return null;
  const endsAt = (e as DomainEvent<'battle.settled'>).payload.endsAt;
  return endsAt ? new Date(endsAt) : null;
}

/**
 * The notifications one event brings: one for the player it is about, or one per winning real player of a
 * settled battle (their won value summed, bots never). An event that reports nothing to tell (no level gained,
 * no winner, no player, an order change the player made themselves) brings none.
 */
export function draftsOf(e: DomainEvent<NotifyEventType>): NotificationDraft[] {
  const one = (userId: number | null, kind: NotificationKind, params: NotificationParams, link: string): NotificationDraft[] =>
    userId ? [{ userId, kind, params, link }] : [];
  switch (e.type) {
    case 'deposit.credited': {
      const p = (e as DomainEvent<'deposit.credited'>).payload;
      return one(p.userId, 'deposit', { amountCents: p.coinCents, bonusCents: p.bonusCents }, '/user/stats');
    }
    case 'order.status_changed': {
      const p = (e as DomainEvent<'order.status_changed'>).payload;
      return OWN_ORDER_EVENTS.has(p.event)
        ? []
        : one(e.userId, 'order', { orderId: p.orderId, status: p.to }, `/user/order-detail?id=${p.orderId}`);
    }
    case 'battle.settled': {
      const p = (e as DomainEvent<'battle.settled'>).payload;
      const won = new Map<number, number>();
      for (const s of p.seats) if (s.won && !s.isBot && s.userId > 0) won.set(s.userId, (won.get(s.userId) ?? 0) + s.wonCents);
      // share and team battles pay the prize as coins; the others put the items in My prizes
      const coins = p.mode === 'share' || p.type === 'team';
      return [...won].map(([userId, cents]) => ({
        userId,
        kind: 'battle_won' as const,
        params: { amountCents: cents, ...(coins ? { coins } : {}) },
        link: `/battles/detail/${p.uuid}`,
      }));
    }
    case 'level.reached': {
      const p = (e as DomainEvent<'level.reached'>).payload;
      return p.level > p.beforeLevel ? one(p.userId, 'level_up', { level: p.level }, '/vip') : [];
    }
    case 'quest.completed': {
      const p = (e as DomainEvent<'quest.completed'>).payload;
      return one(p.userId, 'quest', { name: p.name }, '/glory-road');
    }
    case 'withdrawal.paid': {
      const p = (e as DomainEvent<'withdrawal.paid'>).payload;
      return one(p.userId, 'withdrawal', { amountCents: p.amountCents }, '/referral');
    }
    case 'lottery.won': {
      const p = (e as DomainEvent<'lottery.won'>).payload;
      return one(p.userId, 'lottery', { amountCents: p.prizeCents, rank: p.rank }, '/daily-lottery');
    }
    case 'bingo.won': {
      const p = (e as DomainEvent<'bingo.won'>).payload;
      return one(p.userId, 'bingo', { amountCents: p.prizeCents, prize: p.prize }, '/bingo');
    }
    case 'contest.prize': {
      const p = (e as DomainEvent<'contest.prize'>).payload;
      return one(p.userId, 'contest', { amountCents: p.prizeCents, rank: p.rank }, '/battles/contest');
    }
    case 'fancy.set_claimed': {
      const p = (e as DomainEvent<'fancy.set_claimed'>).payload;
      return one(p.userId, 'fancy', { amountCents: p.prizeCents, name: p.name }, '/fancy-cards');
    }
  }
}
