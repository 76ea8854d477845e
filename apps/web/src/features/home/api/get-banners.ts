import { Banner } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const Banners = z.array(Banner);

/** GET /api/sys/banners: the home carousel (docs/product/entities.md#banners Banner). */
export function useHomeBanners() {
  return useQuery({
    queryKey: ['content', 'banners'],
    queryFn: ({ signal }) => api('/sys/banners', { schema: Banners, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/sys/pop/info: the home pop list (docs/product/states.md#after-sign-up popup priority, last). */
export function useHomePops() {
  return useQuery({
    queryKey: ['content', 'pops'],
    queryFn: ({ signal }) => api('/sys/pop/info', { schema: Banners, signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
