import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import { CONTRACT_MISMATCH_LOG } from '../apps/web/src/lib/api-client.ts';

export { expect };

/**
 * Watches every page of `context` for the web app's contract mismatch log (apps/web/src/lib/api-client.ts
 * `CONTRACT_MISMATCH_LOG`: an answer of the API that does not match its contract schema).
 * @returns the live list of mismatches seen, each as `page url: logged text`
 */
export function watchContracts(context: BrowserContext, into: string[] = []): string[] {
  context.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' && m.text().includes(CONTRACT_MISMATCH_LOG)) into.push(`${m.page()?.url()}: ${m.text()}`);
  });
  return into;
}

/**
 * Playwright's `test` for every journey (the e2e lint rule makes them import it from here), with one check of its own:
 * an answer of the API that does not match its contract schema fails the test it happened in. The web app only logs
 * such a mismatch and goes on with the answer, so without this a screen could show a field the contract does not
 * promise and no journey would notice. Every page of the test's own context and of every context it opens with
 * `browser.newContext()` is watched. `test.use({ contractMismatchesAllowed: true })` is for the check's own test.
 */
export const test = base.extend<{ contractMismatchesAllowed: boolean; contractCheck: void }>({
  contractMismatchesAllowed: [false, { option: true }],
  contractCheck: [
    async ({ context, browser, contractMismatchesAllowed }, use) => {
      const mismatches = watchContracts(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const c = await newContext(...args);
        watchContracts(c, mismatches);
        return c;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (!contractMismatchesAllowed) {
        expect(mismatches, 'answers that do not match their contract (docs/architecture/web-app.md#contract-schemas)').toEqual([]);
      }
    },
    { auto: true },
  ],
});
