import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';

function Star({ on, className }: { on: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden
      className={cn('size-4', on ? 'fill-rarity-1 text-rarity-1' : 'fill-transparent text-line', className)}
      stroke="currentColor"
      strokeWidth={1.4}
    >
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" strokeLinejoin="round" />
    </svg>
  );
}

/** 1-5 stars, read only ("4 out of 5 stars" for screen readers). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('reviews.stars', { count: rating })}
      className={cn('inline-flex gap-0.5', className)}
      data-testid="review-stars"
      data-rating={rating}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} on={i <= rating} />
      ))}
    </span>
  );
}

/** The rating picker of the write form: five radio buttons. */
export function StarPicker({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('reviews.rating')} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={value === i}
          aria-label={t('reviews.ratingStar', { count: i })}
          onClick={() => onChange(i)}
          className="flex size-11 items-center justify-center rounded-lg transition hover:bg-bg-2 focus-visible:outline-2 focus-visible:outline-accent"
          data-testid={`review-star-${i}`}
        >
          <Star on={i <= value} className="size-7" />
        </button>
      ))}
    </div>
  );
}
