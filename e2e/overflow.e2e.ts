import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consolePageUrls, playerPageUrls } from './route-table.ts';
import { snap } from './helpers.ts';
import { keptOpsSession } from './ops-helpers.ts';
import { OPS_WALK_ADMIN } from './playwright.config.ts';
import { fundedPlayer, openTopUp, signIn } from './topup-helpers.ts';

/**
 * The screens walked: 320 px, the narrowest a page must reflow to without scrolling sideways (WCAG 2.1, 1.4.10 Reflow;
 * an iPhone SE of the first generation); 360 px, the most common Android width, whose layout differs (rules below 360
 * and 380 px); and 1024 px, the narrowest desktop layout (a tablet on its side), where the header's row is fullest.
 */
const SCREENS = {
  320: { width: 320, height: 640 },
  360: { width: 360, height: 740 },
  1024: { width: 1024, height: 768 },
} as const;

/**
 * Every player page fits a 320 x 640 and a 360 x 740 phone and a 1024 x 768 screen in English and Portuguese, signed in with a funded player: nothing
 * sticks out sideways (the page does not scroll sideways and no visible element's right edge passes the screen,
 * except inside a sideways scroller that clips it), and no control lies under the fixed bars (at the top of the
 * page nothing is under the header; scrolled to the end, nothing is under the bottom bar). The pages come from the
 * route table (e2e/route-table.ts), so a new page is checked without being listed. A button or link whose text is
 * wider than the button (cut, or spilling over its edge) fails too, and so does a snapping rail whose scroll padding is
 * less than its padding (its first card would be scrolled onto the screen's edge), two controls partly covering each
 * other, a text a picture is drawn over, and a catalogue picture downloaded more than twice as wide as it is drawn
 * (its `<img>` lacks `picture()`'s srcset, or its `sizes` says too much: docs/architecture/web-app.md#picture-sizes).
 * The signed-out home is walked first (its header has other buttons).
 */

interface Problem {
  kind:
    | 'page-scrolls-sideways'
    | 'sticks-out'
    | 'text-cut'
    | 'under-header'
    | 'under-bottom-bar'
    | 'rail-snaps-past-padding'
    | 'controls-overlap'
    | 'text-under-picture'
    | 'picture-too-wide'
    | 'labels-misaligned';
  what: string;
}

