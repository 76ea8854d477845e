import { SessionData, type EmailPasswordBody } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';

/** POST /api/user/register/v2 -> SessionData (is_new_user true). */
export function register(body: EmailPasswordBody): Promise<SessionData> {
  return api('/user/register/v2', { method: 'POST', body, schema: SessionData, authRedirect: false });
}

/** Signs up and stores the session; errors are shown by the form (silent). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { silent: true },
    onSuccess: (session) => setSession(session),
  });
}
