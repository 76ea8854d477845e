import { PublicReviewList } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** GET /api/reviews/list: up to 10 approved reviews, newest first (docs/product/routes.md#home home "reviews (max 10)"). */
export function getReviews(signal?: AbortSignal) {
  return api('/reviews/list', { schema: PublicReviewList, signal });
}

export function useReviews() {
  return useQuery({ queryKey: reviewKeys.list, queryFn: ({ signal }) => getReviews(signal), staleTime: 60_000, meta: { silent: true } });
}