/** The page's layout problems at its current scroll position (`at`: which bar to check). */
function problems(page: Page, at: 'top' | 'bottom'): Promise<Problem[]> {
  return page.evaluate((at) => {
    const out: { kind: string; what: string }[] = [];
    // the screen's width: a phone browser widens its layout viewport (innerWidth) to a page that sticks out
    const vw = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const name = (e: Element) => {
      const id = e.getAttribute('data-testid');
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${e.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const cs = getComputedStyle(e);
      return cs.visibility !== 'hidden' && cs.opacity !== '0';
    };
    /** inside a sideways scroller: what passes the screen's edge is scrolled to, not lost */
    const scrolls = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'auto' || ox === 'scroll') return true;
      }
      return false;
    };
    /** inside a box that clips it within the screen (a truncated line's ellipsis): nothing passes the edge */
    const clippedOnScreen = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
        if (/hidden|clip/.test(getComputedStyle(p).overflowX) && p.getBoundingClientRect().right <= vw + 1) return true;
      return false;
    };
    /** what a player would miss when cut: a control or text of its own (a glow, a picture edge or a ticker is not) */
    const matters = (e: Element) =>
      !e.closest('[aria-hidden=true]') &&
      (e.matches('a[href], button, input, select, textarea, [role=button]') ||
        [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''));
    if (at === 'top') {
      const sw = document.scrollingElement!.scrollWidth;
      if (sw > vw) out.push({ kind: 'page-scrolls-sideways', what: `${sw} px wide on a ${vw} px screen` });
      const seen = new Set<Element>();
      for (const e of document.body.querySelectorAll('*')) {
        // a snapping rail's cards snap to its scroll padding: less than its padding scrolls the first card onto the
        // edge (docs/architecture/web-app.md#navigation-scrolling-and-fit)
        const cs = getComputedStyle(e);
        if (/x|both|inline/.test(cs.scrollSnapType))
          for (const side of ['Left', 'Right'] as const) {
            const pad = parseFloat(cs[`padding${side}`]) || 0;
            const scrollPad = parseFloat(cs[`scrollPadding${side}`]) || 0;
            if (scrollPad + 0.5 < pad)
              out.push({
                kind: 'rail-snaps-past-padding',
                what: `${name(e)} ${side.toLowerCase()} padding ${pad} px, scroll padding ${scrollPad} px`,
              });
          }
        const r = e.getBoundingClientRect();
        if (r.right <= vw + 1 || !visible(e) || !matters(e) || scrolls(e) || clippedOnScreen(e)) continue;
        // report the outermost element that sticks out, not each of its children
        if ([...seen].some((s) => s.contains(e))) continue;
        seen.add(e);
        out.push({ kind: 'sticks-out', what: `${name(e)} right edge ${Math.round(r.right)} px` });
      }
    }
    if (at === 'top') {
      // a button or link whose own text is wider than it (cut or spilling out), unless it ends in an ellipsis on purpose
      for (const c of document.querySelectorAll('#main a[href], #main button, [role=dialog] button')) {
        if (!visible(c) || scrolls(c)) continue;
        const cs = getComputedStyle(c);
        if (c.scrollWidth > c.clientWidth + 1 && cs.textOverflow !== 'ellipsis' && !/auto|scroll/.test(cs.overflowX))
          out.push({ kind: 'text-cut', what: `${name(c)} text ${c.scrollWidth} px in ${c.clientWidth} px` });
      }
      // the fixed bars' controls by their text alone (a bottom bar's label ran into the next one's on a 320 px phone):
      // a count badge drawn over a bell's corner sticks out by design, so text in a positioned or clipping box of its
      // own is left out
      for (const c of document.querySelectorAll(
        'header a[href], header button, [data-testid=bottom-nav] a[href], [data-testid=bottom-nav] button',
      )) {
        if (!visible(c) || scrolls(c)) continue;
        const box = c.getBoundingClientRect();
        const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!(n.textContent ?? '').trim()) continue;
          let own = true;
          for (let p = n.parentElement; p && p !== c; p = p.parentElement) {
            const ps = getComputedStyle(p);
            if (/absolute|fixed/.test(ps.position) || /hidden|clip/.test(ps.overflowX)) own = false;
          }
          if (!own) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          const r = range.getBoundingClientRect();
          if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)) {
            out.push({ kind: 'text-cut', what: `${name(c)} text ${Math.round(r.width)} px in ${Math.round(box.width)} px` });
            break;
          }
        }
      }
      // the bottom bar's labels start on one line (the raised Play Ground tab's sat 6 px lower than the others')
      const tops = [...document.querySelectorAll('[data-testid=bottom-nav] :is(a[href], button)')].filter(visible).flatMap((c) => {
        const label = [...c.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
        if (!label) return [];
        const range = document.createRange();
        range.selectNodeContents(label);
        return [{ c, top: range.getClientRects()[0]?.top ?? 0 }];
      });
      const first = tops[0];
      for (const t of tops)
        if (first && Math.abs(t.top - first.top) > 1)
          out.push({ kind: 'labels-misaligned', what: `${name(t.c)} label ${Math.round(t.top - first.top)} px below ${name(first.c)}'s` });
    }
    // two controls that partly cover each other (a slide's button over the carousel's dots): one of them is hard to
    // press. A control drawn wholly inside another (a like button on a card's link) is a design, not an accident.
    const CONTROL = 'a[href], button, input, select, textarea, [role=button]';
    /** in a sticky or fixed box: it floats over the page as it scrolls, by design (a game's bet button) */
    const floats = (e: Element) => {
      for (let p: Element | null = e; p && p !== document.body; p = p.parentElement)
        if (/sticky|fixed/.test(getComputedStyle(p).position)) return true;
      return false;
    };
    const shown = [...document.querySelectorAll(`#main :is(${CONTROL})`)].filter(
      (c) => visible(c) && !c.closest('[aria-hidden=true], [inert]') && !floats(c),
    );
    const rects = shown.map((c) => c.getBoundingClientRect());
    /** true when a scroller or clipping box around `e` hides the point (x, y) */
    const clippedAt = (e: Element, x: number, y: number) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (!/auto|scroll|hidden|clip/.test(cs.overflowX + cs.overflowY)) continue;
        const pr = p.getBoundingClientRect();
        if (x < pr.left || x > pr.right || y < pr.top || y > pr.bottom) return true;
      }
      return false;
    };
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++) {
        const [a, b, ra, rb] = [shown[i]!, shown[j]!, rects[i]!, rects[j]!];
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w < 2 || h < 2 || a.contains(b) || b.contains(a) || inside(ra, rb) || inside(rb, ra)) continue;
        const x = Math.max(ra.left, rb.left) + w / 2;
        const y = Math.max(ra.top, rb.top) + h / 2;
        if (x < 0 || x > vw || y < 0 || y > window.innerHeight) continue;
        // only where both are drawn (neither clipped away by a scroller there) and one of them is what the screen shows
        const hit = document.elementFromPoint(x, y)?.closest(CONTROL);
        if ((hit === a || hit === b) && !clippedAt(a, x, y) && !clippedAt(b, x, y))
          out.push({ kind: 'controls-overlap', what: `${name(a)} and ${name(b)} overlap ${Math.round(w)} x ${Math.round(h)} px` });
      }
    // a label a picture is drawn over (a badge on a card whose picture comes later and is transformed)
    for (const e of document.querySelectorAll('#main *')) {
      if (!visible(e) || e.closest('[aria-hidden=true]')) continue;
      const text = [...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      // the first line's middle (a paragraph's whole box would reach past its text, onto an icon beside it)
      const r = range.getClientRects()[0];
      if (!r) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width < 2 || x < 0 || x > vw || y < 0 || y > window.innerHeight || clippedAt(e, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      // the fixed bars lie over the page by design (their own checks are below)
      if (hit && !e.contains(hit) && hit.matches('img, svg, svg *, video, canvas') && !hit.closest('header, nav, [data-testid=bottom-nav]'))
        out.push({
          kind: 'text-under-picture',
          what: `${name(e)} under ${hit.tagName.toLowerCase()} of ${name(hit.closest('[data-testid]') ?? hit.parentElement!)}`,
        });
    }
    // a catalogue picture (a generated one, an upload) is offered at 96-384 px: one far wider than drawn lacks its srcset
    for (const img of document.querySelectorAll<HTMLImageElement>('#main img')) {
      if (!img.complete || img.naturalWidth === 0 || img.offsetWidth === 0) continue;
      const path = new URL(img.currentSrc || img.src, location.href).pathname;
      if (!/^\/(art\/(box|item|fancy)\/\d+\.webp|api\/media\/\d+)$/.test(path)) continue;
      if (img.naturalWidth > Math.max(96, 2 * devicePixelRatio * img.offsetWidth))
        out.push({
          kind: 'picture-too-wide',
          what: `${name(img.closest('[data-testid]') ?? img.parentElement!)} picture of ${img.naturalWidth} px drawn ${img.offsetWidth} px wide`,
        });
    }
    const bar = at === 'top' ? document.querySelector('header') : document.querySelector('[data-testid=bottom-nav]');
    if (bar && visible(bar)) {
      const controls = document.querySelectorAll(
        '#main a[href], #main button, #main input, #main select, #main textarea, #main [role=button]',
      );
      for (const c of controls) {
        if (!visible(c)) continue;
        const r = c.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || x > vw || y < 0 || y > window.innerHeight) continue;
        // a control scrolled out of its own scroller (a box picker's list) is not shown there: nothing to cover
        if (clippedAt(c, x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && bar.contains(hit) && !c.contains(hit))
          out.push({ kind: at === 'top' ? 'under-header' : 'under-bottom-bar', what: name(c) });
      }
    }
    return out as Problem[];
  }, at);
}

