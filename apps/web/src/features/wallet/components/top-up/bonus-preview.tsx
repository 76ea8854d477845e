import type { PayMethod } from '@hapa/contracts';
import { formatBonusRate, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../../components/index.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useDepositQuote, type QuoteInput } from '../../api/get-deposit-quote.ts';
import { localParts, partsCents, rewardLines } from '../../lib/deposit-parts.ts';
import { methodHasBonuses, nextTier, previewDeposit, type PreviewConfig } from '../../lib/deposit-preview.ts';
import { DepositPartsList } from '../deposit-parts-list.tsx';

/** How long the amount must stay still before the server quotes it, ms. */
const QUOTE_DEBOUNCE_MS = 250;

/**
 * What the deposit brings, from the server's quote (docs/payments.md#deposit-parts): you pay, every part it will
 * credit (coins, method and tier bonus, first top-up, the random discount, a Charge voucher, the Deposit Bonus event,
 * the birthday bonus), the XP, vouchers and spins, and you get: the sum the crediting will post. Until the quote for
 * this amount arrives, the pay rules' parts computed here are shown (`data-source="local"`).
 */
export function BonusPreview({
  cents,
  method,
  config,
  quote: input,
}: {
  cents: number;
  method: PayMethod;
  config: PreviewConfig;
  quote: QuoteInput;
}) {
  const { t } = useTranslation();
  // debounced by value (a new input object every render must not restart the wait)
  const key = JSON.stringify(input);
  const same = useDebouncedValue(key, QUOTE_DEBOUNCE_MS) === key;
  const quote = useDepositQuote(same ? input : null);
  const server = same && quote.data && quote.data.payType === input.payType ? quote.data : null;
  const preview = previewDeposit(cents, method, config);
  const parts = server ? server.parts : localParts(cents, method, config);
  const totalCents = partsCents(parts);
  const rewards = server ? rewardLines(t, server.rewards) : [];
  // a method that pays no deposit bonus never nudges towards one
  const next = method.currency === 'USD' && methodHasBonuses(method) ? nextTier(preview.coinCents, config.payBonusList) : null;
  return (
    <div
      className="flex flex-col gap-2 rounded-2xl border border-line bg-bg-2/70 p-3 text-sm"
      data-testid="topup-preview"
      data-source={server ? 'server' : 'local'}
    >
      <div className="flex items-center justify-between">
        <span className="text-muted">{t('wallet.youPay')}</span>
        <span className="font-bold tabular-nums" data-testid="topup-you-pay">
          {formatCoins(cents, method.currencySymbol || '$')}
        </span>
      </div>
      <div className="border-y border-line/70 py-2">
        <DepositPartsList parts={parts} testId="topup-part" rates={{ method, config, coinCents: preview.coinCents }} />
        {rewards.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1" data-testid="topup-rewards">
            {rewards.map((r) => (
              <li key={r.type} className="flex items-center gap-1 text-xs font-semibold text-violet" data-testid={`topup-reward-${r.type}`}>
                <IconSparkles size={12} className="shrink-0 opacity-70" />
                {r.text}
              </li>
            ))}
          </ul>
        ) : null}
        {!server ? (
          <p className="mt-1 text-[11px] text-subtle" aria-live="polite">
            {t('wallet.parts.quoting')}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between">
        <span className="text-muted">{t('wallet.youGet')}</span>
        <span className="text-base font-black tabular-nums text-accent" data-testid="topup-you-get" data-cents={totalCents}>
          {formatCoins(totalCents)}
        </span>
      </div>
      {next && next.missingCents <= preview.coinCents ? (
        <p className="text-[11px] text-subtle" data-testid="topup-next-tier">
          {t('wallet.nextTier', { amount: formatCoins(next.missingCents), rate: formatBonusRate(next.bonusRate) })}
        </p>
      ) : null}
    </div>
  );
}
