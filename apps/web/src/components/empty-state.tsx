import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { IconBox } from './icons.tsx';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** Friendly "nothing here" block with an optional action. */
export function EmptyState({ title, description, icon, action, className, ...rest }: EmptyStateProps) {
  return (
    <div
      data-testid={rest['data-testid']}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-surface/50 px-6 py-12 text-center',
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-surface-3 text-muted">{icon ?? <IconBox size={28} />}</div>
      <p className="text-base font-bold">{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
