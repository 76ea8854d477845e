import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';

/** Default language English (spec §9). */
export const DEFAULT_LANGUAGE = 'en';

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
