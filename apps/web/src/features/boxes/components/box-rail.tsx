import type { BoxSummary } from '@hapa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading, Skeleton } from '../../../components/index.ts';
import { useBoxList, type BoxListParams } from '../api/get-box-list.ts';
import { BoxCard } from './box-card.tsx';

/** 2.3 cards per row on phones, 4.3 on tablets, 6 per row on wide screens. */
const ITEM_WIDTH = 'w-[40%] shrink-0 sm:w-[23%] lg:w-[calc((100%-5*1rem)/6)]';
/** How wide a card's picture is drawn at ITEM_WIDTH (the card's padding off), for its srcset (lib/picture.ts). */
const PICTURE_SIZES = '(min-width: 1024px) 170px, (min-width: 640px) calc(23vw - 38px), calc(40vw - 42px)';

interface BoxRailProps {
  title: ReactNode;
  icon?: ReactNode;
  params: BoxListParams;
  moreHref: string;
  testId?: string;
}

/** A titled horizontal strip of boxes (featured, new arrivals); scrolls sideways on phones. */
export function BoxRail({ title, icon, params, moreHref, testId }: BoxRailProps) {
  const { data, isLoading, isError } = useBoxList(params);
  return <BoxStrip title={title} icon={icon} moreHref={moreHref} testId={testId} list={data?.list} loading={isLoading} failed={isError} />;
}

/** The strip itself, for any list of boxes (also the top list and recommendations); hidden when empty or failed. */
export function BoxStrip({
  title,
  icon,
  moreHref,
  testId,
  list,
  loading,
  failed,
}: Omit<BoxRailProps, 'params'> & { list?: BoxSummary[]; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  if (failed || (list && list.length === 0)) return null;
  return (
    <section data-testid={testId} className="skip-offscreen [--offscreen-height:280px]">
      <SectionHeading
        title={title}
        icon={icon}
        action={
          <Link to={moreHref} className="text-xs font-bold uppercase tracking-wide text-muted hover:text-accent">
            {t('common.viewAll')}
          </Link>
        }
      />
      <div className="-mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pb-3 pt-1 scrollbar-none md:mx-0 md:scroll-px-0 md:gap-4 md:px-0">
        {loading || !list
          ? Array.from({ length: 6 }, (_, i) => <BoxCardSkeleton key={i} />)
          : list.map((box) => <BoxCard key={box.id} box={box} className={`snap-start ${ITEM_WIDTH}`} pictureSizes={PICTURE_SIZES} />)}
      </div>
    </section>
  );
}

/** A loading card of BoxCard's exact height (square art, name line, price pill), so the rail does not grow when the boxes come (docs/benchmarks.md layout shift). */
function BoxCardSkeleton() {
  return (
    <div
      aria-hidden
      className={`flex flex-col overflow-hidden rounded-2xl border border-line ${ITEM_WIDTH}`}
      data-testid="box-card-skeleton"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 pt-0">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-7 w-1/2 rounded-lg" />
      </div>
    </div>
  );
}
