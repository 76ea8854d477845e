/** Language switcher (docs/architecture/web-app.md). The names of the languages are written in their own language on purpose. */
export const language = {
  title: 'Language',
  hint: 'Texts, numbers and dates follow your choice.',
  names: {
    en: 'English',
    ptBR: 'Português (Brasil)',
  },
  saveFailed: 'Your language could not be saved to your account. It is kept on this device.',
};
