/**
 * Request headers sent by the API client with every call (docs/product/endpoints.md#conventions): refer channel, share channel, refer link,
 * fbp, fbc, pixel, siteCode, fbCode, fromPage, browser, OS, platform, deviceId, device size / ratio / model
 * (and the app shell's version). Only values passing the shared table (`@hapa/contracts` ATTRIBUTION_FIELDS)
 * are sent; the server records them with sign-ups and deposit orders.
 */
import { DAY_MS } from '@hapa/domain';
import {
  ATTRIBUTION_FIELDS,
  appVersionFromUserAgent,
  cleanAttribution,
  type Attribution,
  type AttributionKey,
  type ClientPlatform,
} from '@hapa/contracts';
import { appVersionIn, detectPlatform } from './app-shell.ts';
import { deviceId } from './device-id.ts';
import { readJson, writeJson } from './storage.ts';
import { cookieValue } from './cookies.ts';

/** First-touch landing values kept for 30 days (ad channel, pixel, fb code, click id). */
const LANDING_KEY = 'hapa.attribution';
/** The referral channel the referral feature keeps (features/referral/lib/channel.ts). */
const REFERRAL_KEY = 'hapa.referral';
/** The country variant (features/wallet/lib/site-code.ts). */
const SITE_KEY = 'hapa.siteCode';
const LANDING_TTL_MS = 30 * DAY_MS;

/** Everything the headers are made from (tests pass their own). */
export interface HeaderContext {
  pathname: string;
  cookies: string;
  userAgent: string;
  screen: { width: number; height: number; ratio: number };
  platform: ClientPlatform;
  /** the app shell's version (lib/app-shell.ts appVersionIn: query, kept for the tab, or user agent) */
  appVersion: string | null;
  deviceId: string | null;
  siteCode: string | null;
  referral: { code?: unknown; channel?: unknown } | null;
  landing: Landing | null;
  now: number;
}

/** What a landing URL said (kept so a later sign-up or deposit still carries it). */
export interface Landing {
  referChannel?: string;
  pixel?: string;
  fbCode?: string;
  fbclid?: string;
  /** when the click id was seen (ms), for fbc */
  fbclidAt?: number;
  at: number;
}

/** Browser family from a user agent (the docs/product/endpoints.md#conventions `browser` list). */
export function browserOf(ua: string): string {
  if (/Telegram/i.test(ua)) return 'telegram';
  if (/HapaBoxApp|; wv\)/i.test(ua)) return 'webview';
  if (/SamsungBrowser/i.test(ua)) return 'samsung';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/OPR\/|Opera/.test(ua)) return 'opera';
  if (/Firefox\/|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS|Chromium/.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return 'other';
}

/** Operating system from a user agent (the docs/product/endpoints.md#conventions `os` list). */
export function osOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/CrOS/.test(ua)) return 'chromeos';
  if (/Windows/.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macos';
  if (/Linux/.test(ua)) return 'linux';
  return 'other';
}

/** A device model the user agent names (Android `; Pixel 8 Build/`, iPhone, iPad), else null. */
export function deviceModelOf(ua: string): string | null {
  if (/iPad/.test(ua)) return 'iPad';
  if (/iPhone/.test(ua)) return 'iPhone';
  const m = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua);
  const model = m?.[1]?.trim();
  return model && model !== 'K' && model.length <= 64 ? model : null;
}

/** Landing values of a URL query merged over the kept ones (a new value replaces an old one). */
export function landingFrom(search: string, kept: Landing | null, now: number): Landing | null {
  const q = new URLSearchParams(search);
  const fresh: Partial<Landing> = {};
  const channel = q.get('referChannel') ?? q.get('channel') ?? q.get('utm_source');
  if (channel) fresh.referChannel = channel;
  if (q.get('pixel')) fresh.pixel = q.get('pixel')!;
  if (q.get('fbCode')) fresh.fbCode = q.get('fbCode')!;
  if (q.get('fbclid')) {
    fresh.fbclid = q.get('fbclid')!;
    fresh.fbclidAt = now;
  }
  const base = kept && now - kept.at <= LANDING_TTL_MS ? kept : null;
  if (Object.keys(fresh).length === 0) return base;
  return { ...(base ?? {}), ...fresh, at: now };
}

/**
 * The docs/product/endpoints.md#conventions headers for `ctx`: header name -> value, only known and well-formed values (bounded lengths);
 * fbp/fbc from the `_fbp`/`_fbc` cookies, fbc made from a landing `fbclid` when there is no cookie.
 */
export function buildRequestHeaders(ctx: HeaderContext): Record<string, string> {
  const landing = ctx.landing;
  const fbclid = landing?.fbclid;
  const code = typeof ctx.referral?.code === 'string' ? ctx.referral.code : null;
  const raw: Partial<Record<AttributionKey, unknown>> = {
    referChannel: landing?.referChannel,
    shareChannel: ctx.referral?.channel,
    referLink: code ? `/r/${code}` : undefined,
    fbp: cookieValue(ctx.cookies, '_fbp'),
    fbc: cookieValue(ctx.cookies, '_fbc') ?? (fbclid ? `fb.1.${landing?.fbclidAt ?? ctx.now}.${fbclid}` : undefined),
    pixel: landing?.pixel,
    siteCode: ctx.siteCode,
    fbCode: landing?.fbCode,
    fromPage: ctx.pathname,
    browser: browserOf(ctx.userAgent),
    os: osOf(ctx.userAgent),
    platform: ctx.platform,
    deviceId: ctx.deviceId,
    deviceSize: `${Math.round(ctx.screen.width)}x${Math.round(ctx.screen.height)}`,
    // eslint-disable-next-line no-restricted-syntax -- a screen ratio rounded to 2 decimals, not money
    deviceRatio: String(Math.round(ctx.screen.ratio * 100) / 100),
    deviceModel: deviceModelOf(ctx.userAgent),
    appVersion: ctx.appVersion ?? appVersionFromUserAgent(ctx.userAgent),
  };
  const clean: Attribution = cleanAttribution(raw);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(clean) as [AttributionKey, string][]) headers[ATTRIBUTION_FIELDS[key].header] = value;
  return headers;
}

/** The current page's docs/product/endpoints.md#conventions headers (reads the URL, cookies, storage; keeps landing values). */
export function currentRequestHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const now = Date.now();
  const kept = readJson<Landing>(LANDING_KEY);
  const landing = landingFrom(window.location.search, kept, now);
  if (landing && landing !== kept) writeJson(LANDING_KEY, landing);
  let id: string | null = null;
  try {
    id = deviceId();
  } catch {
    id = null;
  }
  return buildRequestHeaders({
    pathname: window.location.pathname,
    cookies: typeof document === 'undefined' ? '' : document.cookie,
    userAgent: navigator.userAgent,
    screen: {
      width: window.screen?.width ?? window.innerWidth,
      height: window.screen?.height ?? window.innerHeight,
      ratio: window.devicePixelRatio || 1,
    },
    platform: detectPlatform(),
    appVersion: appVersionIn(window),
    deviceId: id,
    siteCode: new URLSearchParams(window.location.search).get('siteCode')?.toUpperCase() || rawSiteCode(),
    referral: readJson<{ code?: unknown; channel?: unknown }>(REFERRAL_KEY),
    landing,
    now,
  });
}

/** `hapa.siteCode` is stored as a plain string by the wallet feature (not JSON). */
function rawSiteCode(): string | null {
  try {
    return globalThis.localStorage?.getItem(SITE_KEY) ?? null;
  } catch {
    return null;
  }
}
