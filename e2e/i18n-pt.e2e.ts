import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resources } from '../apps/web/src/lib/i18n/resources.ts';
import { ptBR } from '../apps/web/src/lib/i18n/pt-BR/index.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn } from './topup-helpers.ts';

/**
 * A Portuguese player sees the home, the top-up modal and a box page fully in Portuguese (docs/architecture/web-app.md). The page's
 * visible text nodes (and placeholders / aria-labels) are compared with the catalogues: any that equals an
 * English catalogue text whose pt-BR text differs (or is missing) is English left on a Portuguese page.
 * Switching to English in the menu (drawer on phones, footer on wide screens) changes it back without reload.
 */

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = '', out = new Map<string, string>()) => {
  for (const [k, v] of Object.entries(tree)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(p, v);
    else leaves(v, p, out);
  }
  return out;
};
const en = leaves(resources.en.translation as unknown as Tree);
const pt = leaves(ptBR as unknown as Tree);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** English texts that must not show on a Portuguese page: a pt-BR text exists and differs, or is missing. */
const ENGLISH_ONLY = [...en]
  .filter(([path, text]) => pt.get(path) !== text && /\p{L}{2}/u.test(text.replace(/\{\{[^}]+\}\}/g, '')))
  .map(([path, text]) => ({
    path,
    text,
    // placeholders match anything; Trans tags are split into several text nodes, so only tag-free texts are compared
    // a placeholder stands for one value: a number, an amount, a count, a time
    re: /<\/?\w+>/.test(text)
      ? null
      : new RegExp(
          `^${text
            .split(/\{\{[^}]+\}\}/)
            .map((s) => escape(s))
            .join('[\\p{N}$.,:%+#×x-]+')}$`,
          'su',
        ),
  }))
  .filter((e) => e.re !== null);

/** Visible text nodes, placeholders and aria-labels of the page (whitespace collapsed). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !el || el.closest('script,style,noscript,[aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder],[aria-label]')) {
      if (!el.checkVisibility()) continue;
      for (const a of ['placeholder', 'aria-label']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/**
 * Operator content (box tags, quest names) is data in the language the operator wrote it, not catalogue
 * text: a box tag named "Hot" is not the catalogue's "Hot" badge.
 */
async function operatorContent(page: Page, auth?: string): Promise<Set<string>> {
  const get = async (url: string) => (await (await page.request.get(url, { headers: auth ? { authorization: auth } : {} })).json()).data;
  const tags = ((await get('/api/item/tags')) ?? []) as { name: string }[];
  const quests = auth ? (((await get('/api/quest/info')) as { taskDetail?: { name: string }[] } | null)?.taskDetail ?? []) : [];
  return new Set([...tags.map((t) => t.name), ...quests.map((q) => q.name)]);
}

/** Fails with every English catalogue text found on the page (operator content aside). */
async function expectNoEnglish(page: Page, where: string, auth?: string) {
  const content = await operatorContent(page, auth);
  expect(content.size, 'operator content (tags) read').toBeGreaterThan(0);
  const texts = (await visibleTexts(page)).filter((t) => !content.has(t));
  expect(texts.length, `${where}: no text found`).toBeGreaterThan(5);
  const found = texts.flatMap((t) => ENGLISH_ONLY.filter((e) => e.re!.test(t)).map((e) => `"${t}" = en ${e.path}`));
  expect([...new Set(found)], `${where}: English left on a Portuguese page`).toEqual([]);
}

test('a Portuguese player sees home, top-up and a box page in Portuguese; English comes back from the menu', async ({
  page,
  context,
  request,
  isMobile,
}, info) => {
  test.setTimeout(180_000);
  const player = await newPlayer(request, 'pt');
  // the saved setting wins over this English browser (docs/architecture/web-app.md order)
  const saved = await request.post('/api/user/update', { headers: { authorization: player.authorization }, data: { language: 'pt-BR' } });
  expect((await saved.json()).data.language).toBe('pt-BR');
  await signIn(context, player);
  await context.addInitScript(() => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: 'pt-BR' })));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId(isMobile ? 'bottom-nav' : 'header-topup')).toBeVisible();
  await expect(page.getByTestId('box-card').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await snap(page, info, 'i18n-pt-home');
  await expectNoEnglish(page, 'home', player.authorization);

  await page.getByTestId(isMobile ? 'header-topup-mobile' : 'header-topup').click();
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await expect(page.getByTestId('topup-submit')).toBeVisible();
  await snap(page, info, 'i18n-pt-topup');
  await expectNoEnglish(page, 'top-up', player.authorization);
  await page.keyboard.press('Escape');

  await page.goto('/box-detail/101-apple-box');
  await expect(page.getByTestId('open-1x')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap(page, info, 'i18n-pt-box');
  await expectNoEnglish(page, 'box page', player.authorization);

  // an error text from the server comes in Portuguese too (the player's setting)
  const err = await request.post('/api/user/update', { headers: { authorization: player.authorization }, data: { nickname: 'x' } });
  expect((await err.json()).msg).toBe('O apelido deve ter de 2 a 20 caracteres');

  // back to English from the menu, without a reload
  if (isMobile) {
    await page.getByTestId('bottom-nav-menu').click();
    await page.getByTestId('menu-drawer').getByTestId('language-en').click();
    await page.keyboard.press('Escape');
  } else {
    await page.locator('footer').getByTestId('language-en').click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('open-1x')).toContainText(resources.en.translation.unbox.openTimes.replace('{{n}}', '1'), {
    ignoreCase: true,
  });
  await snap(page, info, 'i18n-en-box');
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/user/base_info', { headers: { authorization: player.authorization } })).json()).data.language,
    )
    .toBe('en');
});

test.describe('a visitor with a Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });
  test('gets the home page in Portuguese at once', async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => window.localStorage.setItem('hapa.guide.freeBox', 'true'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByTestId('box-card').first()).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await snap(page, info, 'i18n-pt-visitor-home');
    await expectNoEnglish(page, 'visitor home');
  });
});
