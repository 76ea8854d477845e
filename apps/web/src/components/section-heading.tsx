import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** Section title with an optional accent icon and right-side action. */
export function SectionHeading({
  title,
  icon,
  action,
  className,
}: {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-4 flex items-center justify-between gap-3', className)}>
      <h2 className="flex items-center gap-2 text-lg font-extrabold uppercase tracking-wide md:text-xl">
        {icon ? <span className="text-accent">{icon}</span> : null}
        {title}
      </h2>
      {action}
    </div>
  );
}
