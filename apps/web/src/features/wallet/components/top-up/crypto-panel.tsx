import { coinsToCents, formatCoins, formatPlainCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn, Skeleton } from '../../../../components/index.ts';
import type { CryptoChoice } from '../../hooks/use-crypto-choice.ts';
import { tryQuoteCrypto } from '../../lib/crypto-quote.ts';

const CHIP = 'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-bold transition';

/**
 * Crypto panel (docs/product/routes.md#payments, docs/product/entities.md#deposits, docs/product/validation.md#deposit-amount): currency and network pickers, the live price, what to send for the
 * amount, and the minimum = max(coin minPrice, method minimum) "at this moment".
 */
export function CryptoPanel({ crypto, cents }: { crypto: CryptoChoice; cents: number | null }) {
  const { t } = useTranslation();
  const price = crypto.price;
  const ticker = crypto.code ?? '';
  const send = price && cents !== null ? tryQuoteCrypto(cents, price.cryptoPrice, price.pricePrecision) : null;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-bg-2/60 p-3" data-testid="topup-crypto">
      {crypto.pickers ? (
        <>
          <div className="flex flex-col gap-1.5">
            <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.crypto.currency')}</span>
            {crypto.currenciesLoading ? (
              <Skeleton className="h-10 w-full" />
            ) : (
              <div className="flex gap-2 overflow-x-auto scrollbar-none" role="radiogroup" aria-label={t('wallet.crypto.currency')}>
                {crypto.currencies.map((c) => {
                  const active = c.ticker === crypto.coin?.ticker;
                  return (
                    <button
                      key={c.ticker}
                      type="button"
                      role="radio"
                      aria-checked={active}
                      onClick={() => crypto.selectCoin(c.ticker)}
                      className={cn(
                        CHIP,
                        active ? 'border-accent bg-accent/10 text-fg' : 'border-line bg-surface-2 text-muted hover:text-fg',
                      )}
                      data-testid={`topup-crypto-${c.ticker}`}
                    >
                      <img src={c.icon} alt="" className="size-5" />
                      {c.ticker}
                    </button>
                  );
                })}
              </div>
            )}
          </div>
          {crypto.coin ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.crypto.network')}</span>
              <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('wallet.crypto.network')}>
                {crypto.coin.networks.map((n) => {
                  const active = n.code === crypto.network?.code;
                  return (
                    <button
                      key={n.code}
                      type="button"
                      role="radio"
                      aria-checked={active}
                      onClick={() => crypto.selectNetwork(n.code)}
                      className={cn(
                        CHIP,
                        'h-9 text-xs',
                        active ? 'border-accent bg-accent/10 text-fg' : 'border-line bg-surface-2 text-muted hover:text-fg',
                      )}
                      data-testid={`topup-network-${n.code}`}
                    >
                      <img src={n.networkIcon} alt="" className="size-4" />
                      {n.networkName}
                    </button>
                  );
                })}
              </div>
            </div>
          ) : null}
        </>
      ) : null}
      {crypto.priceError ? (
        <p className="text-xs text-danger">{t('wallet.crypto.priceFailed')}</p>
      ) : price ? (
        <div className="flex flex-col gap-0.5 text-xs" data-testid="topup-crypto-price">
          <span className="flex flex-wrap items-center gap-2 text-muted">
            {t('wallet.crypto.price', { ticker, price: formatCoins(coinsToCents(Number(price.cryptoPrice))) })}
            <span
              className={cn(
                'rounded px-1.5 py-px text-[10px] font-bold uppercase',
                price.source === 'live' ? 'bg-accent/15 text-accent' : 'bg-warning/15 text-warning',
              )}
              data-testid="topup-crypto-source"
              data-source={price.source}
            >
              {price.source === 'live' ? t('payExtra.price.live') : t('payExtra.price.static')}
            </span>
          </span>
          {send ? (
            <span className="font-bold text-fg" data-testid="topup-crypto-send">
              {t('wallet.crypto.youSend', { amount: send, ticker })}
            </span>
          ) : null}
          <span className="text-subtle" data-testid="topup-crypto-min">
            {t('wallet.crypto.minimum', { min: `$${formatPlainCoins(crypto.minCents)}` })}
          </span>
        </div>
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </div>
  );
}
