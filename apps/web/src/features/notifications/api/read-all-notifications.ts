import { NotificationUnread } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { applyUnread } from './keys.ts';

/** POST /api/notify/all/read: marks every notification of the player read (idempotent); the unread count after (0). */
export function readAllNotifications(): Promise<NotificationUnread> {
  return api('/notify/all/read', { method: 'POST', schema: NotificationUnread });
}

/** Marks everything read, then refreshes the badges and the list. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (res) => applyUnread(queryClient, res),
  });
}
