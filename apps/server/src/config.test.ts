import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { authSandboxOn } from './modules/social-auth/social.wiring.ts';

const SECRET = 'a-real-operator-secret-0123456789';
/** production with the secrets every production start needs (the operators' TOTP key, the transparency keys) */
const PROD = {
  NODE_ENV: 'production',
  OPS_TOTP_KEY: 'a-real-ops-totp-key-0123456789',
  TRANSPARENCY_LOG_KEY: '11'.repeat(32),
  TRANSPARENCY_PLAYER_KEY: 'a-real-transparency-player-key',
  // the capabilities production requires, opted out on purpose (config-requirements.test.ts tests each)
  MAIL_MODE: 'log',
  CRYPTO_PRICE_FEED: 'static',
  BOT_CHECK_MODE: 'off',
  PAYOUT_PROVIDER: 'manual',
};

/** Small tests of loadConfig's production defaults (docs/architecture/production.md, "Safe to deploy"). */
describe('loadConfig', () => {
  it('keeps the sandbox and the API docs in development by default', () => {
    const c = loadConfig({});
    expect(c.NODE_ENV).toBe('development');
    expect(c.PAYMENTS_MODE).toBe('sandbox');
    expect(c.API_DOCS).toBe(true);
    expect(c.SANDBOX_WEBHOOK_SECRET).toBe('sandbox-webhook-secret-change-me');
  });

  it('starts production in live mode with the docs off when nothing says otherwise', () => {
    const c = loadConfig(PROD);
    expect(c.PAYMENTS_MODE).toBe('live');
    expect(c.API_DOCS).toBe(false);
  });

  it('serves the docs in production only with API_DOCS=true, and can turn them off in development', () => {
    expect(loadConfig({ ...PROD, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('refuses the sandbox in production with the development webhook secret, naming the variable', () => {
    expect(() => loadConfig({ ...PROD, PAYMENTS_MODE: 'sandbox' })).toThrow(/SANDBOX_WEBHOOK_SECRET: is the built-in development value/);
    expect(() => loadConfig({ ...PROD, PAYMENTS_MODE: 'sandbox', SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-change-me' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET/,
    );
  });

  it('refuses production with the development TOTP key of the operator console, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OPS_TOTP_KEY: is the built-in development value/);
    expect(loadConfig({}).OPS_TOTP_KEY).toBe('hapabox-ops-totp-development-key');
  });

  it('refuses AUTH_SANDBOX=true in production whatever the secret: the sandbox issues any identity', () => {
    for (const secret of [undefined, 'auth-sandbox-secret-change-me', SECRET]) {
      const env = { ...PROD, AUTH_SANDBOX: 'true', ...(secret ? { AUTH_SANDBOX_SECRET: secret } : {}) };
      expect(() => loadConfig(env), String(secret)).toThrow(
        /AUTH_SANDBOX: the auth sandbox issues any identity and is refused in production/,
      );
    }
    // off in production (unset or false): its unused development secret is harmless there
    expect(loadConfig(PROD).AUTH_SANDBOX_SECRET).toBe('auth-sandbox-secret-change-me');
    expect(authSandboxOn(loadConfig(PROD))).toBe(false);
    expect(loadConfig({ ...PROD, AUTH_SANDBOX: 'false' }).AUTH_SANDBOX).toBe('false');
    // outside production: on by default, off with AUTH_SANDBOX=false
    expect(loadConfig({}).AUTH_SANDBOX_SECRET).toBe('auth-sandbox-secret-change-me');
    expect(authSandboxOn(loadConfig({}))).toBe(true);
    expect(authSandboxOn(loadConfig({ AUTH_SANDBOX: 'false' }))).toBe(false);
    expect(authSandboxOn(loadConfig({ AUTH_SANDBOX: 'true' }))).toBe(true);
    // a config built without loadConfig still gets no sandbox in production
    expect(authSandboxOn({ ...loadConfig(PROD), AUTH_SANDBOX: 'true' })).toBe(false);
  });

  it('runs the sandbox in production with a secret of its own', () => {
    const c = loadConfig({ ...PROD, PAYMENTS_MODE: 'sandbox', SANDBOX_WEBHOOK_SECRET: SECRET });
    expect(c.PAYMENTS_MODE).toBe('sandbox');
    expect(c.SANDBOX_WEBHOOK_SECRET).toBe(SECRET);
  });

  it('does not ask a live production start for the unused sandbox secret', () => {
    expect(loadConfig({ ...PROD, PAYMENTS_MODE: 'live' }).PAYMENTS_MODE).toBe('live');
  });

  it('refuses production with the development transparency keys, naming each (docs/transparency.md#keys)', () => {
    const { TRANSPARENCY_LOG_KEY: _log, TRANSPARENCY_PLAYER_KEY: _player, ...rest } = PROD;
    expect(() => loadConfig(rest)).toThrow(/TRANSPARENCY_LOG_KEY: is the built-in development value/);
    expect(() => loadConfig(rest)).toThrow(/TRANSPARENCY_PLAYER_KEY: is the built-in development value/);
    expect(loadConfig(PROD).TRANSPARENCY_LOG_KEY).toBe('11'.repeat(32));
  });

  it('accepts the development secret outside production (tests, npm start)', () => {
    expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_MODE: 'sandbox' }).PAYMENTS_MODE).toBe('sandbox');
  });
});
