/** Notifications (apps/server/src/modules/notify/README.md): the /notification page, the header bell, the Menu badge and drawer row, the live toast cards. */
export { NotificationBell } from './components/notification-bell.tsx';
export { MenuUnreadBadge, NotificationsMenuRow } from './components/menu-unread-badge.tsx';
export { NotificationCards } from './components/notification-cards.tsx';
