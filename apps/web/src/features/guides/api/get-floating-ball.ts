import { FloatingBall } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/sys/floating_ball: the floating activity ball's image, link and hidden pages (docs/product/README.md). */
export function useFloatingBall() {
  return useQuery({
    queryKey: ['guides', 'floatingBall'],
    queryFn: ({ signal }) => api('/sys/floating_ball', { schema: FloatingBall, signal }),
    staleTime: 300_000,
    meta: { silent: true },
  });
}
