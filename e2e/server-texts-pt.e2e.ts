import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resources } from '../apps/web/src/lib/i18n/resources.ts';
import { ptBR } from '../apps/web/src/lib/i18n/pt-BR/index.ts';
import { snap } from './helpers.ts';
import { newPlayer, signIn, type Session } from './topup-helpers.ts';

/**
 * What the server tells a Portuguese player reads in Portuguese (docs/architecture/web-app.md#server-built-texts): a
 * $50 deposit (its notification, its level-up and the Glory Road level-up quest it completes) and a box opening, then
 * the notifications list, the coin history and Glory Road show no English text of the server-texts, notifications,
 * stats or Glory Road catalogues (a text whose pt-BR differs), and show the Portuguese ones.
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
/** English texts of what the server builds, as a pattern (a placeholder matches any value, an amount, a name). */
const ENGLISH = [...en]
  .filter(([path]) => /^(serverTexts|notifications|wallet\.stats|vip\.glory)\./.test(path))
  .filter(([path, text]) => pt.get(path) !== text && /\p{L}{2}/u.test(text.replace(/\{\{[^}]+\}\}/g, '')))
  .map(([path, text]) => ({
    path,
    re: new RegExp(
      `^${text
        .split(/\{\{[^}]+\}\}/)
        .map(escape)
        .join('.+')}$`,
      'su',
    ),
  }));

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !el || el.closest('script,style,noscript,[aria-hidden="true"]')) continue;
      if (el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) out.push(text);
    }
    return out;
  });
}

async function expectNoEnglish(page: Page, where: string) {
  const texts = await visibleTexts(page);
  const found = texts.flatMap((t) => ENGLISH.filter((e) => e.re.test(t)).map((e) => `"${t}" = en ${e.path}`));
  expect([...new Set(found)], `${where}: English server text on a Portuguese page`).toEqual([]);
}

const api = (request: APIRequestContext, s: Session) => ({
  get: async (url: string) => (await (await request.get(url, { headers: { authorization: s.authorization } })).json()).data,
  post: async (url: string, data?: unknown) =>
    (await (await request.post(url, { headers: { authorization: s.authorization }, data })).json()).data,
});

test('a Portuguese player reads notifications, coin history and Glory Road in Portuguese after a deposit, an opening and a quest', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(180_000);
  const s = await newPlayer(request, 'srvtexts');
  const as = api(request, s);
  expect((await as.post('/api/user/update', { language: 'pt-BR' })).language).toBe('pt-BR');
  // the journey's events: a $50 deposit (VIP2, the level-up quest done) and one box opening
  const pre = await as.post('/api/pay/sandbox/prepay', { orderType: 1, amount: 50 });
  expect((await request.post(`/api/pay/sandbox/${pre.orderNo}/confirm`)).ok()).toBe(true);
  await expect.poll(async () => (await as.get('/api/user/base_info')).coin, { timeout: 20_000 }).toBeGreaterThanOrEqual(50);
  const opened = await (await request.post('/api/item/107/open', { headers: { authorization: s.authorization } })).json();
  expect(opened.code, JSON.stringify(opened)).toBe(0);
  // the notifications arrive through the outbox after commit
  await expect
    .poll(async () => ((await as.get('/api/notify/message_page_list?page=1')).list as { kind: string }[]).map((n) => n.kind).sort(), {
      timeout: 30_000,
    })
    .toEqual(expect.arrayContaining(['deposit', 'level_up', 'quest']));

  await signIn(context, s, { levelUp: false });
  await context.addInitScript(() => window.localStorage.setItem('hapa.lang', JSON.stringify({ lang: 'pt-BR' })));

  await page.goto('/notification');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const rows = page.getByTestId('notification-row');
  await expect(rows.first()).toBeVisible();
  for (const [title, content] of [
    ['Missão concluída', /Você concluiu "Missão de subir de nível"/],
    ['Subiu de nível!', /Parabéns, você chegou ao VIP2/],
    ['Recarga concluída', /^\$50,00 foi adicionado ao seu saldo/],
  ] as const) {
    const row = rows.filter({ has: page.getByTestId('notification-title').getByText(title, { exact: true }) });
    await expect(row, title).toHaveCount(1);
    await expect(row.getByTestId('notification-content')).toHaveText(content);
  }
  await snap(page, info, 'server-texts-pt-notifications');
  await expectNoEnglish(page, 'notifications');

  await page.goto('/user/stats');
  await page.getByTestId('stats-tab-coin').click();
  const lines = page.getByTestId('coin-history-text');
  await expect(lines.first()).toBeVisible();
  await expect(lines.filter({ hasText: 'Caixa aberta' })).toHaveCount(1);
  await expect(lines.filter({ hasText: /^Recarga$/ })).toHaveCount(1);
  await snap(page, info, 'server-texts-pt-coin-history');
  await expectNoEnglish(page, 'coin history');

  await page.goto('/glory-road');
  const first = page.locator('[data-testid=quest-card][data-quest-id="1"]');
  await expect(first.getByTestId('quest-name')).toHaveText('Missão de subir de nível');
  await expect(first.getByTestId('quest-task-text')).toHaveText(['Recarregue $50,00 no total', 'Chegue ao VIP2']);
  await expect(page.locator('[data-testid=quest-card][data-quest-id="2"]').getByTestId('quest-name')).toHaveText('Caçador de caixas');
  await snap(page, info, 'server-texts-pt-glory-road');
  await expectNoEnglish(page, 'Glory Road');
});
