import type { BoxSummary } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, cn, Price } from '../../../components/index.ts';
import { picture } from '../../../lib/picture.ts';

/** Where a card's NEW / FEATURED label sits: over the picture's top left corner, above the picture. */
const BADGE_AT = 'absolute left-2 top-2 z-10';

/**
 * How wide a box card's picture is drawn in a grid (BoxGrid: 2 columns on phones, 3, 4, then 6; the card's padding
 * off), for its srcset (lib/picture.ts).
 */
export const BOX_GRID_PICTURE_SIZES =
  '(min-width: 1280px) 170px, (min-width: 1024px) calc(25vw - 44px), (min-width: 640px) calc(33vw - 45px), calc(50vw - 50px)';

/**
 * One box in a grid or rail: art, name, price; links to its detail page. `eager`: first cards on screen (LCP). Eight
 * elements at most (no wrapper that only places its child): a page of cards is most of the home's DOM, and each element
 * is style, layout and hydration work on the player's phone (docs/benchmarks.md, bench:web).
 * `pictureSizes`: how wide its picture is drawn (a CSS sizes value; a grid's by default).
 */
export function BoxCard({
  box,
  className,
  eager,
  pictureSizes = BOX_GRID_PICTURE_SIZES,
}: {
  box: BoxSummary;
  className?: string;
  eager?: boolean;
  pictureSizes?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/box-detail/${box.boxInfo}`}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition duration-200',
        'hover:-translate-y-1 hover:border-accent/50 hover:shadow-[0_10px_40px_-10px_rgb(43_245_160/0.35)]',
        className,
      )}
      data-testid="box-card"
      data-box-id={box.id}
    >
      <div className="relative aspect-square overflow-hidden bg-[radial-gradient(circle_at_50%_60%,rgb(139_108_255/0.25),transparent_65%)]">
        {box.isNew ? (
          <Badge tone="violet" className={BADGE_AT}>
            {t('boxes.new')}
          </Badge>
        ) : box.isFeatured ? (
          <Badge tone="accent" className={BADGE_AT}>
            {t('boxes.featured')}
          </Badge>
        ) : null}
        {box.topItemImage ? (
          <img
            {...picture(box.topItemImage, '(min-width: 768px) 36px, 32px')}
            alt=""
            loading="lazy"
            className="absolute right-2 top-2 z-10 size-8 rounded-full md:size-9 border border-rarity-1/60 bg-bg-2 object-contain p-1"
          />
        ) : null}
        <img
          {...picture(box.image, pictureSizes)}
          alt={box.name}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="size-full object-contain p-4 transition duration-300 group-hover:scale-105 group-hover:-rotate-2"
        />
      </div>
      <p className="truncate px-3 text-sm font-bold" title={box.name}>
        {box.name}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 px-3 pb-3 pt-2">
        <Price coins={box.price} className="rounded-lg bg-accent/10 px-2 py-1 text-sm text-accent" />
        {box.openedCount > 0 ? (
          <span className="truncate text-[11px] text-subtle">{t('boxes.opened', { count: box.openedCount })}</span>
        ) : null}
      </div>
    </Link>
  );
}
