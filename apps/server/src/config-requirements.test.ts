import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startLine } from './start-line.ts';

/** Production with every secret of its own and every required capability configured (nothing degraded). */
const FULL = {
  NODE_ENV: 'production',
  OPS_TOTP_KEY: 'a-real-ops-totp-key-0123456789',
  TRANSPARENCY_LOG_KEY: '11'.repeat(32),
  TRANSPARENCY_PLAYER_KEY: 'a-real-transparency-player-key',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  CRYPTO_PRICE_FEED: 'binance',
  BOT_CHECK_SECRET: 'a-real-bot-check-secret',
  NOWPAYMENTS_API_KEY: 'np-api-key',
  NOWPAYMENTS_EMAIL: 'payouts@hapabox.example',
  NOWPAYMENTS_PASSWORD: 'np-password',
  NOWPAYMENTS_IPN_SECRET: 'np-ipn-secret',
};
const without = (...names: (keyof typeof FULL)[]) =>
  Object.fromEntries(Object.entries(FULL).filter(([k]) => !names.includes(k as keyof typeof FULL)));

/**
 * No silent offline default in production (README "Configuration", config-secrets.ts `requiredInProduction`): each
 * capability is refused naming its variable, accepted with its explicit opt-out, a contradiction is refused
 * everywhere, and the start line names every degraded capability.
 */
describe('production requirements', () => {
  it('starts a fully configured production with nothing degraded on the start line', () => {
    const c = loadConfig(FULL);
    expect(startLine(c, 'https://hapabox.example')).toEqual({ msg: 'HapaBox is serving https://hapabox.example', degraded: [] });
  });

  it('refuses production without SMTP_URL, naming it; MAIL_MODE=log runs without mail on purpose', () => {
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(/SMTP_URL: mail is required in production .*MAIL_MODE=log/);
    const c = loadConfig({ ...without('SMTP_URL'), MAIL_MODE: 'log' });
    expect(c.MAIL_MODE).toBe('log');
    expect(startLine(c, 'https://h.example')).toEqual({
      msg: 'HapaBox is serving https://h.example; degraded: mail is not sent (MAIL_MODE=log: mails stay in the outbox table)',
      degraded: ['mail'],
    });
  });

  it('refuses production with the static crypto price feed by default, naming CRYPTO_PRICE_FEED; static set explicitly runs', () => {
    expect(() => loadConfig(without('CRYPTO_PRICE_FEED'))).toThrow(
      /CRYPTO_PRICE_FEED: live crypto prices is required in production .*CRYPTO_PRICE_FEED=binance, or CRYPTO_PRICE_FEED=static/,
    );
    const c = loadConfig({ ...FULL, CRYPTO_PRICE_FEED: 'static' });
    expect(c.CRYPTO_PRICE_FEED).toBe('static');
    expect(startLine(c, 'https://h.example').msg).toBe(
      'HapaBox is serving https://h.example; degraded: crypto prices are fixed (CRYPTO_PRICE_FEED=static: CRYPTO_PRICES over the built-in prices)',
    );
  });

  it('refuses production without a bot-check secret, naming BOT_CHECK_SECRET; BOT_CHECK_MODE=off disables it on purpose', () => {
    expect(() => loadConfig(without('BOT_CHECK_SECRET'))).toThrow(
      /BOT_CHECK_SECRET: bot check is required in production .*BOT_CHECK_MODE=off/,
    );
    const c = loadConfig({ ...without('BOT_CHECK_SECRET'), BOT_CHECK_MODE: 'off' });
    expect(startLine(c, 'https://h.example')).toEqual({
      msg: 'HapaBox is serving https://h.example; degraded: no bot check on sign-up, login and reset (BOT_CHECK_MODE=off)',
      degraded: ['bot check'],
    });
  });

  it('refuses production without a payout provider, naming PAYOUT_PROVIDER; PAYOUT_PROVIDER=manual pays by hand on purpose', () => {
    const bare = without('NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_EMAIL', 'NOWPAYMENTS_PASSWORD', 'NOWPAYMENTS_IPN_SECRET');
    expect(() => loadConfig(bare)).toThrow(
      /PAYOUT_PROVIDER: payouts is required in production .*NOWPAYMENTS_API_KEY.*PAYOUT_PROVIDER=manual/,
    );
    // the sandbox is never a production payout provider, even named
    expect(() => loadConfig({ ...bare, PAYOUT_PROVIDER: 'sandbox' })).toThrow(/PAYOUT_PROVIDER: payouts is required in production/);
    const c = loadConfig({ ...bare, PAYOUT_PROVIDER: 'manual' });
    expect(startLine(c, 'https://h.example').degraded).toEqual(['payouts']);
    // NOWPayments is all four keys or none, everywhere
    expect(() => loadConfig({ NOWPAYMENTS_API_KEY: 'k' })).toThrow(/NOWPAYMENTS_\*: set all of/);
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'nowpayments' })).toThrow(/PAYOUT_PROVIDER: nowpayments needs/);
  });

  it('names every missing capability at once, and the start line every opted-out one', () => {
    const bare = without('SMTP_URL', 'CRYPTO_PRICE_FEED', 'BOT_CHECK_SECRET');
    let message = '';
    try {
      loadConfig(bare);
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['SMTP_URL', 'CRYPTO_PRICE_FEED', 'BOT_CHECK_SECRET']) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    const c = loadConfig({ ...bare, MAIL_MODE: 'log', CRYPTO_PRICE_FEED: 'static', BOT_CHECK_MODE: 'off' });
    expect(startLine(c, 'https://h.example').degraded).toEqual(['live crypto prices', 'mail', 'bot check']);
  });

  it('refuses an opt-out beside the variable it opts out of, in every environment', () => {
    expect(() => loadConfig({ ...FULL, MAIL_MODE: 'log' })).toThrow(/MAIL_MODE: MAIL_MODE=log opts mail out while SMTP_URL configures it/);
    expect(() => loadConfig({ ...FULL, BOT_CHECK_MODE: 'off' })).toThrow(/BOT_CHECK_MODE: BOT_CHECK_MODE=off opts bot check out/);
    expect(() => loadConfig({ SMTP_URL: FULL.SMTP_URL, MAIL_MODE: 'log' })).toThrow(/MAIL_MODE/);
    expect(() => loadConfig({ MAIL_MODE: 'smtp' })).toThrow(/MAIL_MODE/);
  });

  it('keeps the offline defaults outside production, and the start line says they are degraded', () => {
    const c = loadConfig({});
    expect([c.SMTP_URL, c.CRYPTO_PRICE_FEED, c.BOT_CHECK_SECRET]).toEqual([undefined, 'static', undefined]);
    expect(startLine(c, 'http://localhost:3000').degraded).toEqual(['live crypto prices', 'mail', 'payouts', 'bot check']);
  });
});
