import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge, ButtonLink, Card, EmptyState, PageSpinner, Price, rarityClasses, rarityColor } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatOddsPercent } from '../../../lib/odds-format.ts';
import { useItemCard } from '../api/mall.ts';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format.ts';
import { parseIds } from '../lib/order-text.ts';
import { PageLiveDrops } from '../../live-drops/index.ts';
import { picture } from '../../../lib/picture.ts';

/** `/item-card?id=` (docs/product/routes.md#prizes): an item's card: art, value, the boxes that hold it with their odds, its recent drops. */
export default function ItemCardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseIds(params.get('id'))[0] ?? null;
  const card = useItemCard(id);
  if (id === null || (card.error && isApiError(card.error) && card.error.status === 404)) {
    return (
      <EmptyState title={t('prizes.card.notFound')} action={<ButtonLink to="/boxes-list">{t('nav.boxes')}</ButtonLink>} className="my-10" />
    );
  }
  if (!card.data) return <PageSpinner />;
  const c = card.data;
  const r = rarityClasses(c.skuLevel);
  return (
    <div className="flex flex-col gap-6" data-testid="item-card-page" data-item-id={c.id}>
      <PageLiveDrops />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,320px)_minmax(0,1fr)]">
        <Card className={`relative flex aspect-square items-center justify-center overflow-hidden ${r.border}`}>
          <span
            className="absolute inset-0 opacity-30"
            style={{ background: `radial-gradient(circle at 50% 55%, ${rarityColor(c.skuLevel)}, transparent 65%)` }}
          />
          <img
            {...picture(c.image, '(min-width: 768px) 224px, 192px')}
            alt={c.name}
            className="relative size-48 object-contain md:size-56"
          />
        </Card>
        <div className="flex flex-col gap-3">
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{c.brand}</p>
          <h1 className="text-2xl font-black tracking-tight md:text-4xl" data-testid="item-card-name">
            {c.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge skuLevel={c.skuLevel}>{c.category}</Badge>
            <Badge tone={c.shippable ? 'accent' : 'neutral'}>{c.shippable ? t('prizes.card.shippable') : t('prizes.card.digital')}</Badge>
          </div>
          <div>
            <p className="text-[10px] font-bold uppercase tracking-widest text-subtle">{t('prizes.card.value')}</p>
            <Price coins={c.price} icon className={`text-3xl ${r.text}`} data-testid="item-card-value" />
          </div>
          {c.description ? <p className="text-sm leading-relaxed text-muted">{c.description}</p> : null}
          {c.mall ? (
            <Card className="flex items-center justify-between gap-3 border-violet/40 bg-violet/10">
              <span className="text-sm font-semibold">{t('prizes.card.inMall', { bean: formatNumber(c.mall.bean) })}</span>
              <ButtonLink size="sm" to="/mall">
                {t('prizes.card.toMall')}
              </ButtonLink>
            </Card>
          ) : null}
        </div>
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.card.boxes')}</h2>
        {c.boxes.length === 0 ? (
          <p className="text-sm text-muted">{t('prizes.card.noBoxes')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {c.boxes.map((b) => (
              <Link
                key={b.id}
                to={`/box-detail/${b.boxInfo}`}
                className="flex flex-col items-center gap-1 rounded-2xl border border-line bg-surface p-3 text-center hover:border-accent"
                data-testid="item-card-box"
              >
                <img {...picture(b.image, '80px')} alt="" loading="lazy" className="size-20 object-contain" />
                <span className="line-clamp-1 text-sm font-semibold">{b.name}</span>
                <Price coins={b.price} className="text-xs text-accent" />
                <span className="text-[11px] text-subtle">
                  {t('prizes.card.chance', { chance: formatOddsPercent(Math.round(b.probability * 10_000)) })}
                </span>
              </Link>
            ))}
          </div>
        )}
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.card.drops')}</h2>
        {c.drops.length === 0 ? (
          <p className="text-sm text-muted">{t('prizes.card.noDrops')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {c.drops.map((d) => (
              <li key={d.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span className="min-w-0 flex-1 truncate font-semibold">{d.nickname}</span>
                <Link to={`/box-detail/${d.boxInfo}`} className="truncate text-muted hover:text-accent">
                  {d.boxName}
                </Link>
                <span className="hidden text-xs text-subtle sm:inline">{formatDateTime(d.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
