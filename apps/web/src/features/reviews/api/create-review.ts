import { MyReview, type ReviewCreateBody } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** POST /api/reviews: a pending review (errors review.error.not_eligible, review.error.too_soon, bad input 400). */
export function createReview(body: ReviewCreateBody): Promise<MyReview> {
  return api('/reviews', { method: 'POST', body, schema: MyReview });
}

export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createReview, onSuccess: () => void qc.invalidateQueries({ queryKey: reviewKeys.mine }) });
}
