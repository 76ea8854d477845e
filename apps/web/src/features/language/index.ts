/** Public surface of the language feature (docs/architecture/web-app.md): the switcher and the server sync. */
export { LanguageSwitcher } from './components/language-switcher.tsx';
export { LanguageSync } from './components/language-sync.tsx';
