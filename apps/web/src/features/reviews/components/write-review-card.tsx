import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, ButtonLink, Card, CardTitle } from '../../../components/index.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useMyReview } from '../api/get-my-review.ts';
import { Stars } from './stars.tsx';
import { WriteReviewDialog } from './write-review-dialog.tsx';

const TONE = { pending: 'neutral', approved: 'accent', rejected: 'danger', hidden: 'neutral' } as const;

/**
 * The player's review card (profile page; apps/server/src/modules/reviews/README.md): their latest review with its status, and "Write a review"
 * when they may (an opening first; one per 30 days). Not shown to signed-out visitors.
 */
export function WriteReviewCard() {
  const { t } = useTranslation();
  const mine = useMyReview();
  const [open, setOpen] = useState(false);
  if (!mine.data) return null;
  const s = mine.data;
  return (
    <Card data-testid="review-card" data-reason={s.reason}>
      <CardTitle>{t('reviews.cardTitle')}</CardTitle>
      {s.latest ? (
        <div className="mb-4 flex flex-col gap-2 rounded-xl bg-bg-2 p-3" data-testid="review-latest" data-status={s.latest.status}>
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={s.latest.rating} />
            <Badge tone={TONE[s.latest.status]}>{t(`reviews.status.${s.latest.status}`)}</Badge>
            <time className="ml-auto text-xs text-muted" dateTime={s.latest.createdAt}>
              {formatDate(s.latest.createdAt)}
            </time>
          </div>
          <p className="break-words text-sm text-fg/90">{s.latest.text}</p>
        </div>
      ) : null}
      {s.reason === 'ok' ? (
        <Button onClick={() => setOpen(true)} data-testid="review-write">
          {t('reviews.write')}
        </Button>
      ) : s.reason === 'too_soon' && s.nextAt ? (
        <p className="text-sm text-muted">{t('reviews.tooSoon', { date: formatDate(s.nextAt) })}</p>
      ) : s.reason === 'not_eligible' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">{t('reviews.notEligible')}</p>
          <ButtonLink to="/boxes-list" variant="secondary" size="sm">
            {t('reviews.notEligibleAction')}
          </ButtonLink>
        </div>
      ) : null}
      <WriteReviewDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
