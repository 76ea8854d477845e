import type { StoreItem } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Button, cn, IconCheck, Price, rarityClasses, rarityColor } from '../../../components/index.ts';
import { picture } from '../../../lib/picture.ts';

interface StoreItemCardProps {
  item: StoreItem;
  selected: boolean;
  /** still in the store: can be picked to ship, sell or exchange */
  selectable: boolean;
  /** can be sold (not a mall or voucher item) */
  sellable: boolean;
  /** sold in this session (before the list refreshes) */
  justSold: boolean;
  onToggle: () => void;
  onSell: () => void;
}

const STATUS_TONE = {
  stored: 'accent',
  recovered: 'neutral',
  shipping: 'warning',
  shipped: 'violet',
  exchanged: 'neutral',
  upgraded: 'neutral',
  locked: 'warning',
  lost: 'neutral',
} as const;

/** One prize: art, value, status; selectable and sellable while stored. */
export function StoreItemCard({ item, selected, selectable, sellable, justSold, onToggle, onSell }: StoreItemCardProps) {
  const { t } = useTranslation();
  const rarity = rarityClasses(item.skuLevel);
  const status = justSold ? 'recovered' : item.status;
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl border bg-surface transition',
        selected ? 'border-accent shadow-glow' : rarity.border,
        !selectable && 'opacity-70',
      )}
      data-testid="store-item"
      data-store-item-id={item.id}
      data-status={status}
    >
      <span className={cn('absolute inset-x-0 top-0 h-1', rarity.bar)} />
      <button
        type="button"
        onClick={onToggle}
        disabled={!selectable}
        aria-pressed={selected}
        aria-label={t('store.select', { name: item.name })}
        className="relative flex aspect-square items-center justify-center disabled:cursor-default"
        data-testid="store-item-select"
      >
        <span
          className="absolute inset-0 opacity-25"
          style={{ background: `radial-gradient(circle at 50% 55%, ${rarityColor(item.skuLevel)}, transparent 65%)` }}
        />
        <img
          {...picture(item.image, '(min-width: 768px) 112px, 96px')}
          alt=""
          loading="lazy"
          className="relative size-24 object-contain md:size-28"
        />
        {selectable ? (
          <span
            className={cn(
              'absolute left-2 top-3 flex size-6 items-center justify-center rounded-md border-2',
              selected ? 'border-accent bg-accent text-accent-ink' : 'border-line-strong bg-bg-2/80',
            )}
          >
            {selected ? <IconCheck size={14} strokeWidth={3} /> : null}
          </span>
        ) : null}
        <Badge tone={STATUS_TONE[status]} className="absolute right-2 top-3">
          {t(`store.status.${status}`)}
        </Badge>
      </button>
      <div className="flex flex-1 flex-col gap-1 px-3 pb-3">
        <Link
          to={`/item-card?id=${item.itemId}`}
          className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 hover:text-accent"
          data-testid="item-tile-link"
        >
          {item.name}
        </Link>
        {item.boxName && item.boxId ? (
          <Link to={`/box-detail/${item.boxId}`} className="truncate text-[11px] text-subtle hover:text-accent">
            {item.boxName}
          </Link>
        ) : (
          <span className="text-[11px] text-subtle" data-testid="store-item-source" data-source={item.source}>
            {t(`serverTexts.prizeSource.${item.source}`, { defaultValue: t('serverTexts.prizeSource.other') })}
          </span>
        )}
        <div className="mt-1 flex items-center justify-between gap-2">
          <Price coins={item.price} className={cn('text-sm', rarity.text)} />
          {sellable ? (
            <Button size="sm" variant="outline" className="h-7 px-2.5" onClick={onSell} data-testid="store-item-sell">
              {t('store.sell')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
