import { Mailbox, type EmailCodeBody, type ResetPasswordBody } from '@hapa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withBotToken } from '../../../lib/bot-token.ts';

/** POST /api/user/repassword/email_code {email}: mails the reset link (bot-check token when configured). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      withBotToken('forgot_password', (headers) =>
        api('/user/repassword/email_code', { method: 'POST', body: { email }, headers, authRedirect: false }),
      ),
    meta: { silent: true },
  });
}

/** POST /api/user/email/repassword {email, code, password} (bot-check token when configured) */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      withBotToken('reset_password', (headers) => api('/user/email/repassword', { method: 'POST', body, headers, authRedirect: false })),
    meta: { silent: true },
  });
}

/** POST /api/user/email/verify {email, code} */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: EmailCodeBody) => api('/user/email/verify', { method: 'POST', body, authRedirect: false }),
    meta: { silent: true },
  });
}

/** GET /api/dev/mailbox (development only). */
export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => api('/dev/mailbox', { schema: Mailbox, signal, authRedirect: false }),
    refetchInterval: 5000,
  });
}
