import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  hasFirstScreen,
  PLAY_GROUND_PATHS,
  renderFirstScreen,
  type RenderOptions,
} from '../../../web/src/entry-server.tsx';
import { APPLE_BOX, createBattle } from '../modules/battles/battle-fixtures.ts';
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
    await t.s.vip.putSetting('battle_min_vip', 0);
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

  const render = (url: string, acceptLanguage = 'en-US,en;q=0.9', more: Partial<RenderOptions> = {}) =>
    renderFirstScreen(url, { fetch: injectFetch(t.app, '127.0.0.1'), acceptLanguage, timeoutMs: 60_000, ...more });
  const queryKeys = (state: unknown) => (state as { queries: { queryKey: unknown[] }[] }).queries.map((q) => JSON.stringify(q.queryKey));

  it('renders a box page with its name, price and odds, and the box detail in the query cache', async () => {
    const screen = await render(`/box-detail/${box.boxInfo}`);
    expect(screen).not.toBeNull();
    expect(screen!.html).toContain(`data-box-id="${boxId}"`);
    expect(screen!.html).toContain(box.name.replace(/&/g, '&amp;'));
    expect(screen!.html).toContain('data-testid="header-login"');
    expect(screen!.html).not.toContain('<script');
    expect(queryKeys(screen!.state)).toContain(JSON.stringify(['boxes', 'detail', boxId]));
    // the page module it shows, by its key in the client build's manifest (the server lists that page's chunks)
    expect(screen!.modules).toEqual(['src/app/routes/box-detail.tsx']);
  });

  it('renders the home page whole, its deferred sections included, with their data', async () => {
    const screen = await render('/');
    expect(screen).not.toBeNull();
    expect(screen!.html).toContain('data-testid="home-page"');
    expect(screen!.html).toContain('data-testid="featured-boxes"');
    expect(screen!.html).toContain('data-testid="new-boxes"');
    expect(queryKeys(screen!.state).length).toBeGreaterThan(8);
    expect(screen!.modules).toEqual(['src/app/routes/home.tsx']);
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

  it('gives null for pages without a first screen, a missing box and a spent budget, each with its reason', async () => {
    const why = async (url: string, more: Partial<RenderOptions> = {}) => {
      const reasons: string[] = [];
      const screen = await render(url, 'en', { ...more, onMiss: (r) => reasons.push(r) });
      return screen === null ? reasons : ['rendered', ...reasons];
    };
    expect(await why('/user/profile')).toEqual(['none']);
    expect(await why('/box-detail/999999-no-such-box')).toEqual(['read_failed']);
    expect(await why('/', { timeoutMs: -1 })).toEqual(['over_budget']);
    expect(await why('/bingo', { signedIn: true })).toEqual(['none']);
    expect(await why('/battles')).toEqual(['rendered']);
  });

  it("renders in Portuguese for the language cookie, a Portuguese browser's first visit and a Portuguese ad channel", async () => {
    const byCookie = await render('/battles', 'en-US,en;q=0.9', { languageCookie: 'pt-BR' });
    expect(byCookie?.language).toBe('pt-BR');
    expect(byCookie!.html).toContain('>Batalha<');
    expect(byCookie!.html).toContain('data-testid="header-login">Entrar<');
    expect(byCookie!.html).not.toContain('>Sign in<');
    const byBrowser = await render('/battles', 'pt-BR,pt;q=0.9,en;q=0.8');
    expect(byBrowser?.language).toBe('pt-BR');
    expect(byBrowser!.html).toContain('>Entrar<');
    expect((await render('/battles?referChannel=kwai'))?.language).toBe('pt-BR');
    // the cookie (what the app showed last) wins over the browser
    const english = await render('/battles', 'pt-BR,pt;q=0.9', { languageCookie: 'en' });
    expect(english?.language).toBe('en');
    expect(english!.html).toContain('data-testid="header-login">Sign in<');
  });

  it('keeps renders of two languages running at once apart (texts, number formats)', async () => {
    const [en, pt, en2] = await Promise.all([
      render(`/box-detail/${box.boxInfo}`, 'en'),
      render(`/box-detail/${box.boxInfo}`, 'en', { languageCookie: 'pt-BR' }),
      render('/', 'en'),
    ]);
    expect(en!.language).toBe('en');
    expect(en!.html).toContain('>Sign in<');
    expect(en!.html).not.toContain('>Entrar<');
    expect(pt!.language).toBe('pt-BR');
    expect(pt!.html).toContain('>Entrar<');
    expect(pt!.html).not.toContain('>Sign in<');
    expect(en2!.html).toContain('>Sign in<');
    // money in the language's format: the box price with a decimal comma in Portuguese, a point in English
    const price = box.price.toFixed(2);
    expect(en!.html).toContain(price);
    expect(pt!.html).toContain(price.replace('.', ','));
  });

  it('renders the signed-in header shape with placeholders and nothing personal', async () => {
    const screen = await render('/', 'en', { signedIn: true });
    expect(screen?.signedIn).toBe(true);
    expect(screen!.html).not.toContain('data-testid="header-login"');
    expect(screen!.html).toContain('data-testid="header-topup"');
    expect(screen!.html).toContain('data-testid="user-menu-placeholder"');
    expect(screen!.html).toContain('data-testid="notification-bell"');
    expect(screen!.html).not.toContain('data-testid="header-balance"');
    expect(queryKeys(screen!.state).some((k) => k.includes('"user"') || k.includes('base'))).toBe(false);
    const anonymous = await render('/', 'en');
    expect(anonymous?.signedIn).toBe(false);
    expect(anonymous!.html).toContain('data-testid="header-login"');
    expect(anonymous!.html).not.toContain('user-menu-placeholder');
  });

  it('renders /free, a battle page and, for signed-out visitors, the Play Ground pages', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const battle = await createBattle(t, p.auth, { boxes: [{ boxId: APPLE_BOX, count: 1 }], type: 'singled', mode: 'normal' });
    const battlePage = await render(`/battles/detail/${battle.uuid}`, 'en', { languageCookie: 'pt-BR', signedIn: true });
    expect(battlePage).not.toBeNull();
    expect(battlePage!.html).toContain('data-testid="battle-detail"');
    expect(battlePage!.html).toContain('data-testid="join-seat-2"');
    expect(battlePage!.html).toContain('Aguardando');
    expect(battlePage!.modules).toEqual(['src/features/battles/pages/battle-detail-page.tsx']);
    for (const url of ['/free', ...PLAY_GROUND_PATHS]) {
      const screen = await render(url, 'pt-BR');
      expect(screen, url).not.toBeNull();
      expect(screen!.html, url).toContain('id="main"');
      // one page module each, a file of the web app (its key in the client build's manifest)
      expect(screen!.modules, url).toHaveLength(1);
      expect(existsSync(fileURLToPath(new URL(`../../../web/${screen!.modules[0]}`, import.meta.url))), url).toBe(true);
    }
    expect(await render('/free', 'en', { signedIn: true })).not.toBeNull();
    // a signed-in player's game page is their own: no visitor's version of it
    for (const url of PLAY_GROUND_PATHS) expect(await render(url, 'en', { signedIn: true }), url).toBeNull();
  });

  it('knows its pages and reads Accept-Language by weight', () => {
    expect(
      ['/', '/boxes', '/battles', '/boxes-list', '/box-detail/101-apple-box', '/free', '/battles/detail/abc', '/bingo', '/upgrade'].every(
        (p) => hasFirstScreen(p),
      ),
    ).toBe(true);
    expect(hasFirstScreen('/bingo', true)).toBe(false);
    expect(hasFirstScreen('/battles', true)).toBe(true);
    expect(['/battles/create', '/user/cart', '/ops', '/box-detail'].some((p) => hasFirstScreen(p))).toBe(false);
    expect(acceptedLanguages('en;q=0.5, pt-BR, fr;q=0, *')).toEqual(['pt-BR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
