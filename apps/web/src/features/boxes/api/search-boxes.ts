import { BoxSummary } from '@hapa/contracts';
import { MAX_SEARCH_SUGGESTIONS } from '@hapa/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const SearchResult = BoxSummary.array();

/** GET /api/item/search?keyword= -> at most 5 suggestions (docs/product/validation.md#search). */
export async function searchBoxes(keyword: string, signal?: AbortSignal): Promise<BoxSummary[]> {
  const list = await api('/item/search', { query: { keyword }, schema: SearchResult, signal });
  return list.slice(0, MAX_SEARCH_SUGGESTIONS);
}

/** Suggestions for a normalised keyword (null = blank, no request). */
export function useBoxSearch(keyword: string | null) {
  return useQuery({
    queryKey: [...queryRoots.boxes, 'search', keyword],
    queryFn: ({ signal }) => searchBoxes(keyword ?? '', signal),
    enabled: keyword !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
