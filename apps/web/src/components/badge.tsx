import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { rarityClasses } from './rarity.ts';

export type BadgeTone = 'neutral' | 'accent' | 'violet' | 'danger' | 'warning' | 'gold';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-3 text-muted border-line',
  accent: 'bg-accent/10 text-accent border-accent/40',
  violet: 'bg-violet/15 text-violet border-violet/40',
  danger: 'bg-danger/15 text-danger border-danger/40',
  warning: 'bg-warning/15 text-warning border-warning/40',
  gold: 'bg-rarity-1/15 text-rarity-1 border-rarity-1/50',
};

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** colour by item skuLevel instead of a tone */
  skuLevel?: number;
  className?: string;
}

/** Small uppercase label. */
export function Badge({ children, tone = 'neutral', skuLevel, className }: BadgeProps) {
  const rarity = skuLevel !== undefined ? rarityClasses(skuLevel) : null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[10px] font-extrabold uppercase leading-none tracking-wider',
        rarity ? cn('bg-surface-3', rarity.text, rarity.border) : TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
