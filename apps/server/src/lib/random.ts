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
