import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';

/** A HapaCoin amount: "12,000 HapaCoins" with a small coin mark (1 coin = 100 HapaCoins). */
export function HapaCoins({ value, className, ...rest }: { value: number; className?: string; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-bold tabular-nums', className)} data-testid={rest['data-testid']}>
      <span
        className="inline-flex size-4 items-center justify-center rounded-full bg-violet/80 text-[9px] font-black text-white"
        aria-hidden
      >
        H
      </span>
      {t('prizes.hapaCoins', { amount: formatNumber(value) })}
    </span>
  );
}
