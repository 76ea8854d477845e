import type { PayOption } from '@hapa/contracts';
import { formatAmountInput, formatPlainCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn, IconMinus, IconPlus } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import type { DepositForm } from '../../hooks/use-deposit-form.ts';

/**
 * Bonus coins a quick amount brings, cents: the server's `bonusAmount` (every part: the pay rules, the random discount,
 * a Charge voucher, the Deposit Bonus event, the birthday bonus; docs/payments.md#deposit-parts), else (a visitor) the
 * pay rules' lines (method + tier + first top-up).
 */
function optionBonusCents(o: PayOption): number {
  if (o.bonusAmount !== undefined) return coinsToCents(o.bonusAmount);
  return o.extraInfoList
    .filter((e) => e.type === 'bonus' || e.type === 'tier_bonus' || e.type === 'first_top_up')
    .reduce((sum, e) => sum + coinsToCents(e.amount), 0);
}

/**
 * Quick amounts (with the bonus each brings) and the custom amount: symbol prefix, thousands separators,
 * digits only when the minimum is above 1, steppers disabled at the bounds, the docs/product/validation.md#deposit-amount messages.
 */
export function AmountField({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const stepper =
    'flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-2 text-fg transition hover:border-accent/60 disabled:opacity-35 disabled:hover:border-line';
  return (
    <div className="flex flex-col gap-3">
      <div className={cn('grid gap-2', form.options.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}>
        {form.options.map((o) => {
          const cents = coinsToCents(o.amount);
          const active = form.cents === cents;
          const bonus = optionBonusCents(o);
          return (
            <button
              key={o.amount}
              type="button"
              disabled={cents > form.maxCents || cents < form.minCents}
              onClick={() => form.choosePreset(o.amount)}
              className={cn(
                'flex min-h-12 flex-col items-center justify-center rounded-xl border px-1 py-1.5 transition disabled:opacity-35',
                active ? 'border-accent bg-accent/15 text-accent' : 'border-line bg-surface-2 hover:border-line-strong',
              )}
              aria-pressed={active}
              data-testid={`topup-preset-${o.amount}`}
            >
              <span className="text-sm font-extrabold tabular-nums">
                {form.symbol}
                {formatAmountInput(cents)}
              </span>
              {bonus > 0 ? <span className="text-[10px] font-bold text-rarity-1">+${formatPlainCoins(bonus)}</span> : null}
            </button>
          );
        })}
      </div>
      {form.customAllowed ? (
        <div className="flex flex-col gap-1.5" data-testid="topup-custom">
          <label htmlFor="topup-amount" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('wallet.customAmount')}
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepper}
              onClick={form.stepDown}
              disabled={!form.canDown}
              aria-label={t('wallet.minus', { step: form.step })}
              data-testid="topup-minus"
            >
              <IconMinus size={18} />
            </button>
            <div
              className={cn(
                'flex h-11 min-w-0 flex-1 items-center gap-1 rounded-xl border bg-bg-2 px-3 focus-within:border-accent',
                form.error ? 'border-danger/70' : 'border-line',
              )}
            >
              <span className="text-lg font-extrabold text-muted" data-testid="topup-amount-symbol">
                {form.symbol}
              </span>
              <input
                id="topup-amount"
                inputMode={form.decimalsAllowed ? 'decimal' : 'numeric'}
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
            <button
              type="button"
              className={stepper}
              onClick={form.stepUp}
              disabled={!form.canUp}
              aria-label={t('wallet.plus', { step: form.step })}
              data-testid="topup-plus"
            >
              <IconPlus size={18} />
            </button>
          </div>
        </div>
      ) : null}
      {form.error ? (
        <p id="topup-amount-error" className="-mt-1 text-xs font-semibold text-danger" role="alert" data-testid="topup-amount-error">
          {form.error}
        </p>
      ) : null}
    </div>
  );
}