/** The route's page is in #main (not its lazy-loading spinner) and its loading skeletons are gone (at most 5 s). */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#main');
      return !!main && main.children.length > 0 && !main.querySelector(':scope > [role=status]');
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForFunction(() => !document.querySelector('#main .animate-shimmer'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

/** Scrolls to the end of the page, again while late content makes it longer (a few frames at most). */
async function toTheEnd(page: Page) {
  await page.evaluate(async () => {
    const el = document.scrollingElement!;
    for (let i = 0; i < 20; i++) {
      window.scrollTo(0, el.scrollHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (Math.ceil(window.scrollY + window.innerHeight) >= el.scrollHeight - 1) return;
    }
  });
}

/**
 * Opens `url` by an in-app navigation (the router follows popstate): no page load per page, so a walk stays fast. A
 * history entry of its own (a fresh key): no scroll position of an earlier visit is restored.
 */
async function goInApp(page: Page, url: string) {
  await page.evaluate((u) => {
    const state = { usr: null, key: Math.random().toString(36).slice(2), idx: window.history.length };
    window.history.pushState(state, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(new URL(url, 'http://x').pathname);
}

/**
 * The problems at the top or at the end of the page that are still there a moment later: a page whose late content
 * (a list, a picture) moved things while it was looked at is looked at again, up to three times.
 */
async function steady(page: Page, at: 'top' | 'bottom'): Promise<Problem[]> {
  let found: Problem[] = [];
  for (let i = 0; i < 3; i++) {
    if (at === 'top') await page.evaluate(() => window.scrollTo(0, 0));
    else await toTheEnd(page);
    found = await problems(page, at);
    if (found.length === 0) return found;
    await page.waitForTimeout(400);
  }
  return found;
}

test('every player page fits 320 and 360 px phones and a 1024 px screen in English and Portuguese: no sideways overflow, no control under the fixed bars', async ({
  page,
  context,
  request,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone layout');
  test.setTimeout(600_000);
  const player = await fundedPlayer(request, 'fit', 100);
  // pages with content: stored prizes (My Prizes, the shipping checkout, the exchange center) and a voucher card
  const headers = { authorization: player.authorization };
  const open = async () => (await (await request.post('/api/item/110/open', { headers })).json()).data.results[0].storeItemId as number;
  const prize = await open();
  await open();
  const voucher = await request.post('/api/exchange_center/exchange', { headers, data: { ids: [prize], to: 'voucher' } });
  expect((await voucher.json()).code).toBe(0);
  const found: string[] = [];
  // a visitor's home first: the signed-out header (sign in, sign up) in both languages, on both phones
  for (const [lang, width] of [
    ['pt-BR', 1024],
    ['pt-BR', 320],
    ['en', 320],
    ['pt-BR', 360],
    ['en', 360],
  ] as const) {
    await page.setViewportSize(SCREENS[width]);
    await page.goto('/');
    await page.evaluate((l) => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: l })), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('header-signup')).toBeVisible();
    await settled(page);
    for (const p of await steady(page, 'top')) found.push(`${width} px signed out ${lang} /: ${p.kind} ${p.what}`);
    for (const p of await steady(page, 'bottom')) found.push(`${width} px signed out ${lang} /: ${p.kind} ${p.what}`);
  }
  await signIn(context, player);
  const urls = playerPageUrls();
  expect(urls.length).toBeGreaterThan(60);
  for (const [lang, width] of [
    ['en', 320],
    ['en', 360],
    ['en', 1024],
    ['pt-BR', 1024],
    ['pt-BR', 360],
    ['pt-BR', 320],
  ] as const) {
    if (lang === 'pt-BR') {
      await request.post('/api/user/update', { headers: { authorization: player.authorization }, data: { language: 'pt-BR' } });
      await page.evaluate(() => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: 'pt-BR' })));
    }
    await page.setViewportSize(SCREENS[width]);
    await page.goto('/');
    for (const url of urls) {
      const t0 = Date.now();
      await goInApp(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await settled(page);
      for (const p of await steady(page, 'top')) found.push(`${width} px ${lang} ${url}: ${p.kind} ${p.what}`);
      for (const p of await steady(page, 'bottom')) found.push(`${width} px ${lang} ${url}: ${p.kind} ${p.what}`);
      if (process.env.H3_TIMING) console.log(url, Date.now() - t0);
    }
  }
  expect(found).toEqual([]);
});

/**
 * Every console page (the registry, so a new page is walked without being listed) fits a 390 px phone (an operator
 * approving a payout away from the desk) and a 1024 px laptop, by the same rules as the player pages: nothing sticks
 * out sideways unless inside a scroller (the wide tables scroll), no cut button text, no overlapping controls, nothing
 * under the console's header.
 */
test('every console page fits a 390 px phone and a 1024 px laptop: no sideways overflow, no cut text, no overlapping controls', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run takes both widths');
  test.setTimeout(300_000);
  const player = await fundedPlayer(request, 'ops-walk', 20);
  await keptOpsSession(page, OPS_WALK_ADMIN, 'Walk-Passw0rd-2026');
  await page.goto('/ops');
  await expect(page.getByTestId('ops-who')).toBeAttached();
  const urls = consolePageUrls({ 'players/:uid': `/ops/players/${player.uid}`, 'catalogue/boxes/:id': '/ops/catalogue/boxes/110' });
  expect(urls.length).toBeGreaterThan(25);
  const found: string[] = [];
  for (const width of [1024, 390] as const) {
    await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1024, height: 768 });
    for (const url of urls) {
      await goInApp(page, url);
      // the page's own chunk and first answer are in (every console page has its title)
      await expect(page.locator('#main h1')).toBeVisible();
      await settled(page);
      for (const p of await steady(page, 'top')) found.push(`${width} px ${url}: ${p.kind} ${p.what}`);
    }
  }
  expect(found).toEqual([]);
});

