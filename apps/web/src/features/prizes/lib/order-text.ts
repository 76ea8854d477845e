import type { Order, OrderLog } from '@hapa/contracts';
import type { TFunction } from 'i18next';

/** The order's headline status: Cancelled, Received, else its step name. */
export function orderStatusText(t: TFunction, o: Pick<Order, 'cancelled' | 'receivedAt' | 'step'>): string {
  if (o.cancelled) return t('prizes.status.cancelled');
  if (o.receivedAt) return t('prizes.status.received');
  return t(`prizes.steps.s${o.step}`);
}

/** One timeline line in words. */
export function logText(t: TFunction, l: OrderLog): string {
  return t(`prizes.log.${l.event}`, { step: t(`prizes.steps.s${l.step}`), note: l.note, defaultValue: l.event });
}

/** Ids from `?ids=1,2,3` (positive integers only, unique). */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((x) => Number(x))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
}
