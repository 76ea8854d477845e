import { DAY_MS } from '@hapa/domain';
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

const KEY = 'hapa.referral';
/** How long a kept referral channel lasts before sign-up (30 days). */
export const CHANNEL_TTL_MS = 30 * DAY_MS;

/** The referral channel kept through sign-up (docs/product/states.md#after-sign-up): the link's code, its share channel, who invited. */
export interface ReferralChannel {
  code: string;
  channel: string | null;
  inviter: string;
  at: number;
}

/** Keeps the channel of a visited /r/{code} or /ref/{code} link (a later link replaces it). */
export function keepReferralChannel(c: Omit<ReferralChannel, 'at'>, now = Date.now()): void {
  writeJson(KEY, { ...c, at: now });
}

/** The kept channel, or null when none or older than CHANNEL_TTL_MS. */
export function readReferralChannel(now = Date.now()): ReferralChannel | null {
  const c = readJson<ReferralChannel>(KEY);
  if (!c || typeof c.code !== 'string' || typeof c.at !== 'number' || now - c.at > CHANNEL_TTL_MS) return null;
  return c;
}

/** Drops the kept channel (after a sign-up used it). */
export function clearReferralChannel(): void {
  removeKey(KEY);
}
