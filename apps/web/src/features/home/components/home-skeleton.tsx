import { Skeleton } from '../../../components/index.ts';

/**
 * What home shows below the banners while the sections above the boxes load (docs/benchmarks.md layout shift): a section
 * heading and a rail of box cards. It is replaced as a whole (never moved) when they are ready.
 */
export function HomeSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4" data-testid="home-skeleton">
      <Skeleton className="h-7 w-48" />
      <div className="flex gap-3 overflow-hidden md:gap-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4] w-[40%] shrink-0 sm:w-[23%] lg:w-[calc((100%-5*1rem)/6)]" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
