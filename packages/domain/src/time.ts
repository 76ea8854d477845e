/** One day in milliseconds: the one day-length constant of server and web (UTC days; no calendar maths on it). */
export const DAY_MS = 86_400_000;
/** One hour in milliseconds. */
export const HOUR_MS = 3_600_000;
