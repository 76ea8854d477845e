import { sign as signInitData } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import { TelegramProvider, telegramWidgetHash } from './providers.ts';
import { checkInitData, signInitDataFields } from './telegram-init-data.ts';

const BOT = '123456:TEST-bot-token-for-small-tests';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const authDate = String(NOW / 1000 - 60);
const user = JSON.stringify({ id: 4242, first_name: 'Tim', last_name: 'Gram' });

/** Telegram Mini App initData (docs/security.md#requests-and-sessions): the hash covers every field; `signature` is optional. */
describe('Telegram initData check (small)', () => {
  it('accepts initData without `signature` (older clients) and with it (the official signer)', () => {
    const older = signInitDataFields({ auth_date: authDate, query_id: 'AAH', user }, BOT);
    expect(checkInitData(older, BOT, NOW, 86_400)).toEqual({
      ok: true,
      user: { id: 4242, first_name: 'Tim', last_name: 'Gram', username: undefined },
      authDateS: Number(authDate),
    });
    const newer = signInitData({ user: { id: 4242, first_name: 'Tim' } } as never, BOT, new Date(NOW - 60_000));
    expect(newer).toContain('signature=');
    expect(checkInitData(newer, BOT, NOW, 86_400)).toMatchObject({ ok: true, user: { id: 4242 } });
    // the hash covers `signature` too: changing it breaks the hash
    const withSig = signInitDataFields({ auth_date: authDate, signature: 'abc', user }, BOT);
    expect(checkInitData(withSig.replace('signature=abc', 'signature=abd'), BOT, NOW, 86_400)).toEqual({
      ok: false,
      check: 'hash_mismatch',
    });
  });

  it('names the check that failed', () => {
    const good = (f: Record<string, string>) => signInitDataFields(f, BOT);
    const cases: [string, string][] = [
      [signInitDataFields({ auth_date: authDate, user }, 'another:bot'), 'hash_mismatch'],
      [good({ auth_date: authDate, user }).replace('Tim', 'Tom'), 'hash_mismatch'],
      [new URLSearchParams({ auth_date: authDate, user }).toString(), 'missing_hash'],
      [`${good({ auth_date: authDate, user })}&hash=${'0'.repeat(64)}`, 'duplicate_field'],
      [good({ user }), 'missing_auth_date'],
      [good({ auth_date: String(NOW / 1000 - 2 * 86_400), user }), 'expired'],
      [good({ auth_date: authDate }), 'missing_user'],
      [good({ auth_date: authDate, user: '{"id":"x"}' }), 'bad_user'],
      [good({ auth_date: authDate, user: 'not json' }), 'bad_user'],
      ['x'.repeat(9000), 'too_long'],
    ];
    for (const [initData, check] of cases) expect(checkInitData(initData, BOT, NOW, 86_400), check).toEqual({ ok: false, check });
  });

  it('a refused credential logs which check failed, never the data; the player sees user.error.social_invalid', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { warn: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }) };
    const p = new TelegramProvider(BOT, 'live', () => NOW);
    const expired = signInitDataFields({ auth_date: String(NOW / 1000 - 2 * 86_400), user }, BOT);
    await expect(p.verify({ initData: expired }, log)).rejects.toMatchObject({ key: 'user.error.social_invalid' });
    await expect(p.verify({ initData: expired.replace('Tim', 'Tom') }, log)).rejects.toMatchObject({ key: 'user.error.social_invalid' });
    const fields = { id: 4242, first_name: 'Tim', auth_date: NOW / 1000 - 60 };
    await expect(p.verify({ ...fields, id: 4243, hash: telegramWidgetHash(fields, BOT) }, log)).rejects.toMatchObject({
      key: 'user.error.social_invalid',
    });
    expect(lines.map((l) => l.obj)).toEqual([
      { provider: 'telegram', via: 'initData', check: 'expired' },
      { provider: 'telegram', via: 'initData', check: 'hash_mismatch' },
      { provider: 'telegram', via: 'widget', check: 'hash_mismatch' },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Tim|Tom|4242|auth_date/);
    expect(await p.verify({ ...fields, hash: telegramWidgetHash(fields, BOT) }, log)).toMatchObject({ subject: '4242', name: 'Tim' });
    expect(lines).toHaveLength(3);
  });
});
