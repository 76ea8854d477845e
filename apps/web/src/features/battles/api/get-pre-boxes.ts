import { PreBoxes } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

/** GET /api/battle/v2/pre_boxes: boxes a battle can use, cheapest first. */
export function getPreBoxes(keyword: string, signal?: AbortSignal) {
  return api('/battle/v2/pre_boxes', { query: { keyword }, schema: PreBoxes, signal });
}

export function usePreBoxes(keyword: string) {
  return useQuery({
    queryKey: battleKeys.preBoxes(keyword),
    queryFn: ({ signal }) => getPreBoxes(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
