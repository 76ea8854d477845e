import { z } from 'zod';

const realtimeUrl = z
  .string()
  .url()
  .refine((u) => /^(https?|wss?):\/\//.test(u), 'http(s) or ws(s) URL')
  .optional();

/** Client environment variables (docs/product/endpoints.md#realtime realtime region), merged into the app config (config.ts). */
export const CLIENT_ENV = {
  /** Socket.IO origin of the main realtime region; unset: this server */
  REALTIME_URL_MAIN: realtimeUrl,
  /** Socket.IO origin of the Kenya region (site code KE); unset: this server */
  REALTIME_URL_KE: realtimeUrl,
};

/**
 * The realtime regions GET /api/sys/config hands the browser (docs/product/endpoints.md#realtime "Realtime connection (region main or
 * Kenya)"): '' means this server's own origin.
 */
export function realtimeRegions(config: { REALTIME_URL_MAIN?: string; REALTIME_URL_KE?: string }): { main: string; ke: string } {
  return { main: config.REALTIME_URL_MAIN ?? '', ke: config.REALTIME_URL_KE ?? '' };
}

/** http(s) origins of configured realtime regions, for the CSP's connect-src (Socket.IO polling); ws(s) is allowed already. */
export function realtimeOrigins(config: { REALTIME_URL_MAIN?: string; REALTIME_URL_KE?: string }): string[] {
  return [config.REALTIME_URL_MAIN, config.REALTIME_URL_KE]
    .filter((u): u is string => !!u && /^https?:/.test(u))
    .map((u) => new URL(u).origin);
}
