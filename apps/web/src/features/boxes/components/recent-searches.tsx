import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/index.ts';
import { useRecentSearches } from '../api/catalogue-extra.ts';

interface RecentSearchesProps {
  uid: number;
  onPick: (keyword: string) => void;
  onClear: () => void;
  clearing: boolean;
}

/** The player's recent searches under the empty search box, with Clear (docs/product/endpoints.md#items /item/search/clear). */
export function RecentSearches({ uid, onPick, onClear, clearing }: RecentSearchesProps) {
  const { t } = useTranslation();
  const list = useRecentSearches(uid).data ?? [];
  if (list.length === 0) return null;
  return (
    <div
      className="absolute inset-x-0 top-12 z-40 rounded-xl border border-line bg-surface-2 p-3 shadow-2xl shadow-black/50"
      data-testid="recent-searches"
    >
      <div className="mb-2 flex items-center justify-between">
        <span className="text-[11px] font-extrabold uppercase tracking-wider text-subtle">{t('catalogue.recentSearches')}</span>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClear}
          disabled={clearing}
          className="text-xs font-bold text-accent hover:underline disabled:opacity-50"
          data-testid="recent-searches-clear"
        >
          {t('catalogue.clearSearches')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {list.map((k) => (
          <li key={k}>
            <button
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(k)}
              className="flex max-w-[14rem] items-center gap-1.5 rounded-full border border-line bg-bg-2 px-3 py-1 text-xs font-semibold text-fg hover:border-accent"
              data-testid="recent-search"
            >
              <IconSearch size={12} className="shrink-0 text-muted" />
              <span className="truncate">{k}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
