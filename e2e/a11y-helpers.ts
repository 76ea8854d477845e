import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { FIRST_SCREEN_GUARD_ID } from '../apps/web/src/lib/first-screen.ts';
import { expect } from './fixtures.ts';
import { skipFirstScreen } from './helpers.ts';
import { balanceCents, newPlayer, type Session } from './topup-helpers.ts';

/**
 * Helpers of the accessibility journeys (docs/architecture/web-app.md): e2e/a11y.e2e.ts (axe on every route), e2e/theme.e2e.ts and
 * e2e/keyboard.e2e.ts. One browser context and page per spec file, reused across routes (fast).
 */

export type Player = Session;

/** A browser context with the project's viewport / touch settings (beforeAll's `browser` has none of them). */
export async function projectContext(
  browser: Browser,
  info: TestInfo,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const use = info.project.use;
  return browser.newContext({ baseURL: use.baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch, ...extra });
}

/** Registers a player through the API and, with `fundCoins`, tops them up through the sandbox (prepay + confirm). */
export async function registeredPlayer(api: APIRequestContext, tag: string, fundCoins = 0): Promise<Player> {
  const player = await newPlayer(api, tag);
  if (fundCoins > 0) {
    const orderNo = await sandboxOrder(api, player, fundCoins);
    expect((await api.post(`/api/pay/sandbox/${orderNo}/confirm`, { headers: { authorization: player.authorization } })).ok()).toBe(true);
    await expect.poll(() => balanceCents(api, player)).toBeGreaterThanOrEqual(fundCoins * 100);
  }
  return player;
}

