import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_TTL_MS, clearReferralChannel, keepReferralChannel, readReferralChannel } from './channel.ts';

describe('referral channel kept through sign-up (small)', () => {
  beforeEach(() => {
    const mem = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
  });

  it('keeps, expires and clears', () => {
    keepReferralChannel({ code: 'HB00A1', channel: 'telegram', inviter: 'a***e' }, 1000);
    expect(readReferralChannel(2000)).toMatchObject({ code: 'HB00A1', channel: 'telegram' });
    expect(readReferralChannel(1000 + CHANNEL_TTL_MS + 1)).toBeNull();
    clearReferralChannel();
    expect(readReferralChannel(2000)).toBeNull();
  });
});
