import { beforeEach, describe, expect, it, vi } from 'vitest';
import { facebookAccessToken, FB_SDK_SCRIPT, prepareFacebook, resetFacebookForTests, type FbEnv } from './facebook-login.ts';
import { prepareTelegram, resetTelegramForTests, TELEGRAM_WIDGET_SCRIPT, telegramAuthData, type TelegramEnv } from './telegram-login.ts';

describe('live Facebook button (small, fake SDK)', () => {
  beforeEach(() => resetFacebookForTests());

  it('loads the SDK once, initialises it for the app, and FB.login hands over the access token', async () => {
    const init = vi.fn();
    const answers = [
      { status: 'connected', authResponse: { accessToken: 'EAAB-token' } },
      { status: 'unknown', authResponse: null },
    ];
    const login = vi.fn((cb: (r: unknown) => void, _opts: unknown) => cb(answers.shift()));
    let fb: ReturnType<FbEnv['FB']>;
    const loadScript = vi.fn(async (src: string) => {
      expect(src).toBe(FB_SDK_SCRIPT);
      fb = { init, login };
    });
    const env: FbEnv = { FB: () => fb, loadScript };
    await expect(facebookAccessToken(env)).rejects.toThrow('not ready');
    expect(await prepareFacebook(env, 'app-1')).toBe(true);
    expect(await prepareFacebook(env, 'app-1')).toBe(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ appId: 'app-1', version: 'v19.0', cookie: false, xfbml: false });
    expect(await facebookAccessToken(env)).toBe('EAAB-token');
    expect(login.mock.calls[0]![1]).toEqual({ scope: 'public_profile,email' });
    // the player closed the window: nothing
    expect(await facebookAccessToken(env, { reauthenticate: true })).toBeNull();
    expect(login.mock.calls[1]![1]).toEqual({ scope: 'public_profile,email', auth_type: 'reauthenticate' });
  });

  it('resolves false when the SDK is blocked or missing, and tries again later', async () => {
    const blocked = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await prepareFacebook({ FB: () => undefined, loadScript: blocked }, 'a')).toBe(false);
    const empty = vi.fn(async () => undefined);
    expect(await prepareFacebook({ FB: () => undefined, loadScript: empty }, 'a')).toBe(false);
    expect(empty).toHaveBeenCalledTimes(1);
  });
});

describe('live Telegram button (small, fake Login Widget)', () => {
  beforeEach(() => resetTelegramForTests());

  it('loads the widget once; Telegram.Login.auth for the bot hands over the signed fields', async () => {
    const signed = { id: 42, first_name: 'Tim', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };
    const answers: unknown[] = [signed, false];
    const auth = vi.fn((_o: unknown, cb: (d: unknown) => void) => cb(answers.shift()));
    let tg: ReturnType<TelegramEnv['Telegram']>;
    const loadScript = vi.fn(async (src: string) => {
      expect(src).toBe(TELEGRAM_WIDGET_SCRIPT);
      tg = { Login: { auth } };
    });
    const env: TelegramEnv = { Telegram: () => tg, loadScript };
    await expect(telegramAuthData(env, '123')).rejects.toThrow('not ready');
    expect(await prepareTelegram(env)).toBe(true);
    expect(await prepareTelegram(env)).toBe(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(await telegramAuthData(env, '123')).toEqual(signed);
    expect(auth.mock.calls[0]![0]).toEqual({ bot_id: '123', request_access: 'write' });
    expect(await telegramAuthData(env, '123')).toBeNull();
  });

  it('resolves false when the widget is blocked or has no Login API', async () => {
    expect(
      await prepareTelegram({
        Telegram: () => undefined,
        loadScript: async () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
    expect(await prepareTelegram({ Telegram: () => ({}), loadScript: async () => undefined })).toBe(false);
  });
});
