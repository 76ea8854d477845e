import { describe, expect, it } from 'vitest';
import { isValidChainAddress } from './chain-address.ts';

describe('withdrawal addresses per chain (small)', async () => {
  it('BTC: legacy, P2SH, segwit and taproot mainnet addresses with valid checksums', async () => {
    for (const a of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ]) {
      expect(await isValidChainAddress('BTC', a), a).toBe(true);
    }
    for (const a of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '',
    ]) {
      expect(await isValidChainAddress('BTC', a), a).toBe(false);
    }
  });

  it('ETH: EIP-55 checksums are enforced on mixed case', async () => {
    expect(await isValidChainAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(await isValidChainAddress('ETH', '0x52908400098527886e0f7030069857d2e4169ee7')).toBe(true);
    expect(await isValidChainAddress('ETH', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false);
    expect(await isValidChainAddress('ETH', '0x52908400098527886E0F7030069857D2E4169E')).toBe(false);
    expect(await isValidChainAddress('ETH', 'vitalik.eth')).toBe(false);
  });

  it('TRON: base58check with the 0x41 prefix', async () => {
    expect(await isValidChainAddress('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(await isValidChainAddress('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(await isValidChainAddress('TRON', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(await isValidChainAddress('TRON', 'T123')).toBe(false);
  });

  it('TON: friendly mainnet and raw forms', async () => {
    expect(await isValidChainAddress('TON', 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2')).toBe(true);
    expect(await isValidChainAddress('TON', '0:ed16913070500471179b98b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7')).toBe(true);
    expect(await isValidChainAddress('TON', 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q3')).toBe(false);
    expect(await isValidChainAddress('TON', 'hello')).toBe(false);
  });

  it('refuses unknown chains and padded input', async () => {
    expect(await isValidChainAddress('SOL', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(await isValidChainAddress('TRON', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});