/** An unpaid sandbox top-up order of `coins`; its number (the hosted checkout page is /sandbox/checkout/<no>). */
export async function sandboxOrder(api: APIRequestContext, player: Player, coins: number): Promise<string> {
  const res = await api.post('/api/pay/sandbox/prepay', {
    headers: { authorization: player.authorization },
    data: { amount: coins, orderType: 1 },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.orderNo;
}

/** Session in localStorage (lib/session.ts) and the first-visit guides / pop-ups off, before any page script. */
export async function signInContext(context: BrowserContext, player: Player | null, theme?: 'light' | 'dark' | 'system') {
  // no random discount pop-up (e2e/payments-extra.e2e.ts covers it)
  await context.route('**/api/pay/promotion', (route) => route.fulfill({ json: { code: 0, data: null } }));
  if (player) await skipFirstScreen(context);
  await context.addInitScript(
    ([session, choice]) => {
      // what the page's Content-Security-Policy refused (seriousViolations reports it with the route)
      const w = window as unknown as { __hapaCsp?: string[] };
      w.__hapaCsp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__hapaCsp?.push(
          `${e.violatedDirective} refused ${e.blockedURI || '(inline)'} from ${e.sourceFile || 'the page'}:${e.lineNumber}`,
        ),
      );
      if (session) window.localStorage.setItem('hapa.user', JSON.stringify(session));
      for (const g of ['freeBox', 'giftBag', 'levelUp', 'luckyTrial']) window.localStorage.setItem(`hapa.guide.${g}`, 'true');
      if (choice) window.localStorage.setItem('hapa.theme', choice);
    },
    [player, theme ?? null] as const,
  );
}

/**
 * Goes to `url`: a full load the first time, then a client-side navigation (history + popstate, which the
 * React Router listens to), so the app is not booted again for every route (the run stays fast).
 */
export async function visit(page: Page, url: string, full: boolean): Promise<void> {
  // a dialog the previous route opened (/top-up opens the top-up dialog over the home page) is closed first, as a
  // player would: a modal hides the page under it from assistive technology, so axe would read only the dialog
  if (!full && (await page.locator('[role="dialog"]').count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  }
  if (full) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return;
  }
  await page.evaluate(async (u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // two frames: React has rendered the new route (or its loading spinner) before anything is checked
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, url);
}

/**
 * Waits for a route's main content: the React app replaced the static shell (or hydrated the server-rendered first
 * screen, under its guard layer until then), no page spinner is left and the
 * page has a heading, a dialog or some text in <main>. Sections further down may still show skeletons (they load when scrolled to;
 * axe skips them: aria-hidden). A page that keeps a spinner is analysed as it is after `ms` (a redirecting page without its provider keeps one).
 */
export async function waitForContent(page: Page, ms = 8_000): Promise<boolean> {
  try {
    await page.waitForFunction(
      (guardId) => {
        const root = document.getElementById('root');
        // (the shell is marked; an open modal dialog also sets aria-hidden on the app's root element)
        if (!root || root.querySelector('[data-static-shell]') || document.getElementById(guardId)) return false;
        if (document.querySelector('[role="status"] .animate-spin')) return false;
        return !!document.querySelector('h1, h2, [role="dialog"]') || (document.querySelector('main')?.textContent?.trim().length ?? 0) > 0;
      },
      FIRST_SCREEN_GUARD_ID,
      { timeout: ms, polling: 100 },
    );
  } catch {
    return false;
  }
  await atRest(page);
  return true;
}

/**
 * Colours are measured at rest: finite transitions and animations (a button fading in) run out and two frames are
 * drawn; looping ones (spinners, marquees) are not waited for; a page that never settles is analysed as it is after 3 s.
 */
async function atRest(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export interface Finding {
  route: string;
  id: string;
  impact: string;
  targets: string[];
  help: string;
}

/**
 * Runs axe (WCAG 2 A and AA) on the page; returns the serious and critical violations, one line each, and, as one
 * `csp-violation` finding, whatever the Content-Security-Policy refused since the last call (recorded by signInContext's
 * listener).
 * `pageOnly`: leave out the site header and footer (the same on every route: checked on the first one).
 */
export async function seriousViolations(page: Page, route: string, pageOnly = false): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (pageOnly) builder = builder.exclude('#root header').exclude('#root footer');
  const serious = async () => (await builder.analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  let violations = await serious();
  // a page still changing while axe reads it (data arriving enables a button whose fade has not drawn a frame yet)
  // is read once more at rest: what a player sees stays a finding, a state caught between two frames does not
  if (violations.length > 0) {
    await atRest(page);
    violations = await serious();
  }
  // a refused script, eval, style or connection is a page that does not work as built, whoever sees it
  const refused = await page.evaluate(() => {
    const w = window as unknown as { __hapaCsp?: string[] };
    const list = w.__hapaCsp ?? [];
    w.__hapaCsp = [];
    return list;
  });
  const csp: Finding[] = refused.length
    ? [
        {
          route,
          id: 'csp-violation',
          impact: 'serious',
          help: 'the Content-Security-Policy refused something the page asked for',
          targets: refused.slice(0, 6),
        },
      ]
    : [];
  return csp.concat(
    violations.map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`),
    })),
  );
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.route}  ${f.id} [${f.impact}] ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/**
 * The `path:` values of the web app's route table (apps/web/src/app/routes.tsx), so a new route cannot skip the axe
 * run. Throws when it finds too few to be that table (a moved or renamed file must not make the check pass empty).
 */
export function routerPaths(): string[] {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '../apps/web/src/app/routes.tsx');
  const source = readFileSync(file, 'utf8');
  const paths = [...source.matchAll(/path: '([^']*)'/g)].map((m) => m[1]!);
  if (paths.length < 20) throw new Error(`routes.tsx: only ${paths.length} route paths found; is it still the route table?`);
  return paths;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times; at every stop the
 * focused control must show a focus ring (an outline from :focus-visible, on it, its label or its box). Throws
 * naming the control without a ring, or when the target is never reached. `target` is resolved again at every stop,
 * so a control the page re-renders on the way (a first screen handing over to the app) still counts as reached.
 */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, { max = 120, back = false } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' }); // there, and one element (a locator matching several throws here)
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { onBody: true, ring: true, what: 'body' };
      const ringOn = (e: Element | null) => {
        if (!e) return false;
        const s = getComputedStyle(e);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      };
      // on the control, or (text fields and radios in a styled box) on its label or the box around it
      const ring = ringOn(el) || ringOn(el.closest('label')) || ringOn(el.parentElement);
      const what = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { onBody: false, ring, what };
    });
    if (!stop.ring) throw new Error(`no visible focus ring on ${stop.what}`);
    stops.push(stop.what);
    if (stop.onBody) continue;
    // the element the locator finds now (not one marked before the walk, which a re-render may have replaced)
    const hit = await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);
    if (hit) return;
  }
  // the walk, so a failure says where the focus went (a trap, a control the page replaced, the page's end)
  const distinct = [...new Set(stops)].length;
  throw new Error(`${max} Tab presses did not reach ${target}; ${distinct} distinct stops, the last 12: ${stops.slice(-12).join(' | ')}`);
}

/** True when the focus is inside `container` (a dialog keeps it there). */
export async function focusInside(container: import('@playwright/test').Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
