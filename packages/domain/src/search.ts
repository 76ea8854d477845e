/**
 * Box search, price filter and sort options (docs/product/validation.md#search "Search", "Price filter", "Sort").
 */

/** Search input debounce in ms (docs/product/validation.md#search, docs/product/constants.md#timings). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Suggestions shown at most (docs/product/validation.md#search). */
export const MAX_SEARCH_SUGGESTIONS = 5;
/** Price filter inputs keep at most this many characters (docs/product/validation.md#search). */
export const PRICE_FILTER_MAX_CHARS = 6;

/**
 * Trimmed search text, or null when blank (docs/product/validation.md#search "blank ignored, trimmed").
 */
export function normalizeSearchQuery(q: string | null | undefined): string | null {
  const t = (q ?? '').trim();
  return t === '' ? null : t;
}

/** Price filter as the two text inputs hold it, in coin units; '' means no bound. */
export interface PriceFilter {
  min: string;
  max: string;
}

function normalizeBound(raw: string, negative: string): string {
  const text = (raw ?? '').trim().slice(0, PRICE_FILTER_MAX_CHARS);
  if (text === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return '';
  if (n < 0) return negative;
  return String(Math.floor(n));
}

/**
 * Normalise the price filter (docs/product/validation.md#search): each input cut to 6 characters, non-numbers -> '',
 * negative min -> '', negative max -> '0', decimals floored ("12.9" -> "12"), and a min above
 * a nonzero max is set to the max.
 * @returns new `{min, max}` strings of whole coin units or ''
 */
export function normalizePriceFilter({ min, max }: PriceFilter): PriceFilter {
  let nMin = normalizeBound(min, '');
  const nMax = normalizeBound(max, '0');
  if (nMin !== '' && nMax !== '' && Number(nMax) !== 0 && Number(nMin) > Number(nMax)) nMin = nMax;
  return { min: nMin, max: nMax };
}

/** Sort keys of the box list (docs/product/validation.md#search "Sort"). */
export type SortKey = 'recommend' | 'opened' | 'price_asc' | 'price_desc' | 'newest';

/** A sort option: long label for menus, short label for tight layouts. */
export interface SortOption {
  key: SortKey;
  label: string;
  shortLabel: string;
}

/** Sort options in display order (docs/product/validation.md#search "Sort"). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { key: 'recommend', label: 'Recommend', shortLabel: 'Best Match' },
  { key: 'opened', label: 'Most Opened Boxes', shortLabel: 'Opened' },
  { key: 'price_asc', label: 'Price (Low to High)', shortLabel: 'Price L to H' },
  { key: 'price_desc', label: 'Price (High to Low)', shortLabel: 'Price H to L' },
  { key: 'newest', label: 'Newest', shortLabel: 'Newest' },
];

/** Whether a string is one of the sort keys (e.g. from a query string). */
export function isSortKey(s: string): s is SortKey {
  return SORT_OPTIONS.some((o) => o.key === s);
}
