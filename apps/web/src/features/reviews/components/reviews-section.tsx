import type { PublicReview } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/index.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useReviews } from '../api/get-reviews.ts';
import { Stars } from './stars.tsx';
import { picture } from '../../../lib/picture.ts';

/**
 * Home "Reviews" (docs/product/routes.md#home home sections, reviews max 10; apps/server/src/modules/reviews/README.md): the newest approved reviews of real players
 * (masked nickname, avatar, stars, date). Not rendered at all when there is none (nothing is ever seeded).
 */
export function ReviewsSection() {
  const { t } = useTranslation();
  const list = useReviews();
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="home-reviews-title" data-testid="home-reviews" className="skip-offscreen">
      <SectionHeading title={<span id="home-reviews-title">{t('reviews.title')}</span>} />
      <p className="-mt-3 mb-4 text-sm text-muted">{t('reviews.subtitle')}</p>
      <ul className="-mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 scrollbar-none md:mx-0 md:grid md:scroll-px-0 md:grid-cols-2 md:overflow-visible md:px-0 xl:grid-cols-3">
        {list.data.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review: r }: { review: PublicReview }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex w-[82%] shrink-0 snap-start flex-col gap-3 rounded-2xl border border-line bg-surface p-4 md:w-auto"
      data-testid="home-review"
      data-review-id={r.id}
    >
      <div className="flex items-center gap-3">
        <img src={r.avatar} alt="" className="size-10 shrink-0 rounded-full bg-bg-2 object-cover" loading="lazy" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold" data-testid="home-review-nickname">
            {r.nickname}
          </p>
          <p className="text-xs text-muted">
            <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          </p>
        </div>
        <Stars rating={r.rating} />
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-fg/90" data-testid="home-review-text">
        {r.text}
      </p>
      {r.item ? (
        <p className="mt-auto flex items-center gap-2 text-xs text-muted">
          <img {...picture(r.item.img, '24px')} alt="" className="size-6 rounded object-contain" loading="lazy" />
          <span className="truncate">{t('reviews.about', { item: r.item.name })}</span>
        </p>
      ) : null}
    </li>
  );
}
