import { describe, it, expect } from 'vitest';
import {
  MAX_TICKET,
  SEED_TYPE,
  FairnessError,
  battleClientSeed,
  battleSeatTicket,
  boxTicket,
  fairFloat,
  fairFloats,
  fairShuffle,
  hmacSha256,
  isUpgradeWin,
  isValidClientSeed,
  isValidServerSeed,
  sha256Hex,
  tieWinnerIndex,
  ticketFromFloat,
} from './fairness.ts';

// Public test vectors from shared/design/fairness.md
const SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const SERVER_SEED_HASHED = '3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9';

/** The vectors print floats rounded to `digits` decimals. */
function expectPrinted(actual: number, printed: string): void {
  const digits = printed.split('.')[1].length;
  expect(actual.toFixed(digits)).toBe(printed);
}

describe('fairness.md public test vectors', () => {
  it('hashes the server seed', () => {
    expect(sha256Hex(SERVER_SEED)).toBe(SERVER_SEED_HASHED);
    expect(isValidServerSeed(SERVER_SEED)).toBe(true);
  });

  it('lucky-client nonce 0: float_0, float_1, float_2, float_8 and ticket', () => {
    expectPrinted(fairFloat(SERVER_SEED, 'lucky-client', 0, 0), '0.793617133284');
    expectPrinted(fairFloat(SERVER_SEED, 'lucky-client', 0, 1), '0.743983954657');
    expectPrinted(fairFloat(SERVER_SEED, 'lucky-client', 0, 2), '0.221002654871');
    expectPrinted(fairFloat(SERVER_SEED, 'lucky-client', 0, 8), '0.32767539518');
    expect(boxTicket(SERVER_SEED, 'lucky-client', 0)).toBe(793618);
  });

  it('lucky-client nonce 1: float_0 and ticket', () => {
    expectPrinted(fairFloat(SERVER_SEED, 'lucky-client', 1, 0), '0.030722141964');
    expect(boxTicket(SERVER_SEED, 'lucky-client', 1)).toBe(30723);
  });

  it('abc nonce 41: float_0 and ticket', () => {
    expectPrinted(fairFloat(SERVER_SEED, 'abc', 41, 0), '0.212465350982');
    expect(boxTicket(SERVER_SEED, 'abc', 41)).toBe(212466);
  });

  it('battle client seed for alpha, bot, beta', () => {
    expect(battleClientSeed('3f1e2d4c-0000-4000-8000-000000000001', ['alpha', 'bot', 'beta'])).toBe(
      'ebba3c943c7aaf8d4e842d38037c2a88fe18a8ad5db4580b68017e323666304b',
    );
  });
});

