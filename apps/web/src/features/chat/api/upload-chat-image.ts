import { useMutation } from '@tanstack/react-query';
import { parseApiError } from '../../../lib/api-error.ts';
import { getAuthorization } from '../../../lib/session.ts';

/** POST /api/notify/chat/image (multipart `file`): the stored image's path for a msgType 2 send. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const authorization = getAuthorization();
  const res = await fetch('/api/notify/chat/image', {
    method: 'POST',
    body: form,
    headers: authorization ? { Authorization: authorization } : {},
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && json && (json as { code?: unknown }).code === 0) return (json as { data: { image: string } }).data.image;
  throw parseApiError(json, res.status);
}

export function useUploadChatImage() {
  return useMutation({ mutationFn: uploadChatImage, meta: { silent: true } });
}
