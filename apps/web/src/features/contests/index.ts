/**
 * Contests and challenges: `/battles/contest`, `/battles/challenge`, `/battles/challenge-bot`, `/battles/challenge-boss`.
 * The router loads the pages lazily (app/routes.tsx); no other feature uses this one yet: export here what one needs
 * (docs/architecture/web-app.md#import-boundaries).
 */
export {};
