import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { IconHeart } from '../../../components/icons.tsx';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useLikeBox } from '../api/like-box.ts';

/** Heart toggle for a box (docs/product/routes.md#boxes MY LIKE); visitors are asked to log in. */
export function LikeButton({ boxId, isLiked, className }: { boxId: number; isLiked: boolean; className?: string }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const like = useLikeBox();
  const liked = like.isPending ? (like.variables?.like ?? isLiked) : isLiked;
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('boxes.unlike') : t('boxes.like')}
      title={liked ? t('boxes.unlike') : t('boxes.like')}
      disabled={like.isPending}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (!loggedIn) return openAuth('login');
        like.mutate({ boxId, like: !liked });
      }}
      className={cn(
        'flex size-10 items-center justify-center rounded-xl border transition',
        liked ? 'border-danger/50 bg-danger/15 text-danger' : 'border-line bg-surface text-muted hover:text-fg',
        className,
      )}
      data-testid="box-like"
      data-liked={liked}
    >
      <IconHeart size={20} className={liked ? 'fill-current' : undefined} />
    </button>
  );
}
