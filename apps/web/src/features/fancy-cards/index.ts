/**
 * Fancy Cards: `/fancy-cards`. The router loads the page lazily (app/routes.tsx); no other feature uses this one yet:
 * export here what one needs (docs/architecture/web-app.md#import-boundaries).
 */
export {};
