import { formatCoins, formatPlainCoins } from '@hapa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/index.ts';

/** A USD amount field with "Max" (the whole commission balance) and the available amount under it. */
export function CommissionAmountInput(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  balanceCents: number;
  error?: ReactNode;
  testId: string;
  errorTestId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Input
      label={props.label}
      inputMode="decimal"
      prefix="$"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      suffix={
        <button
          type="button"
          className="text-xs font-bold text-accent"
          onClick={() => props.onChange(formatPlainCoins(props.balanceCents))}
        >
          {t('referral.max')}
        </button>
      }
      hint={t('referral.available', { amount: formatCoins(props.balanceCents) })}
      error={props.error}
      errorTestId={props.errorTestId}
      data-testid={props.testId}
      autoFocus={props.autoFocus}
    />
  );
}
