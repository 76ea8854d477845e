import type { BoxSummary } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, cn, Price } from '../../../components/index.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * How wide a box card's picture is drawn in a grid (BoxGrid: 2 columns on phones, 3, 4, then 6; the card's padding
 * off), for its srcset (lib/picture.ts).
 */
export const BOX_GRID_PICTURE_SIZES =
  '(min-width: 1280px) 170px, (min-width: 1024px) calc(25vw - 44px), (min-width: 640px) calc(33vw - 45px), calc(50vw - 50px)';

/**
 * One box in a grid or rail: art, name, price; links to its detail page. `eager`: first cards on screen (LCP).
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
        <div className="absolute left-2 top-2 z-10 flex flex-wrap gap-1">
          {box.isNew ? (
            <Badge tone="violet">{t('boxes.new')}</Badge>
          ) : box.isFeatured ? (
            <Badge tone="accent">{t('boxes.featured')}</Badge>
          ) : null}
        </div>
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
      <div className="flex flex-1 flex-col gap-2 p-3 pt-0">
        <p className="truncate text-sm font-bold" title={box.name}>
          {box.name}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="rounded-lg bg-accent/10 px-2 py-1 text-accent">
            <Price coins={box.price} className="text-sm" />
          </span>
          {box.openedCount > 0 ? (
            <span className="truncate text-[11px] text-subtle">{t('boxes.opened', { count: box.openedCount })}</span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
