import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of the chats (under `user`: dropped on logout; the public chat room list outside it). */
export const chatKeys = {
  all: [...queryRoots.user, 'chat'] as const,
  access: [...queryRoots.user, 'chat', 'access'] as const,
  unread: [...queryRoots.user, 'chat', 'unread'] as const,
  page: (room: 'support' | 'vip') => [...queryRoots.user, 'chat', 'page', room] as const,
  room: ['chat-room'] as const,
};
