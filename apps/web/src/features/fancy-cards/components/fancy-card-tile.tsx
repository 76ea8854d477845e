import type { FancyRarity } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { cn, rarityClasses } from '../../../components/index.ts';
import { RARITY_LEVEL } from '../lib/fancy-format.ts';
import { picture } from '../../../lib/picture.ts';

export interface FancyCardTileProps {
  name: string;
  rarity: FancyRarity;
  image: string;
  /** place in the set, from 0 */
  position: number;
  /** copies held; 0 shows the card dimmed as missing */
  count: number;
  className?: string;
}

/** One collectible card: bright with its count when owned, dimmed and greyed with its rarity when missing. */
export function FancyCardTile({ name, rarity, image, position, count, className }: FancyCardTileProps) {
  const { t } = useTranslation();
  const r = rarityClasses(RARITY_LEVEL[rarity]);
  const owned = count > 0;
  return (
    <figure
      className={cn('relative flex flex-col gap-1.5', className)}
      aria-label={t('fancyCards.album.card', { name, rarity: t(`fancyCards.rarity.${rarity}`), n: position + 1 })}
      data-testid="fancy-card"
      data-owned={owned ? 'true' : 'false'}
    >
      <div className={cn('relative overflow-hidden rounded-xl border-2 bg-surface-2', owned ? r.border : 'border-line border-dashed')}>
        <img
          {...picture(image, '(min-width: 1024px) 120px, (min-width: 640px) 20vw, 33vw')}
          alt=""
          loading="lazy"
          className={cn('aspect-[5/7] w-full object-cover transition duration-300', !owned && 'opacity-35 grayscale')}
        />
        {count > 1 ? (
          <span
            className="absolute right-1.5 top-1.5 rounded-full bg-accent px-1.5 py-0.5 text-[11px] font-black leading-none text-accent-ink shadow"
            data-testid="fancy-card-count"
          >
            ×{count}
          </span>
        ) : null}
        {!owned ? (
          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-[11px] font-extrabold uppercase tracking-widest text-fg/90 [text-shadow:0_1px_3px_rgb(0_0_0/0.9)]">
            {t('fancyCards.album.missing')}
          </span>
        ) : null}
      </div>
      <figcaption className="flex min-w-0 flex-col items-center text-center">
        <span className={cn('line-clamp-1 text-[11px] font-bold leading-4 sm:text-xs', owned ? 'text-fg' : 'text-muted')}>{name}</span>
        <span className={cn('text-[10px] font-extrabold uppercase tracking-wider', r.text)}>{t(`fancyCards.rarity.${rarity}`)}</span>
      </figcaption>
    </figure>
  );
}
