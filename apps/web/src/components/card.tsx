import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';
import { rarityClasses } from './rarity.ts';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** tint border and glow by item rarity */
  skuLevel?: number;
  interactive?: boolean;
  padded?: boolean;
}

/** Surface panel; with `skuLevel`, a rarity gradient from the bottom. */
export function Card({ children, skuLevel, interactive, padded = true, className, ...rest }: CardProps) {
  const rarity = skuLevel !== undefined ? rarityClasses(skuLevel) : null;
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-2xl border bg-surface',
        rarity ? cn(rarity.border, 'bg-gradient-to-t to-surface to-70%', rarity.soft) : 'border-line',
        skuLevel === 1 && 'shadow-gold',
        interactive && 'transition duration-200 hover:-translate-y-0.5 hover:border-line-strong hover:bg-surface-2',
        padded && 'p-4',
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}

/** Card heading row. */
export function CardTitle({ children, action, className }: { children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={cn('mb-3 flex items-center justify-between gap-3', className)}>
      <h2 className="text-base font-extrabold tracking-tight">{children}</h2>
      {action}
    </div>
  );
}
