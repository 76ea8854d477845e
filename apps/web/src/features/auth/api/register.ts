import { SessionData, type RegisterBody } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { withBotToken } from '../../../lib/bot-token.ts';
import { deviceHeaders } from '../../../lib/device-id.ts';

/** POST /api/user/register/v2 -> SessionData (is_new_user true), with a bot-check token when configured. */
export function register(body: RegisterBody): Promise<SessionData> {
  return withBotToken('signup', (headers) =>
    api('/user/register/v2', {
      method: 'POST',
      body,
      headers: { ...headers, ...deviceHeaders() },
      schema: SessionData,
      authRedirect: false,
    }),
  );
}

/** Signs up and stores the session; errors are shown by the form (silent). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { silent: true },
    onSuccess: (session) => setSession(session),
  });
}
