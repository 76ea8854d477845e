import { PrepayResult, type PrepayBody } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { siteHeaders } from '../lib/site-code.ts';

export interface PrepayInput extends Omit<PrepayBody, 'orderType' | 'amount'> {
  payType: string;
  /** units of the method's currency (coin units; KES for M-PESA), at most 2 decimals */
  amount: number;
  siteCode: string | null;
  referEvent?: string;
}

/**
 * POST /api/pay/{payType}/prepay {amount, orderType: 1, referUrl, mobile?, cryptoCurrencyCode?, network?,
 * shippingAddress?} with headers `siteCode` and `referEvent` (docs/product/endpoints.md#conventions): creates a deposit order and says
 * where to pay (`flow`, `nextUrl`, `toPayUrl`).
 * @throws ApiError `pay.error.amount_min` / `amount_max` (docs/product/validation.md#deposit-amount texts), `validation.amount`,
 *   `pay.error.method_unsupported`, `pay.error.charge_disabled`, `pay.error.crypto_currency`,
 *   `pay.error.whole_amount`, `pay.error.mpesa_phone`, `error.wooshpay.card_error`, `pay.error.provider`
 */
export function prepay({ payType, siteCode, referEvent, ...body }: PrepayInput): Promise<PrepayResult> {
  const headers: Record<string, string> = { ...siteHeaders(siteCode), ...(referEvent ? { referEvent } : {}) };
  return api(`/pay/${encodeURIComponent(payType)}/prepay`, {
    method: 'POST',
    body: { ...body, orderType: 1 },
    headers,
    schema: PrepayResult,
  });
}

/** Prepay mutation; errors are shown by the form. */
export function usePrepay() {
  return useMutation({ mutationFn: prepay, meta: { silent: true } });
}
