import { SessionData, type EmailPasswordBody } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { withBotToken } from '../../../lib/bot-token.ts';

/** POST /api/user/login/email/login -> SessionData (bot-check token when configured). A 401 here means bad credentials (shown inline). */
export function login(body: EmailPasswordBody): Promise<SessionData> {
  return withBotToken('login', (headers) =>
    api('/user/login/email/login', { method: 'POST', body, headers, schema: SessionData, authRedirect: false }),
  );
}

/** Logs in and stores the session; errors are shown by the form (silent). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (session) => setSession(session),
  });
}
