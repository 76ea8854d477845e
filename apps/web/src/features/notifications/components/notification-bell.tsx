import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn, IconBell } from '../../../components/index.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { HEADER_BADGE_CAP } from '../lib/notice-cards.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The header bell (signed-in players, wide screens): opens /notification; its badge shows the unread count capped
 * "99+" (docs/product/constants.md#lists-and-pages). On phones the header has no room left: the bottom navigation's Menu badge ("9+") and the
 * Notifications row of the menu drawer take its place.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  return (
    <NavLink
      to="/notification"
      className={({ isActive }) =>
        cn(
          'relative hidden size-9 shrink-0 md:flex items-center justify-center rounded-lg transition hover:bg-surface-2 hover:text-fg',
          isActive ? 'bg-surface-2 text-fg' : 'text-muted',
        )
      }
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      data-testid="notification-bell"
      data-unread={count}
    >
      <IconBell size={20} />
      <UnreadBadge count={count} cap={HEADER_BADGE_CAP} testId="notification-bell-badge" />
    </NavLink>
  );
}
