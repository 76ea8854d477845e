import type { IncomingHttpHeaders } from 'node:http';
import {
  appVersionFromUserAgent,
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_KEYS,
  cleanAttribution,
  isAttributionValue,
  type Attribution,
  type AttributionKey,
} from '@hapa/contracts';

/** First value of a header (Node gives an array for repeated headers). */
function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The app shell's version of a request: the `appVersion` header when well formed, else the
 * `HapaBoxApp/<version>` token of the user agent; null for a browser or the Telegram mini-app.
 */
export function appVersionOf(headers: IncomingHttpHeaders): string | null {
  const sent = headerValue(headers, ATTRIBUTION_FIELDS.appVersion.header);
  if (isAttributionValue('appVersion', sent)) return sent;
  return appVersionFromUserAgent(headerValue(headers, 'user-agent'));
}

/**
 * The docs/product/endpoints.md#games attribution of a request (docs/product/endpoints.md#conventions request headers): each known header whose value passes the
 * shared table (`@hapa/contracts` ATTRIBUTION_FIELDS: bounded length, pattern or list); malformed values
 * are dropped, not repaired. A request from the app shell's user agent is platform `app` when it named
 * none. Returns {} when nothing usable was sent.
 */
export function attributionOf(headers: IncomingHttpHeaders): Attribution {
  const raw: Partial<Record<AttributionKey, unknown>> = {};
  for (const key of ATTRIBUTION_KEYS) raw[key] = headerValue(headers, ATTRIBUTION_FIELDS[key].header);
  const clean = cleanAttribution(raw);
  const appVersion = appVersionOf(headers);
  if (appVersion) {
    clean.appVersion = appVersion;
    clean.platform ??= 'app';
  }
  return clean;
}
