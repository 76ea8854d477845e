import { randomBytes } from 'node:crypto';

/** Source of unpredictable ids and seeds (never outcomes: those come from the fairness stream). */
export interface RandomSource {
  /** `bytes` CSPRNG bytes as lowercase hex (2 x bytes characters) */
  hex(bytes: number): string;
}

export const cryptoRandom: RandomSource = { hex: (bytes) => randomBytes(bytes).toString('hex') };

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
