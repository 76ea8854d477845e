import type { Treasure } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, cn, IconCoin, IconLock, Price, rarityClasses, rarityColor } from '../../../../components/index.ts';
import { formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { picture } from '../../../../lib/picture.ts';

/**
 * A chance in ppm as the page shows it: p_ppm / 10,000 %, two decimals (fairness.md "Games"), in the shown language:
 * 190,000 -> "19.00%" (en) / "19,00%" (pt-BR).
 */
export function formatChance(ppm: number, locale?: string): string {
  return formatPpmPercent(ppm, { digits: 2 }, locale);
}

/** The treasure's type badge (docs/product/entities.md#treasure: 1 gold coin, else dollar). */
export function TreasureTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  return type === 1 ? (
    <Badge tone="gold">
      <IconCoin size={12} />
      {t('treasureHunter.typeGold')}
    </Badge>
  ) : (
    <Badge tone="accent">
      <span aria-hidden className="font-black">
        $
      </span>
      {t('treasureHunter.typeDollar')}
    </Badge>
  );
}

/**
 * One treasure in the /treasureh grid: the prize on its rarity glow, type and VIP badges, value, the price of a
 * play of its default map count and the chance per map. A treasure above the player's level shows its lock.
 */
export function TreasureCard({ treasure: x, className }: { treasure: Treasure; className?: string }) {
  const { t } = useTranslation();
  const rarity = rarityClasses(x.skuLevel);
  return (
    <Link
      to={`/treasure?id=${x.id}`}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-surface transition duration-200',
        'hover:-translate-y-1 hover:border-rarity-1/60 hover:shadow-[0_10px_40px_-10px_rgb(255_200_61/0.35)]',
        x.skuLevel === 1 ? 'border-rarity-1/50' : 'border-line',
        className,
      )}
      data-testid="treasure-card"
      data-treasure-id={x.id}
      data-locked={String(x.locked)}
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <span
          className="pointer-events-none absolute inset-0 opacity-50"
          style={{ background: `radial-gradient(circle at 50% 65%, ${rarityColor(x.skuLevel)}, transparent 62%)` }}
          aria-hidden
        />
        <span className={cn('absolute inset-x-0 top-0 h-0.5', rarity.bar)} aria-hidden />
        <div className="absolute left-2 top-2 z-10">
          <TreasureTypeBadge type={x.type} />
        </div>
        {x.isHot ? (
          <Badge tone="danger" className="absolute right-2 top-2 z-10">
            {t('treasureHunter.hotBadge')}
          </Badge>
        ) : null}
        <img
          {...picture(
            x.skuImage,
            '(min-width: 1280px) 200px, (min-width: 1024px) calc(25vw - 50px), (min-width: 640px) calc(33vw - 50px), calc(50vw - 56px)',
          )}
          alt={x.skuName}
          loading="lazy"
          className={cn(
            'relative size-full object-contain p-5 transition duration-300 group-hover:scale-105',
            x.locked && 'opacity-50 grayscale',
          )}
        />
        {x.locked ? (
          <span className="absolute inset-0 z-10 flex items-center justify-center bg-bg/40" aria-hidden>
            <span className="flex size-11 items-center justify-center rounded-full border border-warning/60 bg-bg-2/90 text-warning">
              <IconLock size={20} />
            </span>
          </span>
        ) : null}
        {x.minVipLevel > 0 ? (
          <Badge tone={x.locked ? 'warning' : 'violet'} className="absolute bottom-2 left-2 z-20">
            {x.locked ? <IconLock size={10} /> : null}
            {t('treasureHunter.vip', { level: x.minVipLevel })}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 pt-1">
        <p className="truncate text-sm font-bold" title={x.skuName}>
          {x.skuName}
        </p>
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-muted">{t('treasureHunter.value')}</span>
          <Price coins={x.orgPrice} className={cn('text-sm', rarity.text)} />
        </div>
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-muted">{t('treasureHunter.perMap')}</span>
          <span className="font-mono font-bold text-fg" data-testid="treasure-card-chance">
            {formatChance(x.chancePpm)}
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 rounded-lg bg-accent/10 px-2 py-1.5 text-accent">
          <span className="text-[11px] font-semibold">{t('treasureHunter.perPlay', { count: x.mapCount })}</span>
          <Price coins={x.realPrice} className="text-sm" />
        </div>
      </div>
    </Link>
  );
}

/** A hot treasure in the rail above the grid: compact, art beside the numbers. */
export function TreasureHotCard({ treasure: x }: { treasure: Treasure }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/treasure?id=${x.id}`}
      className="group flex w-64 shrink-0 items-center gap-3 rounded-2xl border border-line bg-surface p-2 pr-3 transition hover:border-rarity-1/60"
      data-testid="treasure-hot-card"
      data-treasure-id={x.id}
    >
      <span className="relative size-16 shrink-0">
        <span
          className="pointer-events-none absolute inset-0 rounded-full opacity-50"
          style={{ background: `radial-gradient(circle, ${rarityColor(x.skuLevel)}, transparent 65%)` }}
          aria-hidden
        />
        <img
          {...picture(x.skuImage, '64px')}
          alt=""
          loading="lazy"
          className={cn('relative size-full object-contain transition group-hover:scale-105', x.locked && 'opacity-50 grayscale')}
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-sm font-bold" title={x.skuName}>
          {x.skuName}
        </span>
        <span className="flex items-center justify-between gap-2 text-xs">
          <Price coins={x.orgPrice} className={cn('text-xs', rarityClasses(x.skuLevel).text)} />
          <span className="font-mono font-bold text-accent">{formatChance(x.chancePpm)}</span>
        </span>
        <span className="flex items-center justify-between gap-2 text-[11px] text-muted">
          <span>{t('treasureHunter.perPlay', { count: x.mapCount })}</span>
          {x.locked ? (
            <span className="inline-flex items-center gap-1 font-bold text-warning">
              <IconLock size={10} />
              {t('treasureHunter.vip', { level: x.minVipLevel })}
            </span>
          ) : (
            <Price coins={x.realPrice} className="text-[11px] text-fg" />
          )}
        </span>
      </span>
    </Link>
  );
}
