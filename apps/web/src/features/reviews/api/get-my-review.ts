import { MyReviewState } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { reviewKeys } from './keys.ts';

/** GET /api/reviews/mine: may the player write now (ok | not_eligible | too_soon) and their latest review. */
export function getMyReview(signal?: AbortSignal): Promise<MyReviewState> {
  return api('/reviews/mine', { schema: MyReviewState, signal });
}

export function useMyReview() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: reviewKeys.mine, queryFn: ({ signal }) => getMyReview(signal), enabled: loggedIn, staleTime: 30_000 });
}
