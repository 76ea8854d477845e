/**
 * The visitors of `bench:web` and `bench:web-profile` (docs/benchmarks.md): an anonymous English first visit, a returning
 * Portuguese visitor and a returning signed-in player, and how a browser is made to be one of them.
 */
import type { Browser } from '@playwright/test';

export type Visitor = 'en' | 'pt' | 'signed-in';

/** What a returning visitor's browser holds before the page loads: cookies and localStorage entries. */
export interface VisitorState {
  cookies: Record<string, string>;
  storage: Record<string, unknown>;
}

/** The first-visit guides marked seen, so no guide covers the page being measured. */
const GUIDES_SEEN = Object.fromEntries(['freeBox', 'giftBag', 'levelUp', 'luckyTrial'].map((g) => [`hapa.guide.${g}`, true]));

/**
 * The state of a returning visitor on the server at `base`: `pt` (the `hapa_lang=pt-BR` cookie and the stored choice) or
 * `signed-in` (a newly registered player's session, the signed-in hint cookie, `hapa_lang=en`).
 * @throws Error when the player cannot be registered
 */
export async function visitorState(base: string, visitor: Exclude<Visitor, 'en'>): Promise<VisitorState> {
  if (visitor === 'pt') return { cookies: { hapa_lang: 'pt-BR' }, storage: { 'hapa.lang': { lang: 'pt-BR' }, ...GUIDES_SEEN } };
  const reg = (await (
    await fetch(`${base}/api/user/register/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-web-${Date.now()}@example.com`, password: 'secret123', ageConfirmed: true }),
    })
  ).json()) as { code: number; data: unknown };
  if (reg.code !== 0) throw new Error(`bench:web could not register its player: ${JSON.stringify(reg)}`);
  return { cookies: { hapa_lang: 'en', hapa_signed_in: '1' }, storage: { 'hapa.user': reg.data, ...GUIDES_SEEN } };
}

/**
 * Puts `state` into the browser Lighthouse drives (over CDP, a page of the same origin) with every other trace of
 * earlier runs gone: the origin's storage and cookies, the HTTP cache.
 */
export async function prepareVisitor(browser: Browser, base: string, state: VisitorState): Promise<void> {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${base}/api/health`);
    await context.addCookies(Object.entries(state.cookies).map(([name, value]) => ({ name, value, url: base })));
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, JSON.stringify(v));
    }, state.storage);
  } finally {
    await page.close();
  }
}

/**
 * Requests every generated picture (`/art/...`) that the server-rendered `pages` link, so the measured loads meet a
 * server that has drawn them already (it rasterises each WebP once, on its first request, as a running instance has long
 * done): a cold drawing would put the server's work on the cores the browser is measured on.
 * @returns how many pictures were requested
 */
export async function warmPictures(base: string, pages: string[]): Promise<number> {
  const urls = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`, { headers: { accept: 'text/html' } })).text();
    for (const u of html.match(/\/art\/[a-z]+\/\d+\.(?:webp|svg)/g) ?? []) urls.add(u);
  }
  for (const u of urls) {
    const r = await fetch(`${base}${u}`);
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${u}: ${r.status}`);
  }
  return urls.size;
}
