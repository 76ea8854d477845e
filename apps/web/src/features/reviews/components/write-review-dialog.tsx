import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateReview } from '../api/create-review.ts';
import { reviewDraftState } from '../lib/review-form.ts';
import { StarPicker } from './stars.tsx';

/** The write form (apps/server/src/modules/reviews/README.md): stars 1-5 and 10..500 characters; sent reviews wait for the team's check. */
export function WriteReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const create = useCreateReview();
  const draft = reviewDraftState(rating, text);
  const send = () => {
    if (!draft.canSend || create.isPending) return;
    create.mutate(
      { rating, text: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('reviews.sent'));
          setText('');
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reviews.writeTitle')}
      description={t('reviews.writeText')}
      data-testid="review-dialog"
      footer={
        <Button onClick={send} disabled={!draft.canSend} loading={create.isPending} className="w-full" data-testid="review-send">
          {t('reviews.send')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <p className="mb-1 text-sm font-semibold">{t('reviews.rating')}</p>
          <StarPicker value={rating} onChange={setRating} />
        </div>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold">{t('reviews.text')}</span>
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={REVIEW_TEXT_MAX}
            rows={5}
            placeholder={t('reviews.textPlaceholder')}
            className="w-full resize-y rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm outline-none focus:border-accent"
            data-testid="review-text"
          />
          <span className="flex justify-between text-xs text-muted">
            <span>{draft.tooShort ? t('reviews.textShort', { min: REVIEW_TEXT_MIN }) : null}</span>
            <span>{t('reviews.textCount', { count: draft.length, max: REVIEW_TEXT_MAX })}</span>
          </span>
        </label>
        {create.error ? (
          <p className="text-sm text-danger" role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
