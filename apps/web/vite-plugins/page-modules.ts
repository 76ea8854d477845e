import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The web app's root (apps/web): module keys are paths from here, as in the client build's manifest. */
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The module of `lazyPage` (src/app/page-modules.ts), imported by the route table once the plugin has rewritten it. */
const PAGE_MODULES_ID = fileURLToPath(new URL('../src/app/page-modules.ts', import.meta.url));
const LAZY_PAGE_NAME = '__hapaLazyPage';
/** `lazy(() => import('./routes/home.tsx'))`: the only shape a page takes in the route table. */
const LAZY_PAGE = /\blazy\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;
const LAZY_CALL = /\blazy\(/g;

/**
 * The manifest key of a module (its path from apps/web, `/` separated: `src/app/routes/home.tsx`), the key the
 * client build's `.vite/manifest.json` files its chunk under.
 */
export function pageModuleKey(file: string): string {
  return path.relative(WEB_ROOT, file).split(path.sep).join('/');
}

/**
 * Tells the first-screen renderer which page module each route shows (docs/architecture/first-screen.md#the-loader):
 * every `lazy(() => import('<page>'))` of the route table (src/app/routes.tsx) becomes
 * `lazyPage('<key>', () => import('<page>'))` (src/app/page-modules.ts), which is the same `React.lazy` component with
 * the page's manifest key ({@link pageModuleKey}) filed beside it. The server then lists that page's chunks with the
 * entry's for the first screen's loader, so the browser never has to add them while React hydrates. Applied to the
 * client build, the renderer's build and the tests (vitest.config.ts), so all three see the same route table.
 * @throws Error (fails the build) when a `lazy(` call of the route table is not in that shape, or its page does not
 *   resolve: a page without its key would load as before but its first screen would not list its chunks
 */
export function pageModules(routeTable = /[\\/]src[\\/]app[\\/]routes\.tsx$/): Plugin {
  return {
    name: 'hapa-page-modules',
    enforce: 'pre',
    transform: {
      filter: { id: routeTable },
      async handler(code, id) {
        const out = new MagicString(code);
        const calls = [...code.matchAll(LAZY_CALL)].length;
        let rewritten = 0;
        for (const m of code.matchAll(LAZY_PAGE)) {
          const resolved = await this.resolve(m[2]!, id);
          if (!resolved) throw new Error(`${id}: page ${m[2]} does not resolve`);
          out.overwrite(m.index, m.index + 'lazy('.length, `${LAZY_PAGE_NAME}(${JSON.stringify(pageModuleKey(resolved.id))}, `);
          rewritten += 1;
        }
        if (rewritten !== calls) throw new Error(`${id}: ${calls - rewritten} lazy( call(s) are not lazy(() => import('<page>'))`);
        if (rewritten === 0) return null;
        out.prepend(`import { lazyPage as ${LAZY_PAGE_NAME} } from ${JSON.stringify(PAGE_MODULES_ID)};\n`);
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
