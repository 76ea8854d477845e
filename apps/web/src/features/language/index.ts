/** Public surface of the language feature (issue 17): the switcher and the server sync. */
export { LanguageSwitcher } from './components/language-switcher.tsx';
export { LanguageSync } from './components/language-sync.tsx';
