import type { NOTIFICATION_KEYS, NotificationKey, NotificationKind, NotificationParams as StoredParams } from '@hapa/contracts';
import type { DomainEvent, DomainEventType } from '../events/events.service.ts';

/**
 * Parameters a notification's texts read (amounts in integer cents; the web formats them in the reader's language,
 * docs/architecture/web-app.md#server-built-texts). Never a sentence: names are data (a quest's, a set's), `reason`
 * is the operator's reason as typed in the console.
 */
export interface NotificationParams {
  amountCents?: number;
  bonusCents?: number;
  orderId?: number;
  status?: number;
  level?: number;
  /** a set's name (Fancy Cards) or a quest's name as stored */
  name?: string;
  /** the quest (its catalogue name is `questNameKey` when the quest is a seeded one the operators left as it was) */
  questId?: number;
  questNameKey?: string;
  rank?: number;
  prize?: 'line' | 'full';
  /** the operator's reason of a balance correction, shown to the player as typed */
  reason?: string;
  /** the free text of a `system` notification written before texts were keys (legacy rows) */
  text?: string;
  /** test notifications: number n of count */
  n?: number;
  count?: number;
  /** a battle prize paid as coins (share and team battles) rather than items to My prizes */
  coins?: boolean;
  /** the payment order a deposit or refund notification is about (the console's order life finds them by it) */
  orderNo?: string;
  /** an operator's message as written in each language (docs/how-to/operator-day.md#messages) */
  titleEn?: string;
  contentEn?: string;
  titlePt?: string;
  contentPt?: string;
}

/**
 * A notification to write for one player: kind, its catalogue key (one of NOTIFICATION_KEYS[kind], so the typecheck
 * refuses a key no catalogue has), parameters, the page it opens.
 */
export type NotificationDraft = {
  [K in NotificationKind]: { userId: number; kind: K; key: KeyOf<K>; params: NotificationParams; link: string };
}[NotificationKind];
type KeyOf<K extends NotificationKind> = (typeof NOTIFICATION_KEYS)[K][number];

/** Order events the player caused (placed, abandoned, receipt confirmed): the page they are on already says so. */
const OWN_ORDER_EVENTS: ReadonlySet<string> = new Set(['created', 'abandoned', 'received']);
/** The cancelled order status (domain ORDER_STATUS). */
const ORDER_CANCELLED = 98;

/**
 * The catalogue key of a stored notification: the row's own key, or for a row written before keys were stored
 * (its English title and content left in their columns) the key its kind and parameters choose. Never a raw text.
 */
export function keyOf(kind: NotificationKind, params: StoredParams, stored: string | null): NotificationKey {
  if (stored) return stored as NotificationKey;
  switch (kind) {
    case 'deposit':
      return params.bonusCents ? 'deposit_bonus' : 'deposit';
    case 'order':
      return params.status === ORDER_CANCELLED ? 'order_cancelled' : 'order_status';
    case 'battle_won':
      return params.coins ? 'battle_won_coins' : 'battle_won_items';
    case 'bingo':
      return params.prize === 'full' ? 'bingo_full' : 'bingo_line';
    case 'correction':
      return Number(params.amountCents ?? 0) < 0 ? 'correction_debit' : 'correction_credit';
    case 'system':
      return params.text !== undefined ? 'system_text' : 'system_test';
    case 'operator':
      return 'operator_message';
    default:
      return kind;
  }
}

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
  'payment.refunded',
  'vip.changed',
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
  const one = (userId: number | null, draft: Omit<NotificationDraft, 'userId'>): NotificationDraft[] =>
    userId ? [{ userId, ...draft } as NotificationDraft] : [];
  switch (e.type) {
    case 'deposit.credited': {
      const p = (e as DomainEvent<'deposit.credited'>).payload;
      return one(p.userId, {
        kind: 'deposit',
        key: p.bonusCents ? 'deposit_bonus' : 'deposit',
        params: { amountCents: p.coinCents, bonusCents: p.bonusCents, orderNo: p.orderNo },
        link: '/user/stats',
      });
    }
    case 'order.status_changed': {
      const p = (e as DomainEvent<'order.status_changed'>).payload;
      return OWN_ORDER_EVENTS.has(p.event)
        ? []
        : one(e.userId, {
            kind: 'order',
            key: p.to === ORDER_CANCELLED ? 'order_cancelled' : 'order_status',
            params: { orderId: p.orderId, status: p.to },
            link: `/user/order-detail?id=${p.orderId}`,
          });
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
        key: coins ? ('battle_won_coins' as const) : ('battle_won_items' as const),
        params: { amountCents: cents, ...(coins ? { coins } : {}) },
        link: `/battles/detail/${p.uuid}`,
      }));
    }
    case 'level.reached': {
      const p = (e as DomainEvent<'level.reached'>).payload;
      return p.level > p.beforeLevel ? one(p.userId, { kind: 'level_up', key: 'level_up', params: { level: p.level }, link: '/vip' }) : [];
    }
    case 'quest.completed': {
      const p = (e as DomainEvent<'quest.completed'>).payload;
      return one(p.userId, {
        kind: 'quest',
        key: 'quest',
        params: { name: p.name, questId: p.questId, ...(p.nameKey ? { questNameKey: p.nameKey } : {}) },
        link: '/glory-road',
      });
    }
    case 'withdrawal.paid': {
      const p = (e as DomainEvent<'withdrawal.paid'>).payload;
      return one(p.userId, { kind: 'withdrawal', key: 'withdrawal', params: { amountCents: p.amountCents }, link: '/referral' });
    }
    case 'lottery.won': {
      const p = (e as DomainEvent<'lottery.won'>).payload;
      return one(p.userId, {
        kind: 'lottery',
        key: 'lottery',
        params: { amountCents: p.prizeCents, rank: p.rank },
        link: '/daily-lottery',
      });
    }
    case 'bingo.won': {
      const p = (e as DomainEvent<'bingo.won'>).payload;
      return one(p.userId, {
        kind: 'bingo',
        key: p.prize === 'full' ? 'bingo_full' : 'bingo_line',
        params: { amountCents: p.prizeCents, prize: p.prize },
        link: '/bingo',
      });
    }
    case 'contest.prize': {
      const p = (e as DomainEvent<'contest.prize'>).payload;
      return one(p.userId, {
        kind: 'contest',
        key: 'contest',
        params: { amountCents: p.prizeCents, rank: p.rank },
        link: '/battles/contest',
      });
    }
    case 'payment.refunded': {
      const p = (e as DomainEvent<'payment.refunded'>).payload;
      return one(p.userId, {
        kind: 'refund',
        key: 'refund',
        params: { amountCents: p.coinCents + p.bonusCents, orderNo: p.orderNo },
        link: '/user/stats',
      });
    }
    case 'vip.changed': {
      const p = (e as DomainEvent<'vip.changed'>).payload;
      return p.level !== p.beforeLevel
        ? one(p.userId, { kind: 'vip_change', key: 'vip_change', params: { level: p.level }, link: '/vip' })
        : [];
    }
    case 'fancy.set_claimed': {
      const p = (e as DomainEvent<'fancy.set_claimed'>).payload;
      return one(p.userId, { kind: 'fancy', key: 'fancy', params: { amountCents: p.prizeCents, name: p.name }, link: '/fancy-cards' });
    }
  }
}
