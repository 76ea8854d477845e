/** Small labels of the app frame and forms that had no key yet (docs/architecture/web-app.md: no literal strings). */
export const uiLabels = {
  bottomNav: 'Bottom navigation',
  mainNav: 'Main',
  homeLink: 'HapaBox home',
  expiryPlaceholder: 'MM/YY',
  mpesaPlaceholder: '07XXXXXXXX',
  freeBadge: 'FREE',
};
