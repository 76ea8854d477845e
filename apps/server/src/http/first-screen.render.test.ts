import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, hasFirstScreen, renderFirstScreen } from '../../../web/src/entry-server.tsx';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { injectFetch } from './first-screen.ts';

/**
 * The web app's real first-screen renderer (apps/web/src/entry-server.tsx) against the real API on the seeded
 * catalogue: the pages come out with their content and the data they were made from, and every case the browser
 * must not get a first screen for gives null.
 */
describe('first screen renderer on the seeded catalogue (medium, PGlite)', () => {
  let t: TestApp;
  let box: { boxInfo: string; name: string; price: number };
  let boxId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const list = (await t.app.inject({ method: 'GET', url: '/api/item/list?pageSize=10' })).json().data.list as {
      boxInfo: string;
      name: string;
      price: number;
    }[];
    box = list.find((b) => b.price > 0)!;
    boxId = Number(box.boxInfo.split('-')[0]); // boxInfo is '<id>-<slug>'
  });
  afterAll(async () => {
    await t?.close();
  });

  const render = (url: string, acceptLanguage = 'en-US,en;q=0.9') =>
    renderFirstScreen(url, { fetch: injectFetch(t.app, '127.0.0.1'), acceptLanguage, timeoutMs: 60_000 });
  const queryKeys = (state: unknown) => (state as { queries: { queryKey: unknown[] }[] }).queries.map((q) => JSON.stringify(q.queryKey));

  it('renders a box page with its name, price and odds, and the box detail in the query cache', async () => {
    const screen = await render(`/box-detail/${box.boxInfo}`);
    expect(screen).not.toBeNull();
    expect(screen!.html).toContain(`data-box-id="${boxId}"`);
    expect(screen!.html).toContain(box.name.replace(/&/g, '&amp;'));
    expect(screen!.html).toContain('data-testid="header-login"');
    expect(screen!.html).not.toContain('<script');
    expect(queryKeys(screen!.state)).toContain(JSON.stringify(['boxes', 'detail', boxId]));
  });

  it('renders the home page whole, its deferred sections included, with their data', async () => {
    const screen = await render('/');
    expect(screen).not.toBeNull();
    expect(screen!.html).toContain('data-testid="home-page"');
    expect(screen!.html).toContain('data-testid="featured-boxes"');
    expect(screen!.html).toContain('data-testid="new-boxes"');
    expect(queryKeys(screen!.state).length).toBeGreaterThan(8);
  });

  it('keeps the requests of renders running at once apart (each visit through its own fetch)', async () => {
    const seen: Record<string, string[]> = { a: [], b: [] };
    const tagged = (tag: 'a' | 'b', ip: string): typeof fetch => {
      const inner = injectFetch(t.app, ip);
      return (input, init) => {
        seen[tag]!.push(String(input));
        return inner(input, init);
      };
    };
    const [a, b] = await Promise.all([
      renderFirstScreen('/battles', { fetch: tagged('a', '10.0.0.1'), acceptLanguage: 'en', timeoutMs: 60_000 }),
      renderFirstScreen(`/box-detail/${box.boxInfo}`, { fetch: tagged('b', '10.0.0.2'), acceptLanguage: 'en', timeoutMs: 60_000 }),
    ]);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(seen.a!.some((u) => u.startsWith('/api/battle'))).toBe(true);
    expect(seen.a!.some((u) => u.includes(`/api/item/${boxId}/`))).toBe(false);
    expect(seen.b!.some((u) => u.includes(`/api/item/${boxId}/`))).toBe(true);
    expect(seen.b!.some((u) => u.startsWith('/api/battle'))).toBe(false);
  });

  it('gives null for pages without a first screen, other languages, an ad channel in Portuguese and a missing box', async () => {
    expect(await render('/user/profile')).toBeNull();
    expect(await render('/battles', 'pt-BR,pt;q=0.9,en;q=0.8')).toBeNull();
    expect(await render('/battles?referChannel=kwai')).toBeNull();
    expect(await render('/box-detail/999999-no-such-box')).toBeNull();
  });

  it('knows its pages and reads Accept-Language by weight', () => {
    expect(['/', '/boxes', '/battles', '/boxes-list', '/box-detail/101-apple-box'].every(hasFirstScreen)).toBe(true);
    expect(['/battles/create', '/user/cart', '/ops', '/box-detail'].some(hasFirstScreen)).toBe(false);
    expect(acceptedLanguages('en;q=0.5, pt-BR, fr;q=0, *')).toEqual(['pt-BR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
