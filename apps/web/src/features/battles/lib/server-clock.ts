/**
 * Server time in the browser: every battle response carries `serverTime`; the offset to the local
 * clock is kept so reels animate on the server's reveal times (not the device clock).
 */
let offsetMs = 0;

/** Records the server time of a response that has just arrived. */
export function noteServerTime(iso: string): void {
  const t = Date.parse(iso);
  if (Number.isFinite(t)) offsetMs = t - Date.now();
}

/** The server's clock now, ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
