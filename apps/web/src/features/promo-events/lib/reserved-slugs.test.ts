import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_EVENT_SLUGS } from '@hapa/contracts';

const routesSource = readFileSync(new URL('../../../app/routes.tsx', import.meta.url), 'utf8');
const staticSource = readFileSync(new URL('../../static-pages/content/titles.ts', import.meta.url), 'utf8');

/**
 * An operator's event page lives at `/{slug}` (docs/events.md#event-pages): no slug may take an address the app's
 * router already serves. Every first path segment of routes.tsx (and of the static pages) must be reserved in
 * contracts, so the console refuses it (`event.error.slug_reserved`).
 */
describe('event slugs never shadow an app route', () => {
  it('every top-level route segment is a reserved event slug', () => {
    const paths = [...routesSource.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    const statics = [...staticSource.matchAll(/^\s+'([a-z-]+)',$/gm)].map((m) => m[1]!);
    const segments = [...new Set([...paths, ...statics].map((p) => p.split('/')[0]!).filter((s) => s && s !== '*'))];
    expect(segments.length).toBeGreaterThan(40);
    expect(segments.filter((s) => !RESERVED_EVENT_SLUGS.includes(s))).toEqual([]);
  });
});
