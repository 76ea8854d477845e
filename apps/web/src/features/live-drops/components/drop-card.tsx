import type { LiveDrop } from '@hapa/contracts';
import { Link } from 'react-router';
import { cn, Price, rarityClasses, rarityColor } from '../../../components/index.ts';
import { isGoldDrop } from '../lib/merge-drops.ts';
import { picture } from '../../../lib/picture.ts';

/** One drop: item art on a rarity glow, name, value, who won it. Links to the item's card (which lists the boxes holding it). */
export function DropCard({ drop, className }: { drop: LiveDrop; className?: string }) {
  const rarity = rarityClasses(drop.itemSkuLevel);
  const gold = isGoldDrop(drop);
  return (
    <Link
      to={`/item-card?id=${drop.itemId}`}
      title={`${drop.itemName} · ${drop.boxName} · ${drop.nickname}`}
      className={cn(
        'group relative flex w-28 shrink-0 animate-pop flex-col items-center overflow-hidden rounded-xl border bg-surface px-2 pb-2 pt-2 md:w-32',
        gold ? 'border-rarity-1/70 shadow-gold' : 'border-line',
        className,
      )}
      data-testid={gold ? 'live-drop-gold' : 'live-drop'}
    >
      <span className={cn('absolute inset-x-0 top-0 h-0.5', rarity.bar)} aria-hidden />
      <span
        className="pointer-events-none absolute inset-x-0 bottom-0 h-2/3 opacity-40"
        style={{ background: `radial-gradient(circle at 50% 100%, ${rarityColor(drop.itemSkuLevel)}, transparent 70%)` }}
        aria-hidden
      />
      <img
        {...picture(drop.img, '(min-width: 768px) 64px, 56px')}
        alt=""
        loading="lazy"
        className="relative size-14 object-contain transition group-hover:scale-110 md:size-16"
      />
      <p className="relative mt-1 w-full truncate text-center text-[11px] font-semibold">{drop.itemName}</p>
      <Price coins={drop.originalPrice} className={cn('relative text-[11px]', gold ? 'text-rarity-1' : 'text-accent')} />
      <p className="relative w-full truncate text-center text-[10px] text-subtle">{drop.nickname}</p>
    </Link>
  );
}
