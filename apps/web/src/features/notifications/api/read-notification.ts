import { NotificationUnread } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { applyUnread } from './keys.ts';

/** POST /api/notify/message/{id}/read: marks one notification read (idempotent); the unread count after. */
export function readNotification(id: number): Promise<NotificationUnread> {
  return api(`/notify/message/${id}/read`, { method: 'POST', schema: NotificationUnread });
}

/** Marks a notification read, then refreshes the badges and the list. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (res) => applyUnread(queryClient, res),
  });
}
