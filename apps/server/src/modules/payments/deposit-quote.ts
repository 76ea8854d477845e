/**
 * The checks every deposit amount passes before it is quoted or ordered (docs/product/validation.md#deposit-amount amount rules, crypto minimums,
 * M-PESA whole shillings and phone), and the quote's API view (docs/payments.md#deposit-parts).
 */
import type { DepositQuote, ExtraInfo, PayTypeKey } from '@hapa/contracts';
import { centsToCoins, cryptoMinimumCents, MoneyFormatError, parseCoinAmount, validateDepositAmount } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import { normalizeKenyanMsisdn } from './providers/mpesa.ts';
import type { CryptoCatalogue, CryptoCoinConfig, CryptoNetworkConfig } from './crypto.ts';
import type { DepositConfigService } from './deposit-config.ts';
import { partsView, type DepositPlan } from './deposit-parts.ts';
import { extraInfoList } from './deposit-rules.ts';
import { findMethod, type PayMethodConfig } from './pay-methods.ts';
import type { ProviderSet, ResolvedProvider } from './provider-set.ts';

/** A deposit amount that passed the method's rules. */
export interface CheckedDeposit {
  m: PayMethodConfig;
  resolved: ResolvedProvider;
  /** charged, cents of the method's currency */
  cents: number;
  /** coins it converts to, cents */
  coinCents: number;
  coin?: CryptoCoinConfig;
  network?: CryptoNetworkConfig;
  /** the normalised M-PESA number, when the method needs one and `phone` was asked for */
  phone?: string;
}

/**
 * Checks a deposit request: the method (offered, USD for a gift bag), the crypto coin and network, the amount
 * (format, minimum, maximum), M-PESA whole shillings and, with `opts.phone`, the Kenyan number.
 * @throws AppError pay.error.method_unsupported | pay.error.crypto_currency | validation.amount | pay.error.amount_min |
 *   pay.error.amount_max | pay.error.whole_amount | pay.error.mpesa_phone
 */
export function checkDeposit(
  d: { providers: ProviderSet; crypto: CryptoCatalogue; configs: DepositConfigService },
  payType: string,
  req: { amount: unknown; cryptoCurrencyCode?: string; network?: string; mobile?: string },
  opts: { gift: boolean; phone: boolean },
): CheckedDeposit {
  const m = findMethod(payType);
  const resolved = m && d.providers.resolve(m);
  if (!m || !resolved || (opts.gift && m.currency !== 'USD')) throw new AppError('pay.error.method_unsupported');
  let coin: CryptoCoinConfig | undefined;
  let network: CryptoNetworkConfig | undefined;
  let minCents = m.minCents;
  if (m.sandboxKind === 'crypto' || m.sandboxKind === 'ton') {
    coin = d.crypto.coin(m.sandboxKind === 'ton' ? 'TON' : (req.cryptoCurrencyCode ?? 'USDT'));
    network = coin && d.crypto.network(coin, m.sandboxKind === 'ton' ? undefined : req.network);
    if (!coin || !network || (m.sandboxKind === 'crypto' && !coin.pickable)) throw new AppError('pay.error.crypto_currency');
    minCents = cryptoMinimumCents(coin.minPriceCents, m.minCents);
  }
  const limits = { minCents, maxCents: m.maxCents, symbol: m.currencySymbol, isCrypto: m.isCrypto };
  const cents = parseAmount(req.amount, limits);
  const check = validateDepositAmount(cents, limits);
  if (!check.ok) throw new AppError(check.key, check.message);
  let phone: string | undefined;
  if (m.needsMobile) {
    if (cents % 100 !== 0) throw new AppError('pay.error.whole_amount');
    if (opts.phone) {
      try {
        phone = normalizeKenyanMsisdn(req.mobile);
      } catch {
        throw new AppError('pay.error.mpesa_phone');
      }
    }
  }
  return { m, resolved, cents, coinCents: d.configs.coinCents(cents, m.currency), coin, network, phone };
}

/** The quote's API view: the charged amount, the parts (coin units) and the rewards' lines. */
export function quoteView(c: CheckedDeposit, plan: DepositPlan, boxName: string): DepositQuote {
  const v = partsView(plan.parts);
  const rewards: ExtraInfo[] = extraInfoList(
    { ...plan.breakdown, methodBonusCents: 0, tierBonusCents: 0, firstBonusCents: 0 },
    c.m.bonusPpm,
    boxName,
  );
  return {
    payType: c.m.payType as PayTypeKey,
    amount: centsToCoins(c.cents),
    currency: c.m.currency,
    currencySymbol: c.m.currencySymbol,
    coinAmount: centsToCoins(c.coinCents),
    bonusAmount: centsToCoins(v.bonusCents),
    totalAmount: centsToCoins(v.totalCents),
    parts: v.parts,
    rewards,
  };
}

/**
 * Parses a deposit amount (docs/product/validation.md#deposit-amount): not a number or more than 2 decimals -> validation.amount; negative ->
 * the minimum message; beyond any amount -> the maximum message.
 */
function parseAmount(raw: unknown, limits: { minCents: number; maxCents: number; symbol: string; isCrypto: boolean }): number {
  try {
    return parseCoinAmount(raw);
  } catch (e) {
    if (!(e instanceof MoneyFormatError)) throw e;
    if (e.reason === 'negative' || e.reason === 'too_large') {
      const r = validateDepositAmount(e.reason === 'negative' ? -1 : limits.maxCents + 1, limits);
      if (!r.ok) throw new AppError(r.key, r.message);
    }
    throw new AppError('validation.amount');
  }
}
