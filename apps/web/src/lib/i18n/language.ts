/**
 * Which language the web app shows (docs/architecture/web-app.md; docs/product/constants.md "Default language English (Portuguese for one ad
 * channel)"). Pure rules plus the few storage keys they read; no i18next here, so tests run without it.
 *
 * Order: the player's saved setting (server `users.language`, kept locally after base info) or a visitor's
 * own pick in the switcher -> the ad-channel rule (the landing's channel is one of the server's
 * Portuguese channels, `/api/sys/config` `ptChannels`) -> the browser (`navigator.languages`, first entry
 * starting with `pt` or `en`) -> English.
 */
import { DAY_MS } from '@hapa/domain';
import { toLanguageCode } from '@hapa/contracts';
import { readJson, removeKey, writeJson } from '../storage.ts';

/** Languages with a full catalogue. */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
/** docs/product/constants.md: English unless a rule says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** Ad channels whose visitors get Portuguese when the server does not say (server setting `i18n.pt_channels`). */
export const DEFAULT_PT_CHANNELS: readonly string[] = ['kwai'];

const CHOICE_KEY = 'hapa.lang';
const AD_CHANNEL_KEY = 'hapa.adChannel';
const PT_CHANNELS_KEY = 'hapa.ptChannels';
/** How long a landing's ad channel counts (30 days, like the referral channel). */
export const AD_CHANNEL_TTL_MS = 30 * DAY_MS;
/** Query parameters that name the ad channel of a landing, first found wins. */
export const AD_CHANNEL_PARAMS = ['referChannel', 'refer_channel', 'channel', 'utm_source'] as const;

/** `value` as a supported language ('pt', 'pt-br', 'pt-PT' -> 'pt-BR'; 'en-GB' -> 'en'), else null. */
export const toLanguage = (value: unknown): Language | null => toLanguageCode(value);

/** Where the chosen language came from (shown nowhere; tests and debugging). */
export type LanguageSource = 'setting' | 'channel' | 'browser' | 'default';

export interface LanguageInputs {
  /** the signed-in player's saved setting, or the visitor's own pick; null when none */
  setting: string | null | undefined;
  /** the ad channel the visitor landed from (kept 30 days), or null */
  adChannel: string | null | undefined;
  /** channels whose visitors get Portuguese (server setting) */
  ptChannels: readonly string[];
  /** `navigator.languages` (most preferred first) */
  browserLanguages: readonly string[];
}

/**
 * The language rule (docs/architecture/web-app.md#languages): setting > ad channel > browser > English.
 * @returns the language and which rule picked it
 */
export function chooseLanguage(i: LanguageInputs): { language: Language; source: LanguageSource } {
  const setting = toLanguage(i.setting);
  if (setting) return { language: setting, source: 'setting' };
  const channel = i.adChannel?.trim().toLowerCase();
  if (channel && i.ptChannels.some((c) => c.toLowerCase() === channel)) return { language: 'pt-BR', source: 'channel' };
  for (const l of i.browserLanguages) {
    const lang = toLanguage(l);
    if (lang) return { language: lang, source: 'browser' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/** The locally kept choice (the player's setting as last seen, or a visitor's pick), or null. */
export function readStoredLanguage(): Language | null {
  return toLanguage(readJson<{ lang?: string }>(CHOICE_KEY)?.lang);
}

/** Keeps the choice locally (a visitor's pick, or a signed-in player's setting for the next first paint). */
export function storeLanguage(lang: Language): void {
  writeJson(CHOICE_KEY, { lang });
}

/** Forgets the local choice (tests). */
export function clearStoredLanguage(): void {
  removeKey(CHOICE_KEY);
}

/** The ad channel named by a landing URL's query (`referChannel`, `channel`, `utm_source`), else null. */
export function adChannelFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const p of AD_CHANNEL_PARAMS) {
    const v = params.get(p)?.trim();
    if (v && /^[\w.-]{1,40}$/.test(v)) return v.toLowerCase();
  }
  return null;
}

/**
 * The landing's ad channel: from this URL's query (then kept 30 days) or the kept one, else null.
 * @param search `location.search`
 */
export function captureAdChannel(search: string, now = Date.now()): string | null {
  const fromUrl = adChannelFromSearch(search);
  if (fromUrl) {
    writeJson(AD_CHANNEL_KEY, { channel: fromUrl, at: now });
    return fromUrl;
  }
  const kept = readJson<{ channel?: string; at?: number }>(AD_CHANNEL_KEY);
  if (!kept || typeof kept.channel !== 'string' || typeof kept.at !== 'number' || now - kept.at > AD_CHANNEL_TTL_MS) return null;
  return kept.channel;
}

/** The Portuguese ad channels last read from `/api/sys/config`, else null. */
export function readKnownPtChannels(): string[] | null {
  const v = readJson<unknown>(PT_CHANNELS_KEY);
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
}

/** Keeps the server's Portuguese ad channels for the next first paint. */
export function storeKnownPtChannels(channels: readonly string[]): void {
  writeJson(PT_CHANNELS_KEY, channels);
}
