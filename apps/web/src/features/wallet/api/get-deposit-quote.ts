import { DepositQuote } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { siteHeaders } from '../lib/site-code.ts';

export interface QuoteInput {
  payType: string;
  /** the amount in cents of the method's currency */
  cents: number;
  cryptoCurrencyCode?: string;
  network?: string;
  siteCode: string | null;
}

/**
 * GET /api/pay/{payType}/quote?amount= (docs/payments.md#deposit-parts): every part a deposit of this amount would
 * credit now (coins, method and tier bonus, first top-up, the random discount, a Charge voucher, the Deposit Bonus
 * event, the birthday bonus), by the server function the crediting uses, and the XP, vouchers and spins it brings.
 * @throws ApiError the prepay's amount errors (`pay.error.amount_min` ...), `pay.error.charge_disabled`
 */
export function getDepositQuote(q: QuoteInput, signal?: AbortSignal): Promise<DepositQuote> {
  return api(`/pay/${encodeURIComponent(q.payType)}/quote`, {
    query: {
      amount: (q.cents / 100).toFixed(2),
      ...(q.cryptoCurrencyCode ? { cryptoCurrencyCode: q.cryptoCurrencyCode } : {}),
      ...(q.network ? { network: q.network } : {}),
    },
    headers: siteHeaders(q.siteCode),
    schema: DepositQuote,
    signal,
  });
}

/** The quote of the top-up form's amount (signed-in players; `null` input: nothing to quote yet). */
export function useDepositQuote(q: QuoteInput | null) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...queryRoots.user, 'pay', 'quote', q?.payType, q?.cents, q?.cryptoCurrencyCode, q?.network, q?.siteCode],
    queryFn: ({ signal }) => getDepositQuote(q!, signal),
    enabled: loggedIn && q !== null,
    staleTime: 15_000,
    meta: { silent: true },
  });
}
