import { PrepayResult } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface GiftPrepayInput {
  giftSendLogId: number;
  payType: string;
  referUrl?: string;
  cryptoCurrencyCode?: string;
  network?: string;
}

/**
 * POST /api/gift/prepay {giftSendLogId, payType, referUrl} (docs/product/endpoints.md#payments): pays a gift bag's `payAmount`; the
 * answer routes like a deposit prepay.
 * @throws ApiError `gift.error.not_found` | `gift.error.expired` | `gift.error.claimed`, `pay.error.method_unsupported`
 */
export function giftPrepay(body: GiftPrepayInput): Promise<PrepayResult> {
  return api('/gift/prepay', { method: 'POST', body, schema: PrepayResult });
}

export function useGiftPrepay() {
  return useMutation({ mutationFn: giftPrepay, meta: { silent: true } });
}
