import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { IconGift } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { usePromotion } from '../../api/get-promotion.ts';

/**
 * The random discount (docs/product/constants.md#top-up-and-deposits "up to $10 off") in the top-up form: the player's drawn amount, exactly what
 * their next deposit of at least the minimum is credited on top; visitors see the range; hidden once used.
 */
export function PromotionBanner({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const promo = usePromotion().data;
  if (!promo || promo.status === 'paid' || symbol !== '$') return null;
  const money = (coins: number) => formatCoins(coinsToCents(coins), '$');
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2.5"
      data-testid="topup-promotion"
      data-amount={promo.amount ?? ''}
    >
      <IconGift size={20} className="shrink-0 text-warning" />
      <div className="min-w-0 text-sm">
        <p className="font-extrabold text-fg">{promo.title}</p>
        <p className="text-xs text-muted" data-testid="topup-promotion-text">
          {promo.amount !== null
            ? t('payExtra.promo.offered', { amount: money(promo.amount), min: money(promo.minDeposit) })
            : t('payExtra.promo.upTo', { max: money(promo.maxDiscount) })}
        </p>
      </div>
    </div>
  );
}
