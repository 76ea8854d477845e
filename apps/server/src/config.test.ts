import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const SECRET = 'a-real-operator-secret-0123456789';
/** production with the secrets every production start needs (the operators' TOTP key) */
const PROD = { NODE_ENV: 'production', OPS_TOTP_KEY: 'a-real-ops-totp-key-0123456789' };

/** Small tests of loadConfig's production defaults (issue 7 "Safe to deploy"). */
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

  it('refuses the auth sandbox in production with its development secret, naming the variable', () => {
    expect(() => loadConfig({ ...PROD, AUTH_SANDBOX: 'true' })).toThrow(/AUTH_SANDBOX_SECRET: is the built-in development value/);
    expect(() => loadConfig({ ...PROD, AUTH_SANDBOX: 'true', AUTH_SANDBOX_SECRET: 'auth-sandbox-secret-change-me' })).toThrow(
      /AUTH_SANDBOX_SECRET/,
    );
    expect(loadConfig({ ...PROD, AUTH_SANDBOX: 'true', AUTH_SANDBOX_SECRET: SECRET }).AUTH_SANDBOX_SECRET).toBe(SECRET);
    // the auth sandbox is off in production unless asked for: its unused default is harmless there
    expect(loadConfig(PROD).AUTH_SANDBOX_SECRET).toBe('auth-sandbox-secret-change-me');
    expect(loadConfig({ ...PROD, AUTH_SANDBOX: 'false' }).AUTH_SANDBOX).toBe('false');
    expect(loadConfig({}).AUTH_SANDBOX_SECRET).toBe('auth-sandbox-secret-change-me');
  });

  it('runs the sandbox in production with a secret of its own', () => {
    const c = loadConfig({ ...PROD, PAYMENTS_MODE: 'sandbox', SANDBOX_WEBHOOK_SECRET: SECRET });
    expect(c.PAYMENTS_MODE).toBe('sandbox');
    expect(c.SANDBOX_WEBHOOK_SECRET).toBe(SECRET);
  });

  it('does not ask a live production start for the unused sandbox secret', () => {
    expect(loadConfig({ ...PROD, PAYMENTS_MODE: 'live' }).PAYMENTS_MODE).toBe('live');
  });

  it('accepts the development secret outside production (tests, npm start)', () => {
    expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_MODE: 'sandbox' }).PAYMENTS_MODE).toBe('sandbox');
  });
});
