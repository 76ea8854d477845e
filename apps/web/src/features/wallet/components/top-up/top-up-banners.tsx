import type { DepositConfig } from '@hapa/contracts';
import { formatBonusRate, formatCoins } from '@hapa/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, IconBolt, IconDice, IconGift, IconInfo } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';

interface Banner {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  tone: string;
}

/**
 * Banners at the top of the top-up (docs/product/routes.md#home): first top-up bonus and deposit tiers (only while the selected
 * method pays them), extra flip chance (when the config offers it), test mode.
 */
export function TopUpBanners({ config, paysBonuses = true }: { config: DepositConfig; paysBonuses?: boolean }) {
  const { t } = useTranslation();
  const tiers = [...config.payBonusList].sort((a, b) => a.amount - b.amount);
  const top = tiers.at(-1);
  const banners: Banner[] = [];
  if (config.isFirstTopUp && paysBonuses) {
    const rate = formatBonusRate(config.firstTopUpBonusRate);
    banners.push({
      key: 'first',
      icon: <IconGift size={22} />,
      title: t('wallet.firstTitle', { rate }),
      text: t('wallet.firstText', { rate, max: formatCoins(coinsToCents(config.firstTopUpMaxBonus)) }),
      tone: 'border-rarity-1/40 from-rarity-1/20 to-violet/10 text-rarity-1',
    });
  }
  if (top && tiers[0] && paysBonuses) {
    banners.push({
      key: 'tiers',
      icon: <IconBolt size={22} />,
      title: t('wallet.tiersTitle', { rate: formatBonusRate(top.bonusRate) }),
      text: t('wallet.tiersText', { from: formatCoins(coinsToCents(tiers[0].amount)), fromRate: formatBonusRate(tiers[0].bonusRate) }),
      tone: 'border-accent/40 from-accent/15 to-bg-2 text-accent',
    });
  }
  if (config.hasExtraFlipChance) {
    banners.push({
      key: 'flip',
      icon: <IconDice size={22} />,
      title: t('wallet.flipTitle'),
      text: t('wallet.flipText'),
      tone: 'border-violet/40 from-violet/20 to-bg-2 text-violet',
    });
  }
  if (config.paymentsMode === 'sandbox') {
    banners.push({
      key: 'sandbox',
      icon: <IconInfo size={22} />,
      title: t('wallet.sandboxTitle'),
      text: t('wallet.sandboxText'),
      tone: 'border-warning/40 from-warning/15 to-bg-2 text-warning',
    });
  }
  if (banners.length === 0) return null;
  return <BannerRow banners={banners} />;
}

/**
 * The banners side by side in a sideways scroller. When they do not all fit, a scroll hint shows: the last one fades
 * out at the edge and a dot per banner marks the ones in view, so a player sees there is more to swipe to.
 */
function BannerRow({ banners }: { banners: { key: string; icon: ReactNode; title: string; text: string; tone: string }[] }) {
  const row = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ more: false, shown: [] as boolean[] });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const shown = [...el.children].map((c) => {
      const r = c.getBoundingClientRect();
      return r.left >= box.left - 2 && r.right <= box.right + 2;
    });
    setView({ more: el.scrollLeft + el.clientWidth < el.scrollWidth - 2, shown });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, banners.length]);
  const scrollable = view.shown.some((v) => !v);
  return (
    <div className="relative">
      {/* a scroller keyboard users can reach (focus, then arrow keys), named by its banners (docs/payments.md, axe scrollable-region-focusable) */}
      <div
        ref={row}
        onScroll={measure}
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto px-1 pb-1 scrollbar-none"
        tabIndex={0}
        role="region"
        aria-label={banners.map((b) => b.title).join(', ')}
        data-testid="topup-banners"
      >
        {banners.map((b) => (
          <div
            key={b.key}
            className={cn(
              'flex min-w-[15rem] flex-1 snap-start items-start gap-3 rounded-2xl border bg-gradient-to-br p-3',
              b.tone,
              banners.length > 1 && 'max-w-[19rem]',
            )}
            data-testid={`topup-banner-${b.key}`}
          >
            <span className="mt-0.5 shrink-0">{b.icon}</span>
            <span className="min-w-0">
              <span className="block text-sm font-extrabold">{b.title}</span>
              <span className="block text-xs text-muted">{b.text}</span>
            </span>
          </div>
        ))}
      </div>
      {view.more ? (
        <div aria-hidden className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-surface to-transparent" />
      ) : null}
      {scrollable ? (
        <div className="mt-1 flex justify-center gap-1.5" aria-hidden data-testid="topup-banners-hint">
          {view.shown.map((on, i) => (
            <span
              key={banners[i]?.key ?? i}
              className={cn('h-1.5 rounded-full transition-all', on ? 'w-4 bg-accent' : 'w-1.5 bg-line-strong')}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
