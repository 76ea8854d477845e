import { z } from 'zod';

/**
 * Request headers (docs/product/endpoints.md#conventions; "refer channel, share channel, refer link, fbp, fbc, pixel, siteCode, fbCode,
 * fromPage, browser, OS, platform, deviceId, device size/ratio/model"), plus the app shell's version.
 * One table shared by the browser (which sends only values passing it) and the server (which records only
 * values passing it, with sign-up and deposit orders, for attribution). Header names are case-insensitive;
 * Node lower-cases them.
 */
export interface AttributionField {
  /** the request header carrying it */
  header: string;
  /** longest value kept (characters) */
  max: number;
  /** a value must match this whole (anchored) */
  pattern?: RegExp;
  /** or be one of these */
  values?: readonly string[];
}

/** Browsers the web app names (anything else is `other`). */
export const ATTRIBUTION_BROWSERS = ['chrome', 'safari', 'firefox', 'edge', 'opera', 'samsung', 'telegram', 'webview', 'other'] as const;
/** Operating systems the web app names. */
export const ATTRIBUTION_OSES = ['ios', 'android', 'windows', 'macos', 'linux', 'chromeos', 'other'] as const;
/** Where the web app runs (docs/product/README.md): a browser, the native app shell, the Telegram mini-app. */
export const CLIENT_PLATFORMS = ['web', 'app', 'telegram'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

const CHANNEL = /^[A-Za-z0-9_.-]{1,32}$/;

export const ATTRIBUTION_FIELDS = {
  referChannel: { header: 'referChannel', max: 32, pattern: CHANNEL },
  shareChannel: { header: 'shareChannel', max: 32, pattern: CHANNEL },
  /** the referral link the player came through: an absolute http(s) URL or a path */
  referLink: { header: 'referLink', max: 300, pattern: /^(https?:\/\/[\x21-\x7e]+|\/[\x21-\x7e]*)$/ },
  /** Meta browser id (cookie `_fbp`): fb.1.<ms>.<random> */
  fbp: { header: 'fbp', max: 64, pattern: /^fb\.\d\.\d{10,13}\.\d{1,20}$/ },
  /** Meta click id (cookie `_fbc`, or made from `?fbclid=`): fb.1.<ms>.<fbclid> */
  fbc: { header: 'fbc', max: 255, pattern: /^fb\.\d\.\d{10,13}\.[A-Za-z0-9_-]{1,220}$/ },
  /** Meta pixel id */
  pixel: { header: 'pixel', max: 20, pattern: /^\d{5,20}$/ },
  /** country variant (docs/product/README.md), e.g. KE */
  siteCode: { header: 'siteCode', max: 8, pattern: /^[A-Z]{2,8}$/ },
  fbCode: { header: 'fbCode', max: 64, pattern: /^[A-Za-z0-9_-]{1,64}$/ },
  /** the route the request was made from (path only) */
  fromPage: { header: 'fromPage', max: 200, pattern: /^\/[A-Za-z0-9_.~%/-]{0,199}$/ },
  browser: { header: 'browser', max: 16, values: ATTRIBUTION_BROWSERS },
  os: { header: 'os', max: 16, values: ATTRIBUTION_OSES },
  platform: { header: 'platform', max: 16, values: CLIENT_PLATFORMS },
  /** this browser's random id (lib/device-id.ts), the existing header */
  deviceId: { header: 'X-Device-Id', max: 64, pattern: /^[A-Za-z0-9_-]{8,64}$/ },
  /** CSS pixels, WIDTHxHEIGHT */
  deviceSize: { header: 'deviceSize', max: 11, pattern: /^\d{2,5}x\d{2,5}$/ },
  /** devicePixelRatio, up to 2 decimals */
  deviceRatio: { header: 'deviceRatio', max: 5, pattern: /^\d{1,2}(\.\d{1,2})?$/ },
  /** a model name when the platform tells one (user-agent client hints, the app shell) */
  deviceModel: { header: 'deviceModel', max: 64, pattern: /^[A-Za-z0-9 _.()/-]{1,64}$/ },
  /** the native app shell's version (from its user agent or `?appVersion=`) */
  appVersion: { header: 'appVersion', max: 20, pattern: /^\d{1,3}(\.\d{1,4}){1,3}$/ },
} as const satisfies Record<string, AttributionField>;

export type AttributionKey = keyof typeof ATTRIBUTION_FIELDS;
export type Attribution = Partial<Record<AttributionKey, string>>;
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_FIELDS) as AttributionKey[];

/** True when `value` is a value the docs/product/endpoints.md table accepts for `key` (length bounded, pattern or list). */
export function isAttributionValue(key: AttributionKey, value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  const f: AttributionField = ATTRIBUTION_FIELDS[key];
  if (value.length > f.max) return false;
  if (f.values) return f.values.includes(value);
  return f.pattern ? f.pattern.test(value) : false;
}

/**
 * Keeps the known, well-formed docs/product/endpoints.md values of `raw` (by field name); everything else is dropped, never
 * repaired. Used by the browser before sending and by the server before recording.
 */
export function cleanAttribution(raw: Partial<Record<AttributionKey, unknown>>): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const v = raw[key];
    if (isAttributionValue(key, v)) out[key] = v;
  }
  return out;
}

/** Realtime regions (docs/product/endpoints.md#realtime "Realtime connection (region main or Kenya)"): `main`, and `ke` for the Kenya site. */
export const RealtimeRegions = z.object({ main: z.string(), ke: z.string() });
export type RealtimeRegions = z.infer<typeof RealtimeRegions>;

/** POST /api/dev/telegram/init-data (development and test only): a test person for the Telegram harness. */
export const DevTelegramInitDataBody = z.object({
  /** a number naming the test person (the same one signs in as the same player) */
  person: z.number().int().min(1).max(1_000_000).default(1),
  name: z.string().trim().min(1).max(64).default('Telegram Tester'),
});
export const DevTelegramInitData = z.object({ initData: z.string() });

/** The native app shell's user-agent token: `HapaBoxApp/<version>` (docs/product/routes.md#navigation in-app mode by user agent). */
const APP_UA_VERSION = /HapaBoxApp\/(\d{1,3}(?:\.\d{1,4}){1,3})/i;

/** The app version in a user agent (`HapaBoxApp/1.0.7` -> '1.0.7'), else null. */
export function appVersionFromUserAgent(userAgent: string | null | undefined): string | null {
  const m = APP_UA_VERSION.exec(userAgent ?? '');
  return m ? m[1]! : null;
}

/** Compares dotted versions numerically ('1.0.10' > '1.0.9'; missing parts are 0): -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The first app version that has the bridge of docs/product/roles.md (payment finished messages); older ones are "1.0.x". */
export const MIN_SUPPORTED_APP_VERSION = '1.1.0';

/** True for a legacy app shell (docs/product/roles.md#app-shell-and-telegram "legacy app versions 1.0.x asked to update"): a version below 1.1.0. */
export function isLegacyAppVersion(version: string | null | undefined): boolean {
  if (!version || !isAttributionValue('appVersion', version)) return false;
  return compareVersions(version, MIN_SUPPORTED_APP_VERSION) < 0;
}
