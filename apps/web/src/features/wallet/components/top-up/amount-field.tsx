import { useTranslation } from 'react-i18next';
import { formatAmountInput } from '@hapa/domain';
import { cn, IconMinus, IconPlus } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import type { DepositForm } from '../hooks/use-deposit-form.ts';

/** Quick amounts + custom amount with $ prefix, steppers and the spec's range message. */
export function AmountField({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const stepper = 'flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-2 text-fg transition hover:border-accent/60 disabled:opacity-35 disabled:hover:border-line';
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-3 gap-2">
        {form.presets.map((units) => {
          const cents = coinsToCents(units);
          const active = form.cents === cents;
          return (
            <button
              key={units}
              type="button"
              disabled={cents > form.maxCents}
              onClick={() => form.choosePreset(units)}
              className={cn(
                'h-11 rounded-xl border text-sm font-extrabold tabular-nums transition disabled:opacity-35',
                active ? 'border-accent bg-accent/15 text-accent' : 'border-line bg-surface-2 hover:border-line-strong',
              )}
              aria-pressed={active}
              data-testid={`topup-preset-${units}`}
            >
              {form.symbol}
              {formatAmountInput(cents)}
            </button>
          );
        })}
      </div>
      {form.customAllowed ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="topup-amount" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('wallet.customAmount')}
          </label>
          <div className="flex items-center gap-2">
            <button type="button" className={stepper} onClick={form.stepDown} disabled={!form.canDown} aria-label={t('wallet.minus')} data-testid="topup-minus">
              <IconMinus size={18} />
            </button>
            <div className={cn('flex h-11 min-w-0 flex-1 items-center gap-1 rounded-xl border bg-bg-2 px-3 focus-within:border-accent', form.error ? 'border-danger/70' : 'border-line')}>
              <span className="text-lg font-extrabold text-muted">{form.symbol}</span>
              <input
                id="topup-amount"
                inputMode={form.minCents > 100 ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={form.text}
                onChange={(e) => form.onType(e.target.value)}
                onBlur={form.onBlur}
                className="h-full min-w-0 flex-1 bg-transparent text-lg font-extrabold tabular-nums outline-none"
                aria-invalid={form.error ? true : undefined}
                aria-describedby={form.error ? 'topup-amount-error' : undefined}
                data-testid="topup-amount"
              />
            </div>
            <button type="button" className={stepper} onClick={form.stepUp} disabled={!form.canUp} aria-label={t('wallet.plus')} data-testid="topup-plus">
              <IconPlus size={18} />
            </button>
          </div>
          {form.error ? (
            <p id="topup-amount-error" className="text-xs font-semibold text-danger" role="alert" data-testid="topup-amount-error">
              {form.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
