/**
 * `npm run docs:product` (`node scripts/docs-product.mjs`): writes the generated pages of docs/product/ from the
 * code, so their numbers are the code's: routes.md (apps/web/src/app/routes.tsx and each page's docstring),
 * endpoints.md (every route registration under apps/server/src), entities.md (the zod schemas of
 * packages/contracts), errors.md (packages/contracts/src/errors.ts and errors-pt-br.ts) and constants.md (the
 * exported constants of packages/domain, packages/contracts, the web app and the server modules, and the operator
 * settings). The hand-written pages (README.md, states.md, validation.md, roles.md) are left alone. Run it after
 * changing any of those sources and commit the pages with the change (docs/product/README.md#pages).
 * `--check` (a step of `npm run lint`) writes nothing: it fails, naming the pages, when a committed page differs from
 * what the code makes now, so a page cannot be left behind its source.
 * Each page is made by its module under scripts/docs-product/ (shared helpers in util.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constantsPage } from './docs-product/constants.mjs';
import { endpointsPage } from './docs-product/endpoints.mjs';
import { entitiesPage } from './docs-product/entities.mjs';
import { errorsPage } from './docs-product/errors.mjs';
import { routesPage } from './docs-product/routes.mjs';
import { OUT } from './docs-product/util.mjs';

const pages = {
  'entities.md': entitiesPage(),
  'routes.md': routesPage(),
  'endpoints.md': endpointsPage(),
  'errors.md': await errorsPage(),
  'constants.md': constantsPage(),
};
const check = process.argv.includes('--check');
const stale = [];
for (const [name, text] of Object.entries(pages)) {
  const page = text.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
  const file = path.join(OUT, name);
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (committed !== page) stale.push(`docs/product/${name}`);
    continue;
  }
  writeFileSync(file, page);
  console.log(`docs/product/${name}: ${text.split('\n').length} lines`);
}
if (check) {
  if (stale.length) {
    console.log(`behind the code: ${stale.join(', ')}; run npm run docs:product and commit the pages`);
    process.exitCode = 1;
  } else console.log(`docs/product: ${Object.keys(pages).length} generated pages match the code`);
}
