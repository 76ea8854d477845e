/**
 * Where the player goes after prepay (docs/product/states.md#payments "Payment after prepay": binance goes to its page; crypto or
 * ton to the crypto order page; type 7 to the wooshpay page; others redirect to toPayUrl; the current order
 * number, card number and type are stored). The server names the flow and the next URL.
 */
import type { PrepayResult } from '@hapa/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';

export type NextStep =
  /** a page of this app (client-side navigation) */
  | { kind: 'route'; to: string }
  /** a provider's page (full page load) */
  | { kind: 'external'; url: string }
  /** M-PESA STK push: stay in the modal and poll the order */
  | { kind: 'stk' };

/** `url` as a path of this app when it is one (same origin or already a path), else null. */
export function toAppPath(url: string, origin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/** Adds query parameters to a path, keeping the ones it has. */
export function withQuery(path: string, extra: Record<string, string | undefined>): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * The step after a prepay. In the app shell the wooshpay page is told so (`isFromHapaBoxApp=true`), and
 * `referEvent` travels with it (docs/product/routes.md#payments wooshpay query).
 */
export function nextStep(
  res: Pick<PrepayResult, 'flow' | 'nextUrl' | 'toPayUrl' | 'orderNo'>,
  opts: { origin: string; inApp: boolean; referEvent?: string },
): NextStep {
  if (res.flow === 'mpesa_stk') return { kind: 'stk' };
  const target = res.nextUrl || res.toPayUrl;
  if (!target) return { kind: 'route', to: `/payment-result?orderNo=${encodeURIComponent(res.orderNo)}` };
  const path = toAppPath(target, opts.origin);
  if (path === null) return { kind: 'external', url: target };
  if (res.flow === 'wooshpay') {
    return { kind: 'route', to: withQuery(path, { isFromHapaBoxApp: opts.inApp ? 'true' : undefined, referEvent: opts.referEvent }) };
  }
  return { kind: 'route', to: path };
}

/** The order being paid, kept across the provider round trip (docs/product/states.md#game-rounds "current order number ... stored"). */
export interface LastOrder {
  orderNo: string;
  payType: string;
  payTypeCode?: number;
  flow?: string;
  /** the provider's page (the wooshpay and stripe pages forward to it) */
  toPayUrl?: string;
  /** where the top-up started (path + query), to come back to */
  from?: string;
  cardEndNumber?: string | null;
  cardBrand?: string | null;
  at: number;
}

export function saveLastOrder(order: LastOrder): void {
  writeJson(STORAGE_KEYS.lastOrder, order);
}

/** The stored order when it is `orderNo` (any stored order when omitted). */
export function readLastOrder(orderNo?: string): LastOrder | null {
  const last = readJson<LastOrder>(STORAGE_KEYS.lastOrder);
  if (!last || typeof last.orderNo !== 'string') return null;
  return orderNo === undefined || last.orderNo === orderNo ? last : null;
}

/** Adds the card's last digits and brand once the card payment answered. */
export function rememberCard(orderNo: string, cardEndNumber: string | null, cardBrand: string | null): void {
  const last = readLastOrder(orderNo);
  if (last) saveLastOrder({ ...last, cardEndNumber, cardBrand });
}

/** A safe page to go back to after paying: a path of this app that is not a payment page, else home. */
export function returnPathFor(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return '/';
  const paymentPages = [
    '/payment-result',
    '/wooshpay',
    '/binance-payment',
    '/user/crypto-payment-order',
    '/app-card-payment-result',
    '/stripe',
    '/sandbox/',
  ];
  return paymentPages.some((p) => from.startsWith(p)) ? '/' : from;
}
