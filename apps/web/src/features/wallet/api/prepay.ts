import { PrepayResult } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface PrepayInput {
  payType: string;
  /** coin units, at most 2 decimals */
  amount: number;
  referUrl?: string;
}

/**
 * POST /api/pay/{payType}/prepay {amount, orderType: 1}: creates a deposit order and returns where
 * to pay (`toPayUrl`).
 * @throws ApiError `pay.error.amount_min`, `pay.error.amount_max`, `pay.error.method_unsupported`, `pay.error.charge_disabled`
 */
export function prepay({ payType, amount, referUrl }: PrepayInput): Promise<PrepayResult> {
  return api(`/pay/${encodeURIComponent(payType)}/prepay`, { method: 'POST', body: { amount, orderType: 1, referUrl }, schema: PrepayResult });
}

/** Prepay mutation; errors are shown by the dialog. */
export function usePrepay() {
  return useMutation({ mutationFn: prepay, meta: { silent: true } });
}
