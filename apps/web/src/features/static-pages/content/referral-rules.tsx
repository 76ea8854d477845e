import { useTranslation } from 'react-i18next';
import {
  CLAIM_MAX_ATTEMPTS,
  CLAIM_WINDOW_MS,
  COMMISSION_PERIOD_DAYS,
  COMMISSION_RATE_PPM,
  formatCoins,
  WITHDRAW_MIN_CENTS,
  WITHDRAW_MIN_COIN,
  WITHDRAW_OPTIONS,
} from '@hapa/domain';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { Tx } from '../lib/static-texts.tsx';

/**
 * Referral rules (docs/product/routes.md#static-pages static page; apps/server/src/modules/referral/README.md). Every number comes from `@hapa/domain`'s referral rules,
 * the same constants the server applies, so this page cannot say something the code does not do.
 */
export default function ReferralRules() {
  const { t } = useTranslation();
  const s = (k: string, values?: Record<string, string | number>) => t(`staticPages.referral.${k}`, values);
  const rate = formatNumber(COMMISSION_RATE_PPM / 10_000);
  const networks = WITHDRAW_OPTIONS.map((o) =>
    s('network', { coin: `${o.ccy}${o.standard ? ` (${o.standard})` : ''}`, fee: formatCoins(o.feeCents) }),
  );
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('commissionTitle')}</h2>
      <ul>
        <li>
          <Tx k="referral.rate" values={{ rate }} />
        </li>
        <li>
          <Tx k="referral.period" values={{ days: COMMISSION_PERIOD_DAYS }} />
        </li>
        <li>{s('credited')}</li>
        <li>{s('once')}</li>
      </ul>
      <h2>{s('usingTitle')}</h2>
      <ul>
        <li>{s('move')}</li>
        <li>
          <Tx k="referral.withdraw" values={{ min: formatCoins(WITHDRAW_MIN_CENTS), minCoin: formatNumber(Number(WITHDRAW_MIN_COIN)) }} />
        </li>
      </ul>
      <ul>
        {networks.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <ul>
        <li>{s('review')}</li>
        <li>{s('address')}</li>
      </ul>
      <h2>{s('promoTitle')}</h2>
      <ul>
        <li>{s('promo')}</li>
        <li>{s('attempts', { count: CLAIM_MAX_ATTEMPTS, hours: CLAIM_WINDOW_MS / 3_600_000 })}</li>
      </ul>
      <h2>{s('fairTitle')}</h2>
      <ul>
        <li>
          <Tx k="referral.flagged" />
        </li>
        <li>{s('fake')}</li>
        <li>{s('changes')}</li>
      </ul>
    </>
  );
}
