import { cn } from './cn.ts';

/** Shimmering placeholder block (styles.css `.animate-shimmer`: a band moved by the compositor, no repaint per frame). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-shimmer rounded-xl', className)} />;
}

/** A grid of card-shaped skeletons. */
export function SkeletonGrid({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6', className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[3/4]" />
      ))}
    </div>
  );
}
