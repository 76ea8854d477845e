import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { encodeForClient } from './compression.ts';
import { sampleOf } from '../lib/metrics.ts';
import {
  cookieValue,
  firstScreenPage,
  FIRST_SCREEN_OUTCOMES,
  FIRST_SCREEN_VARY,
  pageChunks,
  parseFirstScreenTemplate,
  type BuildManifest,
} from './first-screen.ts';

/** index.html as Vite builds it: the entry module and its chunks in <head>, the static shell on the root line. */
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <script src="/theme-init.js"></script>
    <title>HapaBox</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-Cd34.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-Ef56.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">
  </head>
  <body>
    <div id="root"><div aria-hidden="true" data-static-shell>shell</div></div>
    <noscript>HapaBox needs JavaScript to run.</noscript>
  </body>
</html>
`;

/** The client build's manifest as Vite writes it: a page module, its chunk and the modules it imports statically. */
/** the ids the web app's renderer gives the page's state script and guard (lib/first-screen.ts) */
const IDS = { state: 'hapa-first-screen', guard: 'first-screen-guard' };

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-Ab12.js', imports: ['_react-dom-Cd34.js', '_i18n-Ef56.js'] },
  '_react-dom-Cd34.js': { file: 'assets/react-dom-Cd34.js' },
  '_i18n-Ef56.js': { file: 'assets/i18n-Ef56.js', imports: ['_react-dom-Cd34.js'] },
  'src/pages/x.tsx': { file: 'assets/x-Ij90.js', imports: ['_react-dom-Cd34.js', '_cards-Kl12.js', '_money-Mn34.js'] },
  '_cards-Kl12.js': { file: 'assets/cards-Kl12.js', imports: ['_money-Mn34.js', '_art-Op56.js'] },
  '_money-Mn34.js': { file: 'assets/money-Mn34.js', imports: ['_i18n-Ef56.js'] },
  '_art-Op56.js': { file: 'assets/art-Op56.js' },
};

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx, same exports): renders `/x` from the
 * API through the fetch it is given, answers null for `/null` (no reason, as older renderers) and for `/slow` (over
 * its budget), throws for `/throw`.
 */
const FAKE_RENDERER = `
export const FIRST_SCREEN_OFF_COOKIE = 'hapa_first_screen';
export const FIRST_SCREEN_STATE_ID = 'hapa-first-screen';
export const FIRST_SCREEN_GUARD_ID = 'first-screen-guard';
export const LANGUAGE_COOKIE = 'hapa_lang';
export const SIGNED_IN_COOKIE = 'hapa_signed_in';
export const hasFirstScreen = (p) => ['/x', '/null', '/throw', '/slow'].includes(p);
export async function renderFirstScreen(url, options) {
  if (url.startsWith('/throw')) throw new Error('render failed');
  if (url.startsWith('/null')) return null;
  if (url.startsWith('/slow')) {
    options.onMiss?.('over_budget');
    return null;
  }
  const res = await options.fetch('/api/item/list?pageSize=1', { headers: { Accept: 'application/json', Authorization: 'Bearer 7:stolen' } });
  const body = await res.json();
  let posted = 'refused';
  try { await options.fetch('/api/user/logout', { method: 'POST' }); posted = 'sent'; } catch {}
  const language = options.languageCookie ?? (String(options.acceptLanguage).startsWith('pt') ? 'pt-BR' : 'en');
  return {
    html: '<main>first box: ' + body.data.list[0].name + ' / post ' + posted + ' / lang ' + options.acceptLanguage + ' / cookie ' + options.languageCookie + ' / signed in ' + options.signedIn + '</main>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    language,
    signedIn: options.signedIn,
    modules: ['src/pages/x.tsx'],
  };
}
`;

describe('first screen page (small)', () => {
  it('cuts index.html: the entry and its chunks leave <head>, the root line is where the screen goes', () => {
    const t = parseFirstScreenTemplate(INDEX_HTML)!;
    expect(t.entry).toBe('/assets/index-Ab12.js');
    expect(t.preloads).toEqual(['/assets/react-dom-Cd34.js', '/assets/i18n-Ef56.js']);
    expect(t.before).not.toContain('index-Ab12.js');
    expect(t.before).not.toContain('modulepreload');
    expect(t.before).toContain('/assets/index-Gh78.css');
    expect(t.before).toContain('/theme-init.js');
    expect(t.before + t.after).not.toContain('data-static-shell');
    expect(t.after).toContain('<noscript>');
  });

  it('refuses an index.html of another shape (no entry module, no root line)', () => {
    expect(parseFirstScreenTemplate('<html><body><div id="root"></div></body></html>')).toBeNull();
    expect(parseFirstScreenTemplate(INDEX_HTML.replace(/<div id="root">.*\n/, ''))).toBeNull();
  });

  it('writes the markup under its guard, the query cache as JSON that cannot close its script, and the loader', () => {
    const page = firstScreenPage(parseFirstScreenTemplate(INDEX_HTML)!, { html: '<p>hi</p>', state: { note: '</script><b>' } }, IDS);
    expect(page).toContain(
      '<div id="root" data-first-screen data-lang="en"><p>hi</p></div>\n    <div id="first-screen-guard" aria-hidden="true"></div>',
    );
    // not inert: dropping `inert` made the browser recalculate the whole page's style when the app took over
    expect(page).not.toContain('inert');
    expect(page).toContain('<html lang="en" class="dark">');
    expect(page).toContain('<script type="application/json" id="hapa-first-screen">{"note":"\\u003c/script>\\u003cb>"}</script>');
    expect(page).toContain(
      '<script defer src="/first-screen.js" data-entry="/assets/index-Ab12.js" data-preload="/assets/react-dom-Cd34.js /assets/i18n-Ef56.js" data-page-preload=""></script>',
    );
    expect(page.indexOf('<noscript>')).toBeGreaterThan(page.indexOf('first-screen.js'));
  });

  it("lists a page's chunks: its own, then every chunk it imports, each once, none of the entry's", () => {
    const entry = ['/assets/index-Ab12.js', '/assets/react-dom-Cd34.js', '/assets/i18n-Ef56.js'];
    expect(pageChunks(MANIFEST, ['src/pages/x.tsx'], entry)).toEqual([
      '/assets/x-Ij90.js',
      '/assets/cards-Kl12.js',
      '/assets/money-Mn34.js',
      '/assets/art-Op56.js',
    ]);
    // without a skip list the shared chunks come too, still once each
    expect(pageChunks(MANIFEST, ['src/pages/x.tsx', 'src/pages/x.tsx'])).toEqual([
      '/assets/x-Ij90.js',
      '/assets/react-dom-Cd34.js',
      '/assets/cards-Kl12.js',
      '/assets/money-Mn34.js',
      '/assets/i18n-Ef56.js',
      '/assets/art-Op56.js',
    ]);
    // a module the build does not have (a renderer of another build): nothing, the browser loads the page itself
    expect(pageChunks(MANIFEST, ['src/pages/gone.tsx'], entry)).toEqual([]);
    expect(pageChunks({}, ['src/pages/x.tsx'])).toEqual([]);
    const page = firstScreenPage(
      parseFirstScreenTemplate(INDEX_HTML)!,
      { html: '', state: {}, modules: ['src/pages/x.tsx'] },
      IDS,
      MANIFEST,
    );
    expect(page).toContain(
      'data-preload="/assets/react-dom-Cd34.js /assets/i18n-Ef56.js" data-page-preload="/assets/x-Ij90.js /assets/cards-Kl12.js /assets/money-Mn34.js /assets/art-Op56.js"',
    );
  });

  it('writes the language on <html> and #root, and the signed-in shape; an odd language tag is written as English', () => {
    const t = parseFirstScreenTemplate(INDEX_HTML)!;
    const pt = firstScreenPage(t, { html: '<p>oi</p>', state: {}, language: 'pt-BR', signedIn: true }, IDS);
    expect(pt).toContain('<html lang="pt-BR" class="dark">');
    expect(pt).toContain('<div id="root" data-first-screen data-lang="pt-BR" data-signed-in><p>oi</p></div>');
    const odd = firstScreenPage(t, { html: '', state: {}, language: '"><script>', signedIn: false }, IDS);
    expect(odd).toContain('<html lang="en" class="dark">');
    expect(odd).toContain('data-lang="en">');
    expect(odd).not.toContain('<script>');
  });

  it("marks #root with the renderer's offscreen attribute when it has one, and only a data- attribute name", () => {
    const t = parseFirstScreenTemplate(INDEX_HTML)!;
    const screen = { html: '<p>hi</p>', state: {}, language: 'en' };
    expect(firstScreenPage(t, screen, { ...IDS, skipOffscreen: 'data-skip-offscreen' })).toContain(
      '<div id="root" data-first-screen data-lang="en" data-skip-offscreen><p>hi</p></div>',
    );
    // an older renderer without it, or a name that is not a plain data- attribute: nothing written
    expect(firstScreenPage(t, screen, IDS)).toContain('<div id="root" data-first-screen data-lang="en"><p>hi</p></div>');
    expect(firstScreenPage(t, screen, { ...IDS, skipOffscreen: 'onload=alert(1)' })).toContain(
      '<div id="root" data-first-screen data-lang="en"><p>hi</p></div>',
    );
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; hapa_lang=pt-BR; b=2', 'hapa_lang')).toBe('pt-BR');
    expect(cookieValue('hapa_lang=pt%2DBR', 'hapa_lang')).toBe('pt-BR');
    expect(cookieValue('xhapa_lang=en; hapa_lang_x=en', 'hapa_lang')).toBeUndefined();
    expect(cookieValue('hapa_lang=%E0%A4%A', 'hapa_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'hapa_lang')).toBeUndefined();
  });

  it('compresses as accepted: brotli first, then gzip, a q=0 refusal honoured', () => {
    const page = 'x'.repeat(5000);
    const br = encodeForClient('gzip, deflate, br', page);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gz = encodeForClient('gzip, br;q=0', page);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(encodeForClient('', page)).toEqual({ encoding: null, body: page });
  });
});

describe('first screen served by the app (medium, PGlite)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hapa-web-fs-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // the build writes compressed copies of it too (vite.config.ts precompress)
    writeFileSync(path.join(dir, '.vite', 'manifest.json.br'), brotliCompressSync(JSON.stringify(MANIFEST)));
    mkdirSync(`${dir}-ssr`);
    writeFileSync(path.join(`${dir}-ssr`, 'entry-server.js'), FAKE_RENDERER);
    t = await createTestApp('pglite', { WEB_DIST: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-ssr`, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-GB', ...headers } });

  it('renders a page from the API in-process, read-only and without the visitor credentials, compressed', async () => {
    const r = await page('/x', { 'accept-encoding': 'br', authorization: 'Bearer 1:abc' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(r.rawPayload).toString();
    const first = (await t.app.inject({ method: 'GET', url: '/api/item/list?pageSize=1' })).json().data.list[0].name as string;
    expect(html).toContain(`<main>first box: ${first} / post refused / lang en-GB / cookie undefined / signed in false</main>`);
    expect(html).toContain('<html lang="en" class="dark">');
    expect(r.headers.vary).toBe(FIRST_SCREEN_VARY);
    expect(html).toContain('data-entry="/assets/index-Ab12.js"');
    // the page's chunks from the build's manifest, for the loader to add with the entry's
    expect(html).toContain('data-page-preload="/assets/x-Ij90.js /assets/cards-Kl12.js /assets/money-Mn34.js /assets/art-Op56.js"');
    expect(html).not.toContain('<script>alert(1)');
    // the manifest itself is the server's, not a file it serves
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.br']) {
      const manifest = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(manifest.headers['content-encoding'], url).toBeUndefined();
      expect(manifest.body, url).not.toContain('x-Ij90');
    }
  });

  it("renders in the language cookie's language, else Accept-Language's, with the signed-in hint; varies on them", async () => {
    const pt = await page('/x', { cookie: 'a=1; hapa_lang=pt-BR; hapa_signed_in=1' });
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toContain('/ cookie pt-BR / signed in true</main>');
    expect(pt.body).toContain('<html lang="pt-BR" class="dark">');
    expect(pt.body).toContain('data-lang="pt-BR" data-signed-in>');
    expect(pt.headers.vary).toContain('cookie');
    const browser = await page('/x', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(browser.body).toContain('<html lang="pt-BR" class="dark">');
    expect(browser.body).not.toContain('data-signed-in');
    expect(browser.headers.vary).toContain('accept-language');
    // the next visitor, English, gets English: nothing of the previous render is reused
    const en = await page('/x', { cookie: 'hapa_lang=en; hapa_signed_in=0' });
    expect(en.body).toContain('/ cookie en / signed in false</main>');
    expect(en.body).toContain('<html lang="en" class="dark">');
  });

  it('sends the static shell when the browser turned it off (hapa_first_screen=static), or asks for no HTML', async () => {
    // an older build's `off` (written for signed-in and Portuguese visitors) no longer turns it off
    expect((await page('/x', { cookie: 'hapa_first_screen=off' })).body).toContain('<main>first box:');
    for (const r of [await page('/x', { cookie: 'a=1; hapa_first_screen=static' }), await page('/x', { accept: 'application/json' })]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(INDEX_HTML);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/x', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('sends the static shell for other pages and for a render that gives up or fails', async () => {
    for (const url of ['/other', '/null', '/throw?x=1']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(INDEX_HTML);
    }
  });

  it('counts each render by outcome in hapa_first_screen_render_seconds; a request that wants none is not counted', async () => {
    const counts = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Object.fromEntries(
        FIRST_SCREEN_OUTCOMES.map((outcome) => [outcome, sampleOf(text, 'hapa_first_screen_render_seconds_count', { outcome })]),
      );
    };
    const before = await counts();
    for (const url of ['/x', '/x', '/slow', '/null', '/throw', '/other']) await page(url);
    await page('/x', { accept: 'application/json' });
    await page('/x', { cookie: 'hapa_first_screen=static' });
    const after = await counts();
    const added = Object.fromEntries(FIRST_SCREEN_OUTCOMES.map((o) => [o, after[o]! - before[o]!]));
    expect(added).toEqual({ rendered: 2, none: 1, over_budget: 1, read_failed: 0, unsettled: 0, render_failed: 1 });
  });
});
