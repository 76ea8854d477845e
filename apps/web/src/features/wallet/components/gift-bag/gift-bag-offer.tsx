import type { GiftBag } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Countdown, IconLock, IconSparkles } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { giftPrepay } from '../../api/gift-prepay.ts';
import { usePaySubmit } from '../../hooks/use-pay-submit.ts';
import { defaultMethod, sortMethods } from '../../lib/pay-methods.ts';
import { roiPercent } from '../../lib/gift-bag.ts';
import { PayMethodTiles } from '../top-up/pay-method-tiles.tsx';
import { TermsCheckbox } from '../top-up/terms-checkbox.tsx';

/**
 * Gift bag step 3 (docs/product/states.md#gift-bag): pay `payAmount`, get `payAmount + giftAmount` (said as "pay + gift"), ROI, the rewards
 * on top of it (XP, vouchers, spins; never the gift coins again), the 1 h
 * countdown, a pay method (required, docs/product/validation.md#deposit-amount) and the terms ticked by default; Top-up pays the bag.
 */
export function GiftBagOffer({ bag, onLeave, onExpired }: { bag: GiftBag; onLeave: () => void; onExpired: () => void }) {
  const { t } = useTranslation();
  const methods = useMemo(() => sortMethods(bag.payMethods), [bag.payMethods]);
  const [payType, setPayType] = useState(() => defaultMethod(bag.payMethods)?.payType ?? '');
  const [terms, setTerms] = useState(true);
  const pay = usePaySubmit({ onLeave, referEvent: 'gift_bag' });
  const method = methods.find((m) => m.payType === payType);
  const roi = bag.roi || roiPercent(bag.giftAmount, bag.payAmount);
  const payText = formatCoins(coinsToCents(bag.payAmount));
  // rewards on top of "Get" (XP, vouchers, spins): coins are never one of them (they are in "Get")
  const extras = bag.rewards.filter(
    (r): r is typeof r & { type: 'xp' | 'box_voucher' | 'wheel_spin' } => r.type !== 'coin' && r.amount > 0,
  );

  function submit() {
    if (!method || !terms || pay.busy) return;
    pay.submit(() => giftPrepay({ giftSendLogId: bag.id, payType: method.payType, referUrl: window.location.href }));
  }

  return (
    <div className="flex flex-col gap-4" data-testid="gift-offer">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 rounded-2xl border border-rarity-1/40 bg-gradient-to-br from-rarity-1/15 to-violet/15 p-4 text-center">
        <div>
          <p className="text-[11px] font-bold uppercase tracking-widest text-subtle">{t('wallet.gift.pay')}</p>
          <p className="text-2xl font-black tabular-nums" data-testid="gift-pay">
            {payText}
          </p>
        </div>
        <span className="rounded-full bg-gold px-2 py-1 text-xs font-black text-gold-ink" data-testid="gift-roi">
          {t('wallet.gift.roi', { roi })}
        </span>
        <div>
          <p className="text-[11px] font-bold uppercase tracking-widest text-subtle">{t('wallet.gift.get')}</p>
          <p className="text-2xl font-black tabular-nums text-accent" data-testid="gift-get">
            {formatCoins(coinsToCents(bag.payAmount) + coinsToCents(bag.giftAmount))}
          </p>
          {/* what "Get" is made of: the gift coins are inside it, so "You also get" never repeats them */}
          <p className="text-[11px] font-semibold text-muted tabular-nums" data-testid="gift-get-parts">
            {t('wallet.gift.getParts', { pay: payText, gift: formatCoins(coinsToCents(bag.giftAmount)) })}
          </p>
        </div>
      </div>
      {extras.length > 0 ? (
        <div>
          <p className="mb-1 text-[11px] font-bold uppercase tracking-widest text-subtle">{t('wallet.gift.rewards')}</p>
          <ul className="flex flex-wrap gap-1.5" data-testid="gift-rewards">
            {extras.map((r) => (
              <li
                key={r.type}
                className="flex items-center gap-1 rounded-lg bg-surface-2 px-2 py-1 text-xs font-semibold"
                data-testid={`gift-reward-${r.type}`}
              >
                <IconSparkles size={12} className="text-rarity-1" /> {t(`wallet.parts.rewards.${r.type}`, { count: r.amount })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex items-center justify-between rounded-xl bg-bg-2 px-3 py-2 text-sm">
        <span className="text-muted">{t('wallet.gift.endsIn')}</span>
        <Countdown endsAt={Date.parse(bag.expireTime)} onEnd={onExpired} className="font-black text-rarity-1" />
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="text-xs font-extrabold uppercase tracking-widest text-subtle">{t('wallet.gift.method')}</h3>
        <PayMethodTiles methods={methods} selected={method?.payType} onSelect={setPayType} hideRange />
        {!method ? <p className="text-xs text-danger">{t('wallet.gift.needMethod')}</p> : null}
      </section>
      <TermsCheckbox checked={terms} onChange={setTerms} />
      {pay.serverError ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="gift-error">
          {pay.serverError}
        </p>
      ) : null}
      <Button
        variant="gold"
        size="lg"
        block
        disabled={!method || !terms || pay.busy}
        loading={pay.busy}
        icon={<IconLock size={16} />}
        onClick={submit}
        data-testid="gift-topup"
      >
        {t('wallet.gift.topUp', { amount: payText })}
      </Button>
    </div>
  );
}
