import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';
import { setFormatLocale } from './format.ts';
import {
  captureAdChannel,
  chooseLanguage,
  DEFAULT_LANGUAGE,
  DEFAULT_PT_CHANNELS,
  readKnownPtChannels,
  readStoredLanguage,
  storeKnownPtChannels,
  storeLanguage,
  toLanguage,
  type Language,
} from './language.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts';

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

let ptBundle: Promise<void> | null = null;

/**
 * Makes a language's texts available: English is in the first load; pt-BR is fetched once by dynamic
 * import (its own chunk, so English players never download it) and added as a resource bundle.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  ptBundle ??= import('./pt-BR/index.ts').then(({ ptBR }) => {
    i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, true);
  });
  return ptBundle;
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Loads `lang`'s texts, then switches every mounted component, `<html lang>`, numbers, dates and money. */
export async function applyLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  // a first screen the server rendered in another language (its cookie) keeps its `lang` though i18next's did not change
  else setDocumentLanguage(lang);
}

/**
 * Sets `<html lang>` to `lang` unless it is that already. Writing `lang`, even its own value, makes the browser
 * recalculate the style of the whole document (20-40 ms for a first screen's ~1,000 elements, measured unthrottled):
 * at every start it was one of the load's longest tasks (docs/architecture/first-screen.md#the-guard). No-op outside
 * a browser.
 */
export function setDocumentLanguage(lang: Language, doc: Pick<Document, 'documentElement'> | undefined = globalThis.document): void {
  if (doc && doc.documentElement.lang !== lang) doc.documentElement.lang = lang;
}

/**
 * The player picks a language (switcher): kept locally and shown at once; the caller saves it to the
 * server when signed in.
 */
export async function chooseAndApplyLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await applyLanguage(lang);
}

/**
 * The signed-in player's saved setting arrived (base info): it wins over every other rule, so keep it
 * for the next first paint and show it. Null (never set) changes nothing.
 */
export function applySavedLanguage(setting: string | null | undefined): void {
  const lang = toLanguage(setting);
  if (!lang) return;
  storeLanguage(lang);
  if (lang !== currentLanguage()) void applyLanguage(lang);
}

/**
 * `/api/sys/config` told the Portuguese ad channels: keep them for the next first paint, and when no
 * setting decided the language, apply the ad-channel rule with the server's list.
 */
export function applyServerPtChannels(ptChannels: readonly string[]): void {
  storeKnownPtChannels(ptChannels);
  if (readStoredLanguage()) return;
  const pick = chooseLanguage({ setting: null, adChannel: landingChannel, ptChannels, browserLanguages: browserLanguages() });
  if (pick.language !== currentLanguage()) void applyLanguage(pick.language);
}

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
const landingChannel = typeof location === 'undefined' ? null : captureAdChannel(location.search);

/** True when this visit came from (or within 30 days of) an ad-channel landing: the channel rule may apply. */
export function hasLandingAdChannel(): boolean {
  return landingChannel !== null;
}

i18n.on('languageChanged', (lng) => {
  const lang = toLanguage(lng) ?? DEFAULT_LANGUAGE;
  setFormatLocale(lang);
  setDocumentLanguage(lang);
});

/** The language of the first paint (docs/architecture/web-app.md order: setting > ad channel > browser > English). */
export const initialLanguage: Language = chooseLanguage({
  setting: readStoredLanguage(),
  adChannel: landingChannel,
  ptChannels: readKnownPtChannels() ?? DEFAULT_PT_CHANNELS,
  browserLanguages: browserLanguages(),
}).language;

/**
 * Resolves when the first paint's texts are in (at once for English; after the pt-BR chunk otherwise),
 * so the app renders without a flash of English. A failed chunk load falls back to English.
 */
export const i18nReady: Promise<void> = applyLanguage(initialLanguage).catch(() => applyLanguage(DEFAULT_LANGUAGE));

export { i18n };
