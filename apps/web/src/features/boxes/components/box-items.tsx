import type { BoxItem } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, Price, rarityClasses, rarityColor, SectionHeading, IconBox } from '../../../components/index.ts';
import { formatOddsPercent, formatTicketRange } from '../../../lib/odds-format.ts';
import { picture } from '../../../lib/picture.ts';

/** "What's in the box": every item with its value, odds and ticket range, in the box's fixed order. */
export function BoxItems({ items }: { items: BoxItem[] }) {
  const { t } = useTranslation();
  return (
    <section data-testid="box-items">
      <SectionHeading
        title={t('unbox.inTheBox')}
        icon={<IconBox size={20} />}
        action={<span className="text-xs font-semibold text-muted">{t('unbox.items', { count: items.length })}</span>}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((item) => {
          const rarity = rarityClasses(item.skuLevel);
          return (
            <article
              key={item.id}
              className={cn(
                'relative flex flex-col overflow-hidden rounded-2xl border bg-surface',
                rarity.border,
                item.skuLevel === 1 && 'shadow-gold',
              )}
              data-testid="box-item"
              data-item-id={item.id}
            >
              <span className={cn('absolute inset-x-0 top-0 h-1', rarity.bar)} />
              <div className="flex items-center justify-between px-3 pt-3 text-[11px] font-bold">
                <span className={rarity.text} data-testid="item-odds">
                  {formatOddsPercent(item.ppm)}
                </span>
                <span className="text-subtle">{item.brand}</span>
              </div>
              <div className="relative flex aspect-[4/3] items-center justify-center">
                <span
                  className="absolute inset-0 opacity-25"
                  style={{ background: `radial-gradient(circle at 50% 60%, ${rarityColor(item.skuLevel)}, transparent 65%)` }}
                />
                <img
                  {...picture(item.image, '(min-width: 768px) 112px, 96px')}
                  alt={item.name}
                  loading="lazy"
                  className="relative size-24 object-contain md:size-28"
                />
              </div>
              <div className="flex flex-1 flex-col gap-1 px-3 pb-3">
                <Link
                  to={`/item-card?id=${item.id}`}
                  className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 hover:text-accent"
                  data-testid="item-tile-link"
                >
                  {item.name}
                </Link>
                <Price coins={item.price} className="text-sm text-fg" />
                <p
                  className="mt-1 rounded-lg bg-bg-2 px-2 py-1 font-mono text-[10px] text-muted"
                  title={t('unbox.tickets')}
                  data-testid="item-tickets"
                >
                  #{formatTicketRange(item.ticketFrom, item.ticketTo)}
                </p>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
