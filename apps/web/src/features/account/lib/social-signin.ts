/**
 * Social sign-in with the 18+ step (apps/server/src/modules/users/README.md): a first sign-in with Google, Facebook or Telegram (button,
 * sandbox consent page or Mini App auto sign-in) creates an account only after the player confirms 18+, as
 * email sign-up does. The server answers `user.error.age_confirm` to a sign-in that would create an account
 * without `ageConfirmed: true`; this store then holds the verified credential while the age step asks, and
 * sends it again with the confirmation. An identity already linked signs in at once. Every sign-in carries
 * the kept referral channel (the server binds it only to an account it creates; it is dropped after that).
 */
import type { SessionData, SocialProviderName } from '@hapa/contracts';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { clearReferralChannel, readReferralChannel } from '../../referral/index.ts';

/**
 * The credential with the referral channel kept from a /r/{code} link (localStorage `hapa.referral`, docs/product/states.md#after-sign-up):
 * the server binds it only when this sign-in creates the account, as email sign-up does.
 */
function withReferral(credential: Record<string, unknown>): Record<string, unknown> {
  const c = readReferralChannel();
  return c && !('referral' in credential) ? { ...credential, referral: { code: c.code, channel: c.channel } } : credential;
}

/** A sign-in that created the account has used the kept referral channel: drop it. */
function afterSession(session: SessionData): SessionData {
  if (session.is_new_user) clearReferralChannel();
  return session;
}

/** Sends one sign-in (POST /api/user/login/{provider}); stores the session on success. */
export type SocialLoginFn = (provider: SocialProviderName, credential: Record<string, unknown>, channel?: string) => Promise<SessionData>;

/** A sign-in waiting for the player's 18+ confirmation. */
export interface AgeStep {
  provider: SocialProviderName;
  credential: Record<string, unknown>;
  channel?: string;
}

let pending: (AgeStep & { resolve: (s: SessionData | null) => void }) | null = null;
const listeners = new Set<() => void>();
const set = (next: typeof pending) => {
  pending = next;
  for (const l of listeners) l();
};

/**
 * Signs in; when the server asks for the 18+ confirmation, opens the age step and resolves with its outcome:
 * the session once confirmed, null when the player cancels. Other errors reject as they came.
 */
export async function socialSignIn(
  login: SocialLoginFn,
  provider: SocialProviderName,
  credential: Record<string, unknown>,
  channel?: string,
): Promise<SessionData | null> {
  const sent = withReferral(credential);
  try {
    return afterSession(await login(provider, sent, channel));
  } catch (err) {
    if (!isApiError(err, 'user.error.age_confirm')) throw err;
    pending?.resolve(null);
    return new Promise((resolve) => set({ provider, credential: sent, channel, resolve }));
  }
}

/** The age step confirmed: sends the held credential again with `ageConfirmed: true`. Rejects (step stays open) on an error. */
export async function confirmAgeStep(login: SocialLoginFn): Promise<SessionData> {
  const step = pending;
  if (!step) throw new Error('no sign-in waits for an age confirmation');
  const session = afterSession(await login(step.provider, { ...step.credential, ageConfirmed: true }, step.channel));
  if (pending === step) set(null);
  step.resolve(session);
  return session;
}

/** The player closed the age step: nothing is created, the sign-in resolves null. */
export function cancelAgeStep(): void {
  const step = pending;
  set(null);
  step?.resolve(null);
}

/** The sign-in waiting for the 18+ step, or null. */
export function useAgeStep(): AgeStep | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => pending,
  );
}
