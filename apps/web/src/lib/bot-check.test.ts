import { describe, expect, it, vi } from 'vitest';
import { createBotCheck, type BotCheckEnv } from './bot-check.ts';

/** A fake browser: `loadScript` records the URL and installs the given globals, as the real script would. */
function fakeEnv(install: (g: Record<string, unknown>) => void, fail = false) {
  const globals: Record<string, unknown> = {};
  const loaded: string[] = [];
  const env: BotCheckEnv = {
    globals: () => globals,
    loadScript: async (src) => {
      loaded.push(src);
      if (fail) throw new Error('blocked');
      install(globals);
    },
    container: () => ({}) as HTMLElement,
  };
  return { env, loaded, globals };
}

describe('bot-check token fetch (small)', () => {
  it('loads nothing and sends no token without a site key', async () => {
    const { env, loaded } = fakeEnv(() => undefined);
    const bot = createBotCheck(env);
    bot.prepare(null);
    expect(await bot.token(null, 'signup')).toBeUndefined();
    expect(loaded).toEqual([]);
  });

  it('reCAPTCHA v3: loads api.js?render=<key> once, waits for ready, executes with the action', async () => {
    const execute = vi.fn(async (key: string, opts: { action: string }) => `tok-${key}-${opts.action}`);
    const { env, loaded } = fakeEnv((g) => (g.grecaptcha = { ready: (cb: () => void) => setTimeout(cb, 1), execute }));
    const bot = createBotCheck(env);
    const cfg = { provider: 'recaptcha' as const, siteKey: 'k 1' };
    bot.prepare(cfg);
    expect(await bot.token(cfg, 'signup')).toBe('tok-k 1-signup');
    expect(await bot.token(cfg, 'login')).toBe('tok-k 1-login');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=k%201']);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('Turnstile: renders a fresh invisible widget per token and removes it', async () => {
    const removed: string[] = [];
    let n = 0;
    const render = vi.fn(
      (_el: HTMLElement, opts: { sitekey: string; action: string; appearance: string; callback: (t: string) => void }) => {
        const id = `w${++n}`;
        setTimeout(() => opts.callback(`ts-${opts.sitekey}-${opts.action}`), 1);
        return id;
      },
    );
    const { env, loaded } = fakeEnv((g) => (g.turnstile = { render, remove: (id: string) => removed.push(id) }));
    const bot = createBotCheck(env);
    const cfg = { provider: 'turnstile' as const, siteKey: 'ts-key' };
    expect(await bot.token(cfg, 'reset_password')).toBe('ts-ts-key-reset_password');
    expect(await bot.token(cfg, 'forgot_password')).toBe('ts-ts-key-forgot_password');
    expect(loaded).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit']);
    expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: 'ts-key', action: 'reset_password', appearance: 'interaction-only' });
    expect(removed).toEqual(['w1', 'w2']);
  });

  it('gives undefined (never throws) when the provider fails, and retries the script next time', async () => {
    const blocked = fakeEnv(() => undefined, true);
    const bot = createBotCheck(blocked.env);
    const cfg = { provider: 'recaptcha' as const, siteKey: 'k' };
    expect(await bot.token(cfg, 'signup')).toBeUndefined();
    expect(await bot.token(cfg, 'signup')).toBeUndefined();
    expect(blocked.loaded).toHaveLength(2);

    const erroring = fakeEnv(
      (g) =>
        (g.turnstile = {
          render: (_el: HTMLElement, o: { 'error-callback': () => void }) => {
            setTimeout(o['error-callback'], 1);
            return 'w';
          },
          remove: () => undefined,
        }),
    );
    expect(await createBotCheck(erroring.env).token({ provider: 'turnstile', siteKey: 'k' }, 'login')).toBeUndefined();

    const rejecting = fakeEnv(
      (g) =>
        (g.grecaptcha = {
          ready: (cb: () => void) => cb(),
          execute: async () => {
            throw new Error('browser_error');
          },
        }),
    );
    expect(await createBotCheck(rejecting.env).token(cfg, 'login')).toBeUndefined();

    const stuck = fakeEnv((g) => (g.grecaptcha = { ready: () => undefined, execute: async () => 'never' }));
    expect(await createBotCheck(stuck.env, 20).token(cfg, 'login')).toBeUndefined();
  });
});
