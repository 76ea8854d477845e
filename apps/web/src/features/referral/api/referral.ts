import {
  ClaimResult,
  DistributionDetail,
  RankList,
  ReferralClick,
  ReferralPage,
  Slink,
  TransferResult,
  WithdrawChainList,
  Withdrawal,
  WithdrawalPage,
  type WithdrawBody,
} from '@hapa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { deviceHeaders, deviceId } from '../../../lib/device-id.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export const referralKeys = {
  all: [...queryRoots.user, 'referral'] as const,
  detail: [...queryRoots.user, 'referral', 'detail'] as const,
  referrals: (page: number) => [...queryRoots.user, 'referral', 'referrals', page] as const,
  withdrawals: (page: number) => [...queryRoots.user, 'referral', 'withdrawals', page] as const,
  rank: ['referral-rank'] as const,
  chains: ['referral-chains'] as const,
};

/** GET /api/distribution/detail (sends the device id: the self-referral check compares it). */
export function useDistributionDetail() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: referralKeys.detail,
    queryFn: ({ signal }) => api('/distribution/detail', { schema: DistributionDetail, signal, headers: deviceHeaders() }),
    enabled: loggedIn,
  });
}

/** GET /api/distribution/referrals (paged). */
export function useReferrals(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: referralKeys.referrals(page),
    queryFn: ({ signal }) => api('/distribution/referrals', { query: { page, pageSize: 10 }, schema: ReferralPage, signal }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/withdraw/history (paged). */
export function useWithdrawHistory(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: referralKeys.withdrawals(page),
    queryFn: ({ signal }) => api('/withdraw/history', { query: { page, pageSize: 10 }, schema: WithdrawalPage, signal }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/distribution/rank */
export function useRank() {
  return useQuery({ queryKey: referralKeys.rank, queryFn: ({ signal }) => api('/distribution/rank', { schema: RankList, signal }) });
}

/** GET /api/distribution/chain/list */
export function useWithdrawChains(enabled = true) {
  return useQuery({
    queryKey: referralKeys.chains,
    queryFn: ({ signal }) => api('/distribution/chain/list', { schema: WithdrawChainList, signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** POST /api/slink/create_slink: the short link of one share channel. */
export function createSlink(channel: string): Promise<Slink> {
  return api('/slink/create_slink', { method: 'POST', body: { channel }, schema: Slink });
}

/** POST /api/sys/referral/click: records the visit of a referral link; names the referrer. */
export function recordClick(code: string, channel: string | null): Promise<ReferralClick> {
  return api('/sys/referral/click', {
    method: 'POST',
    body: { code, ...(channel ? { channel } : {}), deviceId: deviceId() },
    schema: ReferralClick,
  });
}

/** After a money move: commission figures, lists and the coin balance are read again. */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: referralKeys.all });
    void qc.invalidateQueries({ queryKey: queryRoots.baseInfo });
  };
}

/** POST /api/distribution/transfer {amount}; `key` makes a retry of the same submission safe. */
export function useTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: string; key: string }) =>
      api('/distribution/transfer', { method: 'POST', body: { amount }, headers: { 'Idempotency-Key': key }, schema: TransferResult }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** POST /api/distribution/withdraw {amount, chain, ccy, address, currency}; `key`: one hold per submission. */
export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) =>
      api('/distribution/withdraw', { method: 'POST', body, headers: { 'Idempotency-Key': key }, schema: Withdrawal }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** POST /api/distribution/claim {code} */
export function useClaim() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      api('/distribution/claim', { method: 'POST', body: { code }, schema: ClaimResult, headers: deviceHeaders() }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}
