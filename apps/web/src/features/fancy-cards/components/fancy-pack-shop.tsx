import type { FancyHome } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { formatFixed } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

export interface FancyPackShopProps {
  home: FancyHome;
  /** free packs the player holds (null for a visitor) */
  credits: number | null;
  busy: string | null;
  onOpen(packId: number, payWith: 'coins' | 'credit'): void;
}

/** The pack shop: one pack per set with its price, the mean packs to complete, buy with coins or open a free pack. */
export function FancyPackShop({ home, credits, busy, onOpen }: FancyPackShopProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="fancy-shop">
      <CardTitle>{t('fancyCards.shop.title')}</CardTitle>
      <p className="-mt-1 mb-4 text-sm text-muted">{t('fancyCards.shop.text', { count: home.config.cardsPerPack })}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {home.sets.map((s) => {
          const hero = s.cards[s.cards.length - 1]!;
          return (
            <li
              key={s.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-bg-2 p-3"
              data-testid="fancy-pack"
              data-pack-id={s.pack.id}
            >
              <div
                className="relative flex h-36 items-center justify-center overflow-hidden rounded-xl border border-white/10"
                style={{
                  background: `radial-gradient(circle at 50% 30%, hsl(${s.hue} 85% 55% / 0.55), transparent 70%), linear-gradient(160deg, hsl(${s.hue} 55% 24%), #0b0f1c)`,
                }}
              >
                <img
                  {...picture(s.cards[0]!.image, '80px')}
                  alt=""
                  className="absolute left-[14%] h-28 -rotate-12 rounded-lg opacity-80 shadow-xl"
                />
                <img
                  {...picture(s.cards[4]!.image, '80px')}
                  alt=""
                  className="absolute right-[14%] h-28 rotate-12 rounded-lg opacity-80 shadow-xl"
                />
                <img {...picture(hero.image, '92px')} alt="" className="relative h-32 rounded-lg shadow-2xl shadow-black/60" />
                <span className="absolute bottom-2 left-2 rounded-md bg-black/60 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-white">
                  ×{home.config.cardsPerPack}
                </span>
              </div>
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-black">{s.name}</p>
                <p className="text-xs text-muted">{t('fancyCards.shop.expected', { packs: formatFixed(s.pack.expectedPacks, 1) })}</p>
              </div>
              <div className="mt-auto flex flex-col gap-2">
                <Button
                  block
                  onClick={() => onOpen(s.pack.id, 'coins')}
                  loading={busy === `open:${s.pack.id}:coins`}
                  disabled={busy !== null}
                  data-testid="fancy-buy"
                >
                  {t('fancyCards.shop.buy', { price: formatCoins(coinsToCents(s.pack.price)) })}
                </Button>
                {credits !== null && credits > 0 ? (
                  <Button
                    block
                    variant="secondary"
                    onClick={() => onOpen(s.pack.id, 'credit')}
                    loading={busy === `open:${s.pack.id}:credit`}
                    disabled={busy !== null}
                    data-testid="fancy-open-free"
                  >
                    {t('fancyCards.shop.free')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
