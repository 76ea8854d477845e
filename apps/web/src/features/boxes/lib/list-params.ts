/**
 * /boxes-list URL state <-> API query (docs/product/validation.md#search, price filter, sort).
 * URL keys: keyword, min, max, sort, page.
 */
import type { BoxSort } from '@hapa/contracts';
import { isSortKey, normalizePriceFilter, normalizeSearchQuery } from '@hapa/domain';
import type { BoxListParams } from '../api/get-box-list.ts';

export interface ListState {
  keyword: string | null;
  min: string;
  max: string;
  sort: BoxSort;
  page: number;
}

/** Boxes per page of the list. */
export const LIST_PAGE_SIZE = 24;

/** Reads the list state from URL search params, normalising every value. */
export function readListState(params: URLSearchParams): ListState {
  const { min, max } = normalizePriceFilter({ min: params.get('min') ?? '', max: params.get('max') ?? '' });
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    keyword: normalizeSearchQuery(params.get('keyword')),
    min,
    max,
    sort: isSortKey(sort) ? sort : 'recommend',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the state back to search params, leaving defaults out. */
export function writeListState(state: ListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.keyword) out.set('keyword', state.keyword);
  if (state.min) out.set('min', state.min);
  if (state.max) out.set('max', state.max);
  if (state.sort !== 'recommend') out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** API query for the state; a max of 0 means "no upper bound". */
export function toListQuery(state: ListState): BoxListParams {
  return {
    keyword: state.keyword ?? undefined,
    minPrice: state.min ? Number(state.min) : undefined,
    maxPrice: state.max && Number(state.max) > 0 ? Number(state.max) : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: LIST_PAGE_SIZE,
  };
}
