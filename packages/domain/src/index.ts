/** @hapa/domain: pure rules shared by the server and the web app (no I/O, browser-safe). */
export * from './fairness.ts';
export * from './odds.ts';
export * from './money.ts';
export * from './deposit.ts';
export * from './vip.ts';
export * from './auth-rules.ts';
export * from './format.ts';
export * from './search.ts';
export * from './battle.ts';
export * from './crypto-quote.ts';
export * from './presentation-prng.ts';
export * from './odds-editor.ts';
export * from './banners.ts';
export * from './progression.ts';
export * from './orders.ts';
export * from './referral.ts';
export * from './games/index.ts';
