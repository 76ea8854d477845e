import {
  normalizePriceFilter,
  normalizeSearchQuery,
  PRICE_FILTER_MAX_CHARS,
  SEARCH_DEBOUNCE_MS,
  SORT_OPTIONS,
  type SortKey,
} from '@hapa/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch, Input, Select } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { ListState } from '../lib/list-params.ts';
import { useSession } from '../../../lib/session.ts';
import { useRecentSearchActions } from '../api/catalogue-extra.ts';
import { RecentSearches } from './recent-searches.tsx';

interface BoxFiltersProps {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
}

/** Search (debounced 500 ms), price min/max (normalised on blur / Enter) and sort (docs/product/validation.md#search). */
export function BoxFilters({ state, onChange }: BoxFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(state.keyword ?? '');
  const [price, setPrice] = useState({ min: state.min, max: state.max });
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // recent searches (docs/product/endpoints.md#items /item/search/clear): shown under the empty field, recorded on Enter or leaving the field
  const uid = useSession()?.uid ?? null;
  const recent = useRecentSearchActions(uid);
  const [focused, setFocused] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  function remember() {
    const q = normalizeSearchQuery(text);
    if (q && uid !== null) recent.record.mutate(q);
  }

  // URL -> fields (back/forward navigation, header search). The echo of this field's own search is skipped: the
  // player may have typed on while the URL caught up (a search runs 500 ms after the last key), and the field must
  // keep those keys rather than jump back to the searched text
  const searched = useRef(state.keyword);
  useEffect(() => {
    if (state.keyword !== searched.current) setText(state.keyword ?? '');
    searched.current = state.keyword;
  }, [state.keyword]);
  useEffect(() => setPrice({ min: state.min, max: state.max }), [state.min, state.max]);

  // debounced text -> URL (blank ignored, trimmed)
  useEffect(() => {
    const keyword = normalizeSearchQuery(debounced);
    if (keyword !== state.keyword) {
      searched.current = keyword;
      onChangeRef.current({ keyword, page: 1 });
    }
    // state.keyword deliberately not a dependency: only typing triggers a search
  }, [debounced]);

  function applyPrice() {
    const next = normalizePriceFilter(price);
    setPrice(next);
    if (next.min !== state.min || next.max !== state.max) onChange({ ...next, page: 1 });
  }

  function onPriceKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') applyPrice();
  }

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_7rem_7rem_14rem]" data-testid="box-filters">
      <div className="relative col-span-2 md:col-span-1">
        <Input
          type="search"
          aria-label={t('boxes.searchLabel')}
          placeholder={t('boxes.searchPlaceholder')}
          prefix={<IconSearch size={16} />}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            remember();
            blurTimer.current = setTimeout(() => setFocused(false), 150);
          }}
          onKeyDown={(e) => (e.key === 'Enter' ? remember() : undefined)}
          data-testid="list-search-input"
        />
        {focused && uid !== null && normalizeSearchQuery(text) === null ? (
          <RecentSearches uid={uid} onPick={(k) => setText(k)} onClear={() => recent.clear.mutate()} clearing={recent.clear.isPending} />
        ) : null}
      </div>
      <Input
        aria-label={t('boxes.minPrice')}
        placeholder={t('boxes.minPrice')}
        prefix="$"
        inputMode="numeric"
        maxLength={PRICE_FILTER_MAX_CHARS}
        value={price.min}
        onChange={(e) => setPrice((p) => ({ ...p, min: e.target.value }))}
        onBlur={applyPrice}
        onKeyDown={onPriceKey}
        data-testid="price-min"
      />
      <Input
        aria-label={t('boxes.maxPrice')}
        placeholder={t('boxes.maxPrice')}
        prefix="$"
        inputMode="numeric"
        maxLength={PRICE_FILTER_MAX_CHARS}
        value={price.max}
        onChange={(e) => setPrice((p) => ({ ...p, max: e.target.value }))}
        onBlur={applyPrice}
        onKeyDown={onPriceKey}
        data-testid="price-max"
      />
      <Select
        containerClassName="col-span-2 md:col-span-1"
        aria-label={t('boxes.sortBy')}
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value as SortKey, page: 1 })}
        options={SORT_OPTIONS.map((o) => ({ value: o.key, label: o.label }))}
        data-testid="sort-select"
      />
    </div>
  );
}
