/**
 * `npm run openapi`: writes the API document the server serves (the test configuration: PGlite, sandbox payments,
 * development routes tagged `dev`) to docs/openapi.json, so a change of any route's shape shows in the diff of a
 * pull request; `npm run build` runs it, and http/openapi.test.ts fails when the served document differs from the
 * file (docs/architecture.md#api-document).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, openApiText } from '../http/openapi-doc.ts';
import { createTestApp } from '../test/harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const t = await createTestApp('pglite');
try {
  await t.app.ready();
  const text = openApiText(t.app);
  writeFileSync(path.join(ROOT, OPENAPI_FILE), text);
  const paths = Object.keys((JSON.parse(text) as { paths: object }).paths).length;
  process.stdout.write(`${OPENAPI_FILE}: ${paths} paths\n`);
} finally {
  await t.close();
}
