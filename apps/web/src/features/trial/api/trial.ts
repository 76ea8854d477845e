import { OpenResponse, TrialBoostResult, TrialConfig, TrialInfo, TrialShareView } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Query keys of the Lucky Trial: the player's own under `user` (dropped on logout), the public ones not. */
export const trialKeys = {
  config: ['trial', 'config'] as const,
  info: [...queryRoots.user, 'trial', 'info'] as const,
  share: (shareNo: string, signedIn: boolean) => ['trial', 'share', shareNo, signedIn] as const,
  shareRoot: ['trial', 'share'] as const,
};

/** GET /api/trial/config (public): the trial box, its trial price, discount, validity and helps per trial. */
export function useTrialConfig(enabled = true) {
  return useQuery({
    queryKey: trialKeys.config,
    queryFn: ({ signal }) => api('/trial/config', { schema: TrialConfig, signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** GET /api/trial/info: the player's Lucky Trial (issued on the first call), boosts and share link. Off when signed out. */
export function useTrialInfo(enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: trialKeys.info,
    queryFn: ({ signal }) => api('/trial/info', { schema: TrialInfo, signal }),
    enabled: loggedIn && enabled,
    staleTime: 15_000,
  });
}

/** GET /api/trial/share/{shareNo} (public; the visitor's own state when signed in). */
export function useTrialShare(shareNo: string | null) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: trialKeys.share(shareNo ?? '', loggedIn),
    queryFn: ({ signal }) => api(`/trial/share/${encodeURIComponent(shareNo!)}`, { schema: TrialShareView, signal }),
    enabled: !!shareNo,
    retry: false,
  });
}

/**
 * POST /api/trial_open {voucherId}: opens the Lucky Trial at its price (a normal provably-fair opening). The
 * idempotency key makes a double click open once.
 * @throws ApiError voucher.error.used | voucher.error.expired | coin.error.not_enough | ...
 */
export function openTrial(voucherId: number, idempotencyKey: string): Promise<OpenResponse> {
  return api('/trial_open', { method: 'POST', body: { voucherId }, headers: { 'idempotency-key': idempotencyKey }, schema: OpenResponse });
}

/**
 * POST /api/trial/boost {shareNo}: helps a friend's Lucky Trial.
 * @throws ApiError boost.error.trial.level1 (silent: the page shows the VIP 1 text) | boost.error.self | boost.error.already | boost.error.cooldown
 */
export function boostTrial(shareNo: string): Promise<TrialBoostResult> {
  return api('/trial/boost', { method: 'POST', body: { shareNo }, schema: TrialBoostResult });
}
