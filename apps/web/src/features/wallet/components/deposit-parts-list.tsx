import type { DepositPart, PayMethod } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { partLabel } from '../lib/deposit-parts.ts';
import type { PreviewConfig } from '../lib/deposit-preview.ts';

/**
 * A deposit's parts, one row each: name and "+$x.xx" (docs/payments.md#deposit-parts). The same list on the top-up
 * summary, the result page and the pay history, so every screen names and sums the same parts.
 */
export function DepositPartsList({
  parts,
  testId,
  rates,
  className,
  dense = false,
}: {
  parts: DepositPart[];
  testId: string;
  /** the method and config, to show the method and tier rates */
  rates?: { method: PayMethod; config: PreviewConfig; coinCents: number };
  className?: string;
  dense?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex flex-col', dense ? 'gap-0.5 text-xs' : 'gap-1 text-sm', className)} data-testid={testId}>
      {parts.map((p) => (
        <li
          key={p.kind}
          className="flex items-baseline justify-between gap-3"
          data-testid={`${testId}-${p.kind}`}
          data-kind={p.kind}
          data-cents={coinsToCents(p.amount)}
        >
          <span className={cn('min-w-0', p.kind === 'coins' ? 'text-muted' : 'font-semibold text-fg')}>{partLabel(t, p, rates)}</span>
          <span className={cn('shrink-0 tabular-nums', p.kind === 'coins' ? 'text-fg' : 'font-bold text-accent')}>
            +{formatCoins(coinsToCents(p.amount))}
          </span>
        </li>
      ))}
    </ul>
  );
}
