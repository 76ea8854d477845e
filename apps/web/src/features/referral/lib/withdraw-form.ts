import type { WithdrawChain } from '@hapa/contracts';
import { coinsToCents, decimalGreater, parseCoinAmount, payoutCoinAmount, WITHDRAW_MIN_CENTS, WITHDRAW_MIN_COIN } from '@hapa/domain';

/** What the withdraw dialog shows and checks before sending (the server checks the same rules again). */
export interface WithdrawPreview {
  /** amount in cents, or null when the input is not an amount */
  cents: number | null;
  /** the coin amount the player receives (decimal string), or null */
  coin: string | null;
  /** first problem with the amount: 'min' | 'coin' | 'balance', or null */
  problem: 'min' | 'coin' | 'balance' | null;
}

/**
 * Preview of a withdrawal of `input` (USD) on `chain` with `balanceCents` available (docs/product/validation.md#deposit-amount: min 100 USD,
 * payout above 0.001 of the coin after the network fee; rounded down like the server).
 */
export function previewWithdraw(
  input: string,
  chain: Pick<WithdrawChain, 'fee' | 'price' | 'precision'> | undefined,
  balanceCents: number,
): WithdrawPreview {
  let cents: number;
  try {
    cents = parseCoinAmount(input.trim());
  } catch {
    return { cents: null, coin: null, problem: null };
  }
  if (!input.trim() || !chain) return { cents: input.trim() ? cents : null, coin: null, problem: null };
  const feeCents = coinsToCents(chain.fee);
  const coin = cents > feeCents && Number(chain.price) > 0 ? payoutCoinAmount(cents - feeCents, chain.price, chain.precision) : null;
  let problem: WithdrawPreview['problem'] = null;
  if (cents < WITHDRAW_MIN_CENTS) problem = 'min';
  else if (!coin || !decimalGreater(coin, WITHDRAW_MIN_COIN)) problem = 'coin';
  else if (cents > balanceCents) problem = 'balance';
  return { cents, coin, problem };
}

/** Trailing zeros of a coin amount dropped for display ("149.000000" -> "149"). */
export function trimCoin(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}
