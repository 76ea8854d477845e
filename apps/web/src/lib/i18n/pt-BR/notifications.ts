import type { notifications as en } from '../en/notifications.ts';
import type { Catalogue } from './index.ts';

/** Notificações (apps/server/src/modules/notify/README.md): /notification, o sino do cabeçalho, o selo da navegação inferior, os avisos. */
export const notifications = {
  title: 'Notificações',
  subtitle: 'Depósitos, pedidos, vitórias e subidas de nível, das mais novas para as mais antigas.',
  bell: 'Notificações',
  bellUnread_one: 'Notificações, {{count}} não lida',
  bellUnread_other: 'Notificações, {{count}} não lidas',
  menuUnread_one: '{{count}} notificação não lida',
  menuUnread_other: '{{count}} notificações não lidas',
  unreadSummary_one: '{{count}} não lida',
  unreadSummary_other: '{{count}} não lidas',
  allCaughtUp: 'Tudo em dia',
  allRead: 'Marcar todas como lidas',
  unread: 'Não lidas',
  empty: 'Nenhuma notificação ainda',
  emptyText: 'Recarregue, abra caixas ou entre numa batalha: depósitos, vitórias, pedidos e subidas de nível aparecem aqui.',
  emptyAction: 'Ver caixas',
  loadFailed: 'Não foi possível carregar suas notificações.',
  signIn: 'Entre para ver suas notificações',
  dismiss: 'Dispensar notificação',
  pageLink: 'Notificações',
} satisfies Catalogue<typeof en>;