describe('hashing primitives', () => {
  it('sha256Hex matches the well-known digest of "abc" and of empty text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hmacSha256 matches RFC 4231 test case 2', () => {
    const mac = hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(mac).toBeInstanceOf(Uint8Array);
    expect(mac.length).toBe(32);
    expect(Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('float_0 is the first 4 HMAC bytes of round 0 as a base-256 fraction', () => {
    const b = hmacSha256(SERVER_SEED, 'lucky-client:0:0');
    const expected = b[0] / 256 + b[1] / 256 ** 2 + b[2] / 256 ** 3 + b[3] / 256 ** 4;
    expect(fairFloat(SERVER_SEED, 'lucky-client', 0, 0)).toBe(expected);
    const b1 = hmacSha256(SERVER_SEED, 'lucky-client:0:1');
    const f9 = b1[4] / 256 + b1[5] / 256 ** 2 + b1[6] / 256 ** 3 + b1[7] / 256 ** 4;
    expect(fairFloat(SERVER_SEED, 'lucky-client', 0, 9)).toBe(f9);
  });
});

describe('fairFloats', () => {
  it('equals fairFloat for every index across several rounds', () => {
    const floats = fairFloats(SERVER_SEED, 'lucky-client', 3, 20);
    expect(floats).toHaveLength(20);
    floats.forEach((f, k) => expect(f).toBe(fairFloat(SERVER_SEED, 'lucky-client', 3, k)));
    for (const f of floats) expect(f >= 0 && f < 1).toBe(true);
  });

  it('returns [] for count 0 and rejects bad arguments', () => {
    expect(fairFloats(SERVER_SEED, 'x', 0, 0)).toEqual([]);
    expect(() => fairFloats(SERVER_SEED, 'x', -1, 1)).toThrow(FairnessError);
    expect(() => fairFloats(SERVER_SEED, 'x', 0, 1.5)).toThrow(FairnessError);
    expect(() => fairFloat(SERVER_SEED, 'x', 0.5, 0)).toThrow(FairnessError);
    expect(() => fairFloat(SERVER_SEED, 'x', 0, -1)).toThrow(FairnessError);
  });
});

describe('tickets', () => {
  it('maps floats onto 1..1,000,000', () => {
    expect(MAX_TICKET).toBe(1_000_000);
    expect(ticketFromFloat(0)).toBe(1);
    expect(ticketFromFloat(0.5)).toBe(500_001);
    expect(ticketFromFloat(0xffffffff / 2 ** 32)).toBe(1_000_000);
    expect(() => ticketFromFloat(1)).toThrow(FairnessError);
    expect(() => ticketFromFloat(-0.1)).toThrow(FairnessError);
    expect(() => ticketFromFloat(Number.NaN)).toThrow(FairnessError);
  });

  it('battle seat ticket uses nonce = round and float index seat - 1', () => {
    const seed = battleClientSeed('3f1e2d4c-0000-4000-8000-000000000001', ['alpha', 'bot', 'beta']);
    for (let round = 0; round < 3; round++) {
      for (let seat = 1; seat <= 3; seat++) {
        expect(battleSeatTicket(SERVER_SEED, seed, round, seat)).toBe(ticketFromFloat(fairFloat(SERVER_SEED, seed, round, seat - 1)));
      }
    }
    // round 0 seat 1 is the box ticket of nonce 0 with the battle client seed
    expect(battleSeatTicket(SERVER_SEED, seed, 0, 1)).toBe(boxTicket(SERVER_SEED, seed, 0));
    expect(() => battleSeatTicket(SERVER_SEED, seed, 0, 0)).toThrow(FairnessError);
    expect(() => battleSeatTicket(SERVER_SEED, seed, -1, 1)).toThrow(FairnessError);
  });

  it('tie winner uses nonce = totalRounds, float_0, floor(float_0 * count)', () => {
    // lucky-client nonce 0 float_0 = 0.7936...: 2 tied -> index 1; 4 tied -> 3; 5 tied -> 3
    expect(tieWinnerIndex(SERVER_SEED, 'lucky-client', 0, 2)).toBe(1);
    expect(tieWinnerIndex(SERVER_SEED, 'lucky-client', 0, 4)).toBe(3);
    expect(tieWinnerIndex(SERVER_SEED, 'lucky-client', 0, 5)).toBe(3);
    // nonce 1 float_0 = 0.0307...: always index 0 for small counts
    expect(tieWinnerIndex(SERVER_SEED, 'lucky-client', 1, 2)).toBe(0);
    expect(tieWinnerIndex(SERVER_SEED, 'lucky-client', 1, 1)).toBe(0);
    expect(() => tieWinnerIndex(SERVER_SEED, 'lucky-client', 1, 0)).toThrow(FairnessError);
  });
});

describe('battleClientSeed', () => {
  it('is SHA-256 of uuid and seat seeds joined by ":"', () => {
    expect(battleClientSeed('u', ['a', 'b'])).toBe(sha256Hex('u:a:b'));
    expect(battleClientSeed('u', ['b', 'a'])).not.toBe(battleClientSeed('u', ['a', 'b']));
    expect(() => battleClientSeed('u', [])).toThrow(FairnessError);
  });
});

describe('fairShuffle', () => {
  it('draws floor(float_k * remaining) without replacement, in order', () => {
    // pool [0,1,2,3]: 0.5*4=2 -> 2; pool [0,1,3]: 0.0 -> 0; pool [1,3]: 0.99*2=1 -> 3; last -> 1
    expect(fairShuffle([0.5, 0, 0.99], 4)).toEqual([2, 0, 3, 1]);
    expect(fairShuffle([0, 0, 0, 0], 4)).toEqual([0, 1, 2, 3]);
    expect(fairShuffle([0.999, 0.999, 0.999], 4)).toEqual([3, 2, 1, 0]);
  });

  it('is a permutation when driven by real floats and ignores extra floats', () => {
    const floats = fairFloats(SERVER_SEED, 'lucky-client', 0, 52);
    const deck = fairShuffle(floats, 52);
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    // first pick uses float_0 = 0.7936... over 52 cards
    expect(deck[0]).toBe(Math.floor(floats[0] * 52));
    expect(fairShuffle([...floats, 0.1, 0.2], 52)).toEqual(deck);
  });

  it('handles n = 0 and n = 1 and rejects too few or bad floats', () => {
    expect(fairShuffle([], 0)).toEqual([]);
    expect(fairShuffle([], 1)).toEqual([0]);
    expect(() => fairShuffle([0.1], 3)).toThrow(FairnessError);
    expect(() => fairShuffle([1, 0.5], 3)).toThrow(FairnessError);
  });
});

describe('isUpgradeWin', () => {
  it('wins only when float_0 < chance', () => {
    expect(isUpgradeWin(0.49, 0.5)).toBe(true);
    expect(isUpgradeWin(0.5, 0.5)).toBe(false);
    expect(isUpgradeWin(0, 0)).toBe(false);
    expect(isUpgradeWin(0.9999, 1)).toBe(true);
    expect(() => isUpgradeWin(0.5, 1.1)).toThrow(FairnessError);
    expect(() => isUpgradeWin(1, 0.5)).toThrow(FairnessError);
  });
});

describe('seed validation and constants', () => {
  it('client seed: 1..64 printable ASCII', () => {
    expect(isValidClientSeed('lucky-client')).toBe(true);
    expect(isValidClientSeed(' ~')).toBe(true);
    expect(isValidClientSeed('a'.repeat(64))).toBe(true);
    expect(isValidClientSeed('a'.repeat(65))).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('café')).toBe(false);
  });

  it('server seed: exactly 64 lowercase hex', () => {
    expect(isValidServerSeed('0'.repeat(64))).toBe(true);
    expect(isValidServerSeed(SERVER_SEED.toUpperCase())).toBe(false);
    expect(isValidServerSeed(SERVER_SEED.slice(1))).toBe(false);
    expect(isValidServerSeed(`${SERVER_SEED.slice(1)}g`)).toBe(false);
  });

  it('seed types are 1 box, 2 battle, 3 game', () => {
    expect(SEED_TYPE).toEqual({ box: 1, battle: 2, game: 3 });
  });
});
