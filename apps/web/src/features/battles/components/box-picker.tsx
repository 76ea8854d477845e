import type { BattleBox } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, cn, IconPlus, IconSearch, Input, Price, Skeleton } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBoxList } from '../../boxes/index.ts';
import { usePreBoxes } from '../api/get-pre-boxes.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * Boxes a battle can use (GET /battle/v2/pre_boxes), searchable; a click adds one round of that box. docs/product/constants.md#battles "battle
 * tag FEATURED": the featured boxes come first, each tagged FEATURED, then the others cheapest first.
 */
export function BoxPicker({ onAdd, disabled }: { onAdd: (box: BattleBox) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const q = usePreBoxes(useDebouncedValue(keyword.trim(), 500));
  const featured = useBoxList({ category: 'FEATURED', pageSize: 100 });
  const featuredIds = new Set((featured.data?.list ?? []).map((b) => b.id));
  const all = q.data ?? [];
  const shown = [...all.filter((b) => featuredIds.has(b.id)), ...all.filter((b) => !featuredIds.has(b.id))];
  return (
    <div className="flex flex-col gap-3">
      <Input
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('battles.searchBoxes')}
        prefix={<IconSearch size={16} />}
        data-testid="battle-box-search"
      />
      <div className="grid max-h-[28rem] grid-cols-3 gap-2 overflow-y-auto pr-1 sm:grid-cols-4 lg:grid-cols-5">
        {q.isLoading
          ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="aspect-[3/4]" />)
          : shown.map((box) => (
              <button
                key={box.id}
                type="button"
                disabled={disabled}
                onClick={() => onAdd(box)}
                className={cn(
                  'group relative flex flex-col items-center gap-1 rounded-xl border border-line bg-surface p-2 text-center transition hover:border-accent/60 hover:bg-surface-2 disabled:opacity-40',
                )}
                data-testid="battle-box-option"
                data-box-id={box.id}
                data-featured={featuredIds.has(box.id)}
              >
                {featuredIds.has(box.id) ? (
                  // above the picture, which its hover scale would otherwise paint over the label
                  <Badge tone="accent" className="absolute left-1.5 top-1.5 z-10 px-1 text-[9px]">
                    {t('boxes.featured')}
                  </Badge>
                ) : null}
                <img
                  {...picture(box.image, '(min-width: 768px) 64px, 56px')}
                  alt=""
                  className="size-14 object-contain transition group-hover:scale-105 md:size-16"
                  loading="lazy"
                />
                <span className="line-clamp-1 text-[11px] font-semibold">{box.name}</span>
                <span className="flex items-center gap-1 text-accent">
                  <Price coins={box.price} className="text-[11px]" />
                  <IconPlus size={12} />
                </span>
              </button>
            ))}
      </div>
    </div>
  );
}
