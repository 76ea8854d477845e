import { normalizeSearchQuery, SEARCH_DEBOUNCE_MS } from '@hapa/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cn, IconSearch, Price } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBoxSearch } from '../api/search-boxes.ts';
import { useSession } from '../../../lib/session.ts';
import { RecentSearches } from './recent-searches.tsx';
import { useRecentSearchActions } from '../api/catalogue-extra.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * Header search: trimmed, blank ignored, debounced 500 ms, max 5 suggestions (docs/product/validation.md#search); with an empty box a
 * signed-in player sees their recent searches (recorded when they search, cleared with /item/search/clear).
 */
export function BoxSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keyword = normalizeSearchQuery(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const { data = [], isFetching } = useBoxSearch(keyword);
  const showList = open && keyword !== null && normalizeSearchQuery(text) !== null;
  const uid = useSession()?.uid ?? null;
  const recent = useRecentSearchActions(uid);
  const remember = (q: string) => (uid !== null ? recent.record.mutate(q) : undefined);

  function goToResults() {
    const q = normalizeSearchQuery(text);
    if (!q) return;
    remember(q);
    setOpen(false);
    navigate(`/boxes-list?keyword=${encodeURIComponent(q)}`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, data.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = data[active];
      if (hit && showList) {
        remember(keyword ?? '');
        setOpen(false);
        navigate(`/box-detail/${hit.boxInfo}`);
      } else goToResults();
    } else if (e.key === 'Escape') setOpen(false);
  }

  return (
    <div className={cn('relative', className)}>
      <div className="flex h-10 items-center gap-2 rounded-xl border border-line bg-bg-2 px-3 focus-within:border-accent">
        <IconSearch size={16} className="text-muted" />
        <input
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-label={t('nav.search')}
          placeholder={t('nav.searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-subtle"
          data-testid="header-search-input"
        />
        {isFetching ? <span className="size-3 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden /> : null}
      </div>
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute inset-x-0 top-12 z-40 overflow-hidden rounded-xl border border-line bg-surface-2 shadow-2xl shadow-black/50"
        >
          {data.length === 0 && !isFetching ? <li className="px-4 py-3 text-sm text-muted">{t('nav.noResults', { q: keyword })}</li> : null}
          {data.map((box, i) => (
            <li key={box.id} role="option" aria-selected={i === active}>
              <Link
                to={`/box-detail/${box.boxInfo}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  remember(keyword ?? '');
                  setOpen(false);
                }}
                className={cn('flex items-center gap-3 px-3 py-2 hover:bg-surface-3', i === active && 'bg-surface-3')}
                data-testid="search-suggestion"
              >
                <img {...picture(box.image, '40px')} alt="" className="size-10 rounded-lg bg-bg-2 object-contain" />
                <span className="flex-1 truncate text-sm font-semibold">{box.name}</span>
                <Price coins={box.price} className="text-xs text-accent" />
              </Link>
            </li>
          ))}
          {data.length > 0 ? (
            <li>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={goToResults}
                className="w-full border-t border-line px-4 py-2.5 text-left text-xs font-bold uppercase tracking-wide text-accent hover:bg-surface-3"
              >
                {t('nav.seeAllResults')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {open && uid !== null && normalizeSearchQuery(text) === null ? (
        <RecentSearches
          uid={uid}
          onPick={(k) => {
            setText(k);
            setOpen(true);
          }}
          onClear={() => recent.clear.mutate()}
          clearing={recent.clear.isPending}
        />
      ) : null}
    </div>
  );
}
