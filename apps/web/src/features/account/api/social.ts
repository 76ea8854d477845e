import { SessionData, SocialProviders, type SocialProviderName } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { socialSignIn } from '../lib/social-signin.ts';
import { accountKeys } from './profile.ts';

/** GET /api/auth/providers: sign-in buttons (live ones and sandboxed ones). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api('/auth/providers', { schema: SocialProviders, signal, authRedirect: false }),
    staleTime: Infinity,
  });
}

/** POST /api/user/login/{provider} with the provider's credential; stores the session. */
export function socialLogin(provider: SocialProviderName, credential: Record<string, unknown>, channel?: string): Promise<SessionData> {
  return api(`/user/login/${provider}`, {
    method: 'POST',
    body: credential,
    schema: SessionData,
    authRedirect: false,
    headers: channel ? { 'x-channel-type': channel } : undefined,
  }).then((s) => {
    setSession(s);
    return s;
  });
}

/** What a sandbox consent ended in: signed in (a session), linked, the account deleted, or the 18+ step cancelled. */
export type SandboxOutcome = { kind: 'session'; session: SessionData } | { kind: 'linked' } | { kind: 'deleted' } | { kind: 'cancelled' };

/**
 * Sandbox consent: issue a signed test identity, then sign in (the 18+ step first when it makes an account),
 * or link it (`link`), or delete the signed-in account with it as the fresh sign-in proof (`del`; the caller
 * ends the session).
 */
export function useSandboxSignIn(provider: SocialProviderName) {
  const qc = useQueryClient();
  return useMutation({
    onSuccess: (outcome) => {
      if (outcome.kind === 'linked') void qc.invalidateQueries({ queryKey: accountKeys.profile });
    },
    mutationFn: async ({
      email,
      name,
      link,
      del,
    }: {
      email: string;
      name: string;
      link: boolean;
      del?: boolean;
    }): Promise<SandboxOutcome> => {
      const credential = await api<Record<string, string | number>>(`/auth/sandbox/${provider}/issue`, {
        method: 'POST',
        body: { email, name },
        authRedirect: false,
      });
      if (del) {
        await api('/user/delete', { method: 'POST', body: { provider, credential } });
        return { kind: 'deleted' };
      }
      if (link) {
        await api(`/user/link/${provider}`, { method: 'POST', body: credential });
        return { kind: 'linked' };
      }
      const session = await socialSignIn(socialLogin, provider, credential);
      return session ? { kind: 'session', session } : { kind: 'cancelled' };
    },
    meta: { silent: true },
  });
}

/**
 * POST /api/user/link/{provider} with a live provider's credential (the signed-in account proves itself by its
 * session); the profile's linked methods are read again. Errors (user.error.social_linked, social_invalid) reject.
 */
export function useLinkProvider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, credential }: { provider: SocialProviderName; credential: Record<string, unknown> }) =>
      api(`/user/link/${provider}`, { method: 'POST', body: credential }),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}