/**
 * Screenshots of home, /battles and a game page at 1440, 390 and 360 px in both languages (e2e artifacts
 * `mobile-shots-<page>-<width>-<lang>.png`; the top-up result and the pay history are e2e/deposit-parts.e2e.ts's), and
 * the top-up's offer row at 360 px: when its banners do not all fit, the scroll hint shows.
 */
test('screenshots of home, battles and a game page at 1440, 390 and 360 px in both languages; the top-up offer row hints at more', async ({
  page,
  context,
  request,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'one run takes every width');
  // 18 page loads with a screenshot each: on CI's four lanes over two cores one takes up to 10 s
  test.setTimeout(300_000);
  const player = await fundedPlayer(request, 'shots', 100);
  await signIn(context, player);
  for (const lang of ['en', 'pt-BR'] as const) {
    await request.post('/api/user/update', { headers: { authorization: player.authorization }, data: { language: lang } });
    await context.addInitScript((l) => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: l })), lang);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, url, ready] of [
        ['home', '/', 'featured-boxes'],
        ['battles', '/battles', 'battles-page'],
        ['mad-miner', '/mad-miner', 'mad-miner-page'],
      ] as const) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId(ready)).toBeVisible();
        await settled(page);
        // nothing of the header passes the screen's right edge (the avatar menu was cut at 1440 px in Portuguese)
        const cut = await page
          .locator('header a, header button, header input')
          .evaluateAll(
            (els) => els.filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > innerWidth).length,
          );
        expect(cut, `header controls past the edge at ${width} px (${lang})`).toBe(0);
        await snap(page, info, `shots-${name}-${width}-${lang}`);
      }
    }
  }
  // the top-up at 360 px: the offer banners scroll sideways with a hint (a dot per banner, the edge fading)
  await page.setViewportSize({ width: 360, height: 740 });
  await openTopUp(page);
  const row = page.getByTestId('topup-banners');
  await expect(row).toBeVisible();
  const [scrollW, clientW] = await row.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  if (scrollW > clientW + 2) {
    const hint = page.getByTestId('topup-banners-hint');
    await expect(hint).toBeVisible();
    await expect(hint.locator(':scope > span')).toHaveCount(await row.locator(':scope > div').count());
  } else await expect(page.getByTestId('topup-banners-hint')).toHaveCount(0);
  await snap(page, info, 'shots-topup-360-pt-BR');
});
