import { expect, test, watchContracts } from './fixtures.ts';
import { quietGuides, skipFirstScreen } from './helpers.ts';

/**
 * The check every journey runs with (e2e/fixtures.ts): an answer of the API that does not match its contract schema
 * is seen. Here the check's failure is allowed, and the test asserts what it saw instead.
 */
test.describe('the contract check', () => {
  test.use({ contractMismatchesAllowed: true });

  test('sees an answer that does not match its contract', async ({ page, context }, info) => {
    test.skip(info.project.name !== 'desktop', 'the check is the same in both projects');
    const seen = watchContracts(context);
    // the home's top boxes rail reads this list in the browser (no server-rendered first screen)
    await skipFirstScreen(context);
    await quietGuides(page);
    await page.route('**/api/item/top/list/v2*', (route) => route.fulfill({ json: { code: 0, data: { list: 'not a list' } } }));
    await page.goto('/');
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(seen[0]).toContain('GET /item/top/list/v2');
  });
});
