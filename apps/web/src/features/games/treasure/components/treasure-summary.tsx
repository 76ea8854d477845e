import type { TreasurePrice } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Card, cn, Price, rarityColor } from '../../../../components/index.ts';
import { formatChance, TreasureTypeBadge } from './treasure-card.tsx';
import { picture } from '../../../../lib/picture.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/** One treasure at the top of `/treasure`: its image, type and VIP badges, value and price per map (coins). */
export function TreasureSummary({ info }: { info: TreasurePrice }) {
  const { t } = useTranslation();
  const x = info.treasure;
  return (
    <Card
      className="order-1 flex items-center gap-4 lg:order-none lg:col-start-1 lg:row-start-1"
      skuLevel={x.skuLevel}
      data-testid="treasure-summary"
    >
      <div className="relative size-20 shrink-0 md:size-28">
        <span
          className="pointer-events-none absolute inset-0 rounded-full opacity-50"
          style={{ background: `radial-gradient(circle, ${rarityColor(x.skuLevel)}, transparent 65%)` }}
          aria-hidden
        />
        <img {...picture(x.skuImage, '(min-width: 768px) 112px, 80px')} alt={x.skuName} className="relative size-full object-contain" />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap gap-1">
          <TreasureTypeBadge type={x.type} />
          {x.minVipLevel > 0 ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[10px] font-extrabold uppercase',
                x.locked ? 'border-warning/40 bg-warning/15 text-warning' : 'border-violet/40 bg-violet/15 text-violet',
              )}
            >
              {t('treasureHunter.vip', { level: x.minVipLevel })}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('treasureHunter.value')}</p>
        <Price coins={x.orgPrice} className="text-xl text-rarity-1" data-testid="treasure-value" />
        <p className="text-xs text-muted">{t('treasureHunter.mapPrice', { price: money(x.mapPrice) })}</p>
      </div>
    </Card>
  );
}

/** Price of the play (coins), chance per map and the chance of at least one find (both ppm, docs/fairness.md#treasure-hunter). */
export function PlayStats({ price, chancePpm, anyChancePpm }: { price: number; chancePpm: number; anyChancePpm: number }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-bg-2 p-3 text-center">
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.price')}</dt>
        <dd className="font-mono text-base font-black text-fg" data-testid="treasure-price">
          {money(price)}
        </dd>
      </div>
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.chance')}</dt>
        <dd className="font-mono text-base font-black text-accent" data-testid="treasure-chance">
          {formatChance(chancePpm)}
        </dd>
      </div>
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.anyChance')}</dt>
        <dd className="font-mono text-base font-black text-rarity-1" data-testid="treasure-any-chance">
          {formatChance(anyChancePpm)}
        </dd>
      </div>
    </dl>
  );
}
