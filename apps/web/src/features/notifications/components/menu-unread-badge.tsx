import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBell } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { badgeText, BOTTOM_NAV_BADGE_CAP, HEADER_BADGE_CAP } from '../lib/notice-cards.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** The Menu tab's badge on the bottom navigation: unread count capped "9+" (docs/product/constants.md#lists-and-pages); signed-in players only. */
export function MenuUnreadBadge() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const count = useUnreadCount().data ?? 0;
  if (!loggedIn || count === 0) return null;
  return (
    <>
      <UnreadBadge count={count} cap={BOTTOM_NAV_BADGE_CAP} testId="bottom-nav-menu-badge" className="-right-2.5 -top-1.5" />
      <span className="sr-only">{t('notifications.menuUnread', { count })}</span>
    </>
  );
}

/** The Notifications row at the top of the phone menu drawer, with the unread count (signed-in players). */
export function NotificationsMenuRow({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const text = badgeText(useUnreadCount().data ?? 0, HEADER_BADGE_CAP);
  return (
    <Link
      to="/notification"
      onClick={onClick}
      className="flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-bold hover:bg-surface-2"
      data-testid="menu-notifications"
    >
      <span className="text-accent">
        <IconBell size={18} />
      </span>
      <span className="flex-1">{t('notifications.pageLink')}</span>
      {text ? <span className="rounded-full bg-danger px-2 py-0.5 text-[11px] font-black tabular-nums text-danger-ink">{text}</span> : null}
    </Link>
  );
}
