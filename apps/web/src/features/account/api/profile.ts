import { Profile, SessionList, type DeleteAccountBody, type UpdatePasswordBody, type UpdateProfileBody } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { clearSession, getAuthorization, useIsLoggedIn } from '../../../lib/session.ts';

export const accountKeys = {
  profile: [...queryRoots.user, 'profile'] as const,
  sessions: [...queryRoots.user, 'sessions'] as const,
  addresses: [...queryRoots.user, 'addresses'] as const,
};

/** GET /api/user/profile */
export function useProfile() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => api('/user/profile', { schema: Profile, signal }),
    enabled: loggedIn,
  });
}

/** After a profile change: profile and base info (header name, avatar) are read again. */
function useRefreshProfile() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: accountKeys.profile });
    void qc.invalidateQueries({ queryKey: queryRoots.baseInfo });
  };
}

/** POST /api/user/update {nickname?, birthday?}; errors shown by the form. */
export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api('/user/update', { method: 'POST', body, schema: Profile }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** POST /api/user/update_password {oldPassword, password}; other devices are signed out. */
export function useUpdatePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => api('/user/update_password', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** POST /api/user/avatar (multipart `file`) -> the new avatar URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const authorization = getAuthorization();
  const res = await fetch('/api/user/avatar', {
    method: 'POST',
    body: form,
    headers: authorization ? { Authorization: authorization } : {},
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && json && (json as { code?: unknown }).code === 0) return (json as { data: { headImg: string } }).data.headImg;
  throw parseApiError(json, res.status);
}

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refresh });
}

/** POST /api/user/friendCode/submit {code} */
export function useSubmitFriendCode() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (code: string) => api('/user/friendCode/submit', { method: 'POST', body: { code } }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** GET /api/user/sessions */
export function useSessions() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api('/user/sessions', { schema: SessionList, signal }),
    enabled: loggedIn,
  });
}

/** POST /api/user/sessions/{id}/revoke */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/user/sessions/${id}/revoke`, { method: 'POST' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** POST /api/user/sessions/revoke_all; with `includeCurrent` this device is signed out too. */
export function useRevokeAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (includeCurrent: boolean) => api('/user/sessions/revoke_all', { method: 'POST', body: { includeCurrent } }),
    // with includeCurrent the caller leaves the page first, then clears the session (clearing here would
    // unmount the caller before its own onSuccess runs)
    onSuccess: (_d, includeCurrent) => {
      if (!includeCurrent) void qc.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

/** POST /api/user/delete {password} or {provider, credential} (a fresh social sign-in); the caller ends the local session after leaving the page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: DeleteAccountBody) => api('/user/delete', { method: 'POST', body: proof }),
    meta: { silent: true },
  });
}

/** POST /api/user/email/verify_code: mails a new sign-up confirmation. */
export function useResendConfirm() {
  return useMutation({ mutationFn: () => api('/user/email/verify_code', { method: 'POST' }) });
}
