import { CodeGuideStatus } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** Query key of the referral-code guide, per player. */
export const codeGuideKey = (uid: number | null) => ['guides', 'code', uid] as const;

/**
 * GET /api/sys/code/guide/status: whether the referral-code guide shows (a signed-in player who was not invited, in
 * their first 7 days, until they finish it). Not asked for a visitor.
 */
export function useCodeGuide() {
  const uid = useSession()?.uid ?? null;
  return useQuery({
    queryKey: codeGuideKey(uid),
    queryFn: ({ signal }) => api('/sys/code/guide/status', { schema: CodeGuideStatus, signal }),
    enabled: uid !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
