import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRedirect } from '../../lib/navigation.ts';
import { IconClose } from '../../components/index.ts';

/** Notices a page can hand to the page it navigates to: `navigate(to, { state: { notice } })`. */
export type LandingNotice = 'accountDeleted';

const NOTICES: Record<LandingNotice, { title: string; text: string }> = {
  accountDeleted: { title: 'account.del.done', text: 'account.del.doneText' },
};

/**
 * The notice the previous page left for this one (e.g. "Your account has been deleted." after the deletion, which
 * lands on home signed out): a banner at the top of the page until the player closes it or leaves the page. Unlike a
 * toast it does not pass unread.
 */
export function LandingNoticeBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const redirect = useRedirect();
  const notice = (location.state as { notice?: LandingNotice } | null)?.notice;
  const copy = notice ? NOTICES[notice] : undefined;
  if (!copy) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pt-4 md:px-6" data-testid="landing-notice" data-notice={notice}>
      <div role="status" className="flex items-start gap-3 rounded-2xl border border-success/50 bg-success/10 p-4">
        <div className="min-w-0 flex-1">
          <p className="font-extrabold">{t(copy.title)}</p>
          <p className="mt-0.5 text-sm text-muted">{t(copy.text)}</p>
        </div>
        <button
          type="button"
          className="shrink-0 rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={t('common.close')}
          onClick={() => redirect(location, { state: null, preventScrollReset: true })}
        >
          <IconClose size={18} />
        </button>
      </div>
    </div>
  );
}
