import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clearSession } from '../../../lib/session.ts';

/** POST /api/user/logout (revokes the token server-side). */
export function logout(): Promise<unknown> {
  return api('/user/logout', { method: 'POST', authRedirect: false });
}

/** Logs out; the local session (user, guide, notice state) is cleared even if the call fails. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => clearSession(),
  });
}
