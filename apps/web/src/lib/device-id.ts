import { readJson, writeJson } from './storage.ts';

const KEY = 'hapa.deviceId';

/**
 * This browser's device id (docs/product/endpoints.md#conventions deviceId header): a random id made once and kept in storage (not cleared
 * on logout). The server compares it for self-referrals (apps/server/src/modules/referral/README.md); it identifies nothing else.
 */
export function deviceId(): string {
  const kept = readJson<string>(KEY);
  if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeJson(KEY, id);
  return id;
}

/** Request headers carrying the device id. */
export function deviceHeaders(): Record<string, string> {
  return { 'X-Device-Id': deviceId() };
}
