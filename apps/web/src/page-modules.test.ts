import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModuleKey, pageModules } from '../vite-plugins/page-modules.ts';

/**
 * The route table's page keys (docs/architecture/first-screen.md#the-loader): the build's `pageModules` plugin turns
 * each `lazy(() => import('<page>'))` of app/routes.tsx into `lazyPage('<key>', ...)`, the key being the page's path
 * from apps/web (its key in the client build's manifest), and refuses a `lazy(` call it cannot key.
 */
const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = path.join(WEB, 'src/app/routes.tsx');

type Handler = (
  this: { resolve: (spec: string, importer: string) => Promise<{ id: string } | null> },
  code: string,
  id: string,
) => Promise<{ code: string } | null>;
const handler = (pageModules().transform as { handler: Handler }).handler;
/** resolves as Vite does for a relative path; `missing` resolves to nothing */
const context = {
  resolve: async (spec: string, importer: string) => (spec.includes('missing') ? null : { id: path.resolve(path.dirname(importer), spec) }),
};

describe('pageModules (the route table keys its pages)', () => {
  it('keys every page of the real route table with a file of the web app', async () => {
    const source = readFileSync(ROUTES, 'utf8');
    const out = (await handler.call(context, source, ROUTES))!.code;
    const keys = [...out.matchAll(/__hapaLazyPage\("([^"]+)", \(\) => import\('([^']+)'\)/g)];
    expect(keys.length).toBe([...source.matchAll(/\blazy\(/g)].length);
    expect(keys.length).toBeGreaterThan(50);
    for (const [, key, spec] of keys) {
      expect(key).toBe(pageModuleKey(path.resolve(path.dirname(ROUTES), spec!)));
      expect(readFileSync(path.join(WEB, key!), 'utf8').length, key).toBeGreaterThan(0);
    }
    expect(keys.map((k) => k[1])).toContain('src/app/routes/home.tsx');
    expect(out).not.toMatch(/\blazy\(/);
  });

  it('refuses a lazy( call of another shape, and a page that does not resolve', async () => {
    const odd = `const A = lazy(() => import('./routes/home.tsx'));\nconst B = lazy(load);\n`;
    await expect(handler.call(context, odd, ROUTES)).rejects.toThrow(/1 lazy\( call\(s\) are not/);
    await expect(handler.call(context, `const A = lazy(() => import('./missing.tsx'));`, ROUTES)).rejects.toThrow(/does not resolve/);
    // nothing to key: left as it is
    expect(await handler.call(context, `export const x = 1;`, ROUTES)).toBeNull();
  });
});
