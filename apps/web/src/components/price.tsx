import { formatCoins, formatCompactCoins } from '@hapa/domain';
import { coinsToCents } from '../lib/money.ts';
import { cn } from './cn.ts';
import { IconCoin } from './icons.tsx';

interface PriceProps {
  /** amount in coin units, as the API sends it */
  coins?: number;
  /** amount in integer cents (takes precedence over `coins`) */
  cents?: number;
  /** "k" format above 1,000 (docs/product/constants.md) */
  compact?: boolean;
  /** show the coin glyph */
  icon?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A money amount: "$1,234.50" (or "$12.3k" compact), tabular digits, optional coin glyph. */
export function Price({ coins = 0, cents, compact, icon, className, ...rest }: PriceProps) {
  const value = cents ?? coinsToCents(coins);
  const text = compact ? formatCompactCoins(value) : formatCoins(value);
  return (
    <span className={cn('inline-flex items-center gap-1 font-bold tabular-nums', className)} data-testid={rest['data-testid']}>
      {icon ? <IconCoin size={16} className="shrink-0" /> : null}
      {text}
    </span>
  );
}
