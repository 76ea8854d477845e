import { createHmac, timingSafeEqual } from 'node:crypto';

/** The check a refused Telegram credential failed: logged (never the data itself), the player sees `user.error.social_invalid`. */
export type TelegramCheck =
  'too_long' | 'duplicate_field' | 'missing_hash' | 'hash_mismatch' | 'missing_auth_date' | 'expired' | 'missing_user' | 'bad_user';

/** The Mini App user initData vouches for (the fields we read). */
export interface TelegramInitUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

export type InitDataResult = { ok: true; user: TelegramInitUser; authDateS: number } | { ok: false; check: TelegramCheck };

/** Longest initData accepted, characters. */
export const INIT_DATA_MAX_LENGTH = 8192;

/** HMAC-SHA256 key of Mini App data: HMAC_SHA256(key "WebAppData", message bot token). */
export function initDataSecret(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

/** The data-check-string of `fields`: `key=value` lines of every field but `hash`, sorted by key, joined by "\n". */
export function dataCheckString(fields: [string, string][]): string {
  return fields
    .filter(([k]) => k !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/**
 * Checks Telegram Mini App `initData` (docs/security.md#requests-and-sessions, Telegram's "Validating data
 * received via the Mini App"): `hash` must be HMAC_SHA256(initDataSecret(botToken), dataCheckString(all other
 * fields)). The hash covers EVERY field, `signature` (the third-party Ed25519 signature newer clients add) included
 * when present, so initData without `signature` (older clients) is just as proven. Then `auth_date` must be at most
 * `maxAgeS` old and `user` a JSON object with an integer `id`. Never throws.
 * @param nowMs the clock, ms since epoch
 * @returns the user and auth_date (seconds), or the first check that failed
 */
export function checkInitData(initData: string, botToken: string, nowMs: number, maxAgeS: number): InitDataResult {
  if (initData.length > INIT_DATA_MAX_LENGTH) return { ok: false, check: 'too_long' };
  const fields = [...new URLSearchParams(initData).entries()];
  const byKey = new Map(fields);
  if (byKey.size !== fields.length) return { ok: false, check: 'duplicate_field' };
  const hash = byKey.get('hash');
  if (!hash) return { ok: false, check: 'missing_hash' };
  const expected = createHmac('sha256', initDataSecret(botToken)).update(dataCheckString(fields)).digest();
  const given = /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) return { ok: false, check: 'hash_mismatch' };
  const authDate = byKey.get('auth_date');
  if (!authDate || !/^\d{1,12}$/.test(authDate)) return { ok: false, check: 'missing_auth_date' };
  const authDateS = Number(authDate);
  if (nowMs / 1000 - authDateS > maxAgeS) return { ok: false, check: 'expired' };
  const userJson = byKey.get('user');
  if (!userJson) return { ok: false, check: 'missing_user' };
  let user: unknown;
  try {
    user = JSON.parse(userJson);
  } catch {
    return { ok: false, check: 'bad_user' };
  }
  const u = user as Partial<TelegramInitUser> | null;
  if (!u || typeof u !== 'object' || !Number.isSafeInteger(u.id) || (u.id as number) <= 0) return { ok: false, check: 'bad_user' };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    ok: true,
    user: { id: u.id as number, first_name: text(u.first_name), last_name: text(u.last_name), username: text(u.username) },
    authDateS,
  };
}

/** initData signed as Telegram signs it (the sandbox and tests): `fields` plus their `hash`, URL-encoded. */
export function signInitDataFields(fields: Record<string, string>, botToken: string): string {
  const entries = Object.entries(fields);
  const hash = createHmac('sha256', initDataSecret(botToken)).update(dataCheckString(entries)).digest('hex');
  return new URLSearchParams([...entries, ['hash', hash]]).toString();
}
