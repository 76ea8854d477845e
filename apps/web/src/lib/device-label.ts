import { browserOf, deviceModelOf, osOf } from './request-headers.ts';

/** Product names of the browser families `browserOf` tells apart (names, not texts: the same in every language). */
const BROWSERS: Record<string, string> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
  telegram: 'Telegram',
};
const SYSTEMS: Record<string, string> = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
};

/** What a session's User-Agent says about its device: a browser name, a system or model name, and whether it is the app. */
export interface DeviceInfo {
  browser: string | null;
  system: string | null;
  app: boolean;
}

/**
 * The device behind a stored User-Agent (docs/security.md#sessions-and-devices), for the account's device list and the
 * console's Sessions tab: `system` is the model when the agent names one (iPhone, Pixel 8), else the OS. All null for
 * no agent or one nothing is recognised in.
 */
export function deviceOf(userAgent: string | null): DeviceInfo {
  if (!userAgent) return { browser: null, system: null, app: false };
  const family = browserOf(userAgent);
  return {
    browser: BROWSERS[family] ?? null,
    system: deviceModelOf(userAgent) ?? SYSTEMS[osOf(userAgent)] ?? null,
    app: family === 'webview',
  };
}
