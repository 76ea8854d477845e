import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@hapa/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { keepReferralChannel, readReferralChannel } from '../../referral/index.ts';
import { cancelAgeStep, confirmAgeStep, socialSignIn, type SocialLoginFn } from './social-signin.ts';

const session = { uid: 7, nickname: 'Gina', is_new_user: true } as unknown as SessionData;
const ageError = new ApiError('user.error.age_confirm', 'Please confirm that you are 18 or older to create an account', 400);

describe('social sign-in with the 18+ step', () => {
  it('an identity already linked signs in at once', async () => {
    const login = vi.fn<SocialLoginFn>(async () => session);
    expect(await socialSignIn(login, 'google', { idToken: 't' })).toBe(session);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('a first sign-in waits for the confirmation, then sends the same credential with ageConfirmed', async () => {
    const login = vi.fn<SocialLoginFn>(async (_p, c) => {
      if (c.ageConfirmed !== true) throw ageError;
      return session;
    });
    const result = socialSignIn(login, 'telegram', { initData: 'x' }, 'telegram');
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(await confirmAgeStep(login)).toBe(session);
    expect(await result).toBe(session);
    expect(login).toHaveBeenLastCalledWith('telegram', { initData: 'x', ageConfirmed: true }, 'telegram');
  });

  it('cancelling creates nothing and resolves null; other errors pass through', async () => {
    const login = vi.fn<SocialLoginFn>(async () => {
      throw ageError;
    });
    const result = socialSignIn(login, 'facebook', { accessToken: 'a' });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    cancelAgeStep();
    expect(await result).toBeNull();
    await expect(confirmAgeStep(login)).rejects.toThrow();
    const bad = new ApiError('user.error.social_invalid', 'no', 401);
    await expect(
      socialSignIn(
        async () => {
          throw bad;
        },
        'google',
        {},
      ),
    ).rejects.toBe(bad);
  });
});

describe('social sign-in carries the kept referral channel (docs/product/states.md#after-sign-up, apps/server/src/modules/referral/README.md)', () => {
  const mem = new Map<string, string>();
  const store = {
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
    removeItem: (k: string) => void mem.delete(k),
  };
  const g = globalThis as { localStorage?: unknown };
  const before = g.localStorage;
  afterEach(() => {
    mem.clear();
    g.localStorage = before;
  });

  it('sends the code from hapa.referral with every attempt (also the 18+ retry) and drops it once an account was created', async () => {
    g.localStorage = store;
    keepReferralChannel({ code: 'HB00A1', channel: 'telegram', inviter: 'a***e' });
    expect(mem.has('hapa.referral')).toBe(true);
    const login = vi.fn<SocialLoginFn>(async (_p, c) => {
      if (c.ageConfirmed !== true) throw ageError;
      return session;
    });
    const result = socialSignIn(login, 'google', { idToken: 't' });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenLastCalledWith('google', { idToken: 't', referral: { code: 'HB00A1', channel: 'telegram' } }, undefined);
    expect(readReferralChannel()).not.toBeNull();
    await confirmAgeStep(login);
    expect(await result).toBe(session);
    expect(login).toHaveBeenLastCalledWith(
      'google',
      { idToken: 't', referral: { code: 'HB00A1', channel: 'telegram' }, ageConfirmed: true },
      undefined,
    );
    expect(readReferralChannel()).toBeNull();
  });

  it('a sign-in into an existing account keeps the channel; none kept sends none', async () => {
    g.localStorage = store;
    keepReferralChannel({ code: 'HB00A1', channel: null, inviter: 'a***e' });
    const existing = { ...session, is_new_user: false } as SessionData;
    await socialSignIn(
      vi.fn<SocialLoginFn>(async () => existing),
      'facebook',
      { accessToken: 'a' },
    );
    expect(readReferralChannel()).not.toBeNull();
    mem.clear();
    const login = vi.fn<SocialLoginFn>(async () => existing);
    await socialSignIn(login, 'facebook', { accessToken: 'a' });
    expect(login).toHaveBeenLastCalledWith('facebook', { accessToken: 'a' }, undefined);
  });
});
