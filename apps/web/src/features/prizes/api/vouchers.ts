import { OpenResponse, Voucher, VoucherList, VoucherSkuList } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export const voucherKeys = { all: [...queryRoots.user, 'vouchers'] as const };

/** GET /api/voucher/list: every voucher of the player (available, used, expired). */
export function useVouchers() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...voucherKeys.all, 'list'],
    queryFn: ({ signal }) => api('/voucher/list', { schema: VoucherList, signal }),
    enabled: loggedIn,
  });
}

/** GET /api/voucher/detail?id: one voucher of the player (kind, status, expiry, what it buys). Off while `id` is null. */
export function useVoucherDetail(id: number | null) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...voucherKeys.all, 'detail', id],
    queryFn: ({ signal }) => api('/voucher/detail', { query: { id: id! }, schema: Voucher, signal }),
    enabled: loggedIn && id !== null,
  });
}

/** GET /api/voucher/sku?id: the prizes a Free voucher's opening can give, with their odds (empty for other kinds). */
export function useVoucherSkus(id: number | null, enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...voucherKeys.all, 'sku', id],
    queryFn: ({ signal }) => api('/voucher/sku', { query: { id: id! }, schema: VoucherSkuList, signal }),
    enabled: loggedIn && id !== null && enabled,
  });
}

/** GET /api/voucher/user_avail_vouchers?boxId: usable Free vouchers of a box (box page "Open free with voucher"). */
export function useAvailableVouchers(boxId: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...voucherKeys.all, 'avail', boxId],
    queryFn: ({ signal }) => api('/voucher/user_avail_vouchers', { query: { boxId }, schema: VoucherList, signal }),
    enabled: loggedIn,
  });
}

/**
 * POST /api/voucher/exchange {id}: opens the voucher's box once for free (provably fair, like a paid open).
 * @throws ApiError voucher.error.used | voucher.error.expired | voucher.error.kind
 */
export function useVoucherOpen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/voucher/exchange', { method: 'POST', body: { id }, schema: OpenResponse }),
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(qc, res.balance);
      void qc.invalidateQueries({ queryKey: voucherKeys.all });
      void qc.invalidateQueries({ queryKey: queryRoots.store });
      void qc.invalidateQueries({ queryKey: queryRoots.fairness });
    },
  });
}
