import { randomBytes, randomFillSync } from 'node:crypto';

/** Source of unpredictable ids and seeds (never outcomes: those come from the fairness stream). */
export interface RandomSource {
  /** `bytes` CSPRNG bytes as lowercase hex (2 x bytes characters) */
  hex(bytes: number): string;
}

/** CSPRNG bytes drawn ahead, refilled whole (node's randomUUID keeps such a pool too); each byte is handed out once. */
const POOL = Buffer.alloc(4096);
let poolAt = POOL.length;
/** Requests above this many bytes are drawn on their own, not from the pool. */
const POOLED_MAX = 64;

/**
 * `bytes` CSPRNG bytes as lowercase hex. Up to POOLED_MAX bytes come from a 4 KiB pool filled by one `randomFillSync`
 * (a box opening without a client key draws 16 bytes for its key: one OpenSSL call per request was 1.5 % of the
 * server's CPU in bench:open, docs/benchmarks.md); larger requests call `randomBytes`.
 * @throws RangeError when `bytes` is not a non-negative integer
 */
export function cryptoHex(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 0) throw new RangeError(`bad byte count ${bytes}`);
  if (bytes > POOLED_MAX) return randomBytes(bytes).toString('hex');
  if (poolAt + bytes > POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  const hex = POOL.toString('hex', poolAt, poolAt + bytes);
  poolAt += bytes;
  return hex;
}

export const cryptoRandom: RandomSource = { hex: cryptoHex };

/** Clock, passed in so tests can hold time. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that runs `offsetMs` ahead of (or behind) the system clock. Development and test servers only
 * (container.ts uses it when NODE_ENV is not production; POST /api/dev/clock sets the offset), so an e2e
 * test can make the server's today a player's birthday. Production always runs on `systemClock`.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  setOffset(ms: number): void {
    this.offsetMs = ms;
  }
}
