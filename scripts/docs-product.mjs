/**
 * `npm run docs:product` (`node scripts/docs-product.mjs`): writes the generated pages of docs/product/ from the
 * code, so their numbers are the code's: routes.md (apps/web/src/app/routes.tsx and each page's docstring),
 * endpoints.md (every route registration under apps/server/src), entities.md (the zod schemas of
 * packages/contracts), errors.md (packages/contracts/src/errors.ts and errors-pt-br.ts) and constants.md (the
 * exported constants of packages/domain, packages/contracts, the web app and the server modules, and the operator
 * settings). The hand-written pages (README.md, states.md, validation.md, roles.md) are left alone. Run it after
 * changing any of those sources and commit the pages with the change (docs/product/README.md#pages).
 * Each page is made by its module under scripts/docs-product/ (shared helpers in util.mjs).
 */
import { writeFileSync } from 'node:fs';
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
for (const [name, text] of Object.entries(pages)) {
  writeFileSync(path.join(OUT, name), text.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n');
  console.log(`docs/product/${name}: ${text.split('\n').length} lines`);
}
