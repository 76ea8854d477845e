import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { changedOperations, OPENAPI_FILE, openApiText } from './openapi-doc.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The checked-in API document (docs/openapi.json) is the one the server serves: any route, parameter or response
 * shape change must come with the regenerated file (`npm run openapi`), so a pull request shows every API change
 * (docs/architecture.md#api-document).
 */
describe('docs/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('equals the document the server serves (run `npm run openapi` after changing a route)', () => {
    const served = openApiText(t.app);
    const file = readFileSync(path.join(ROOT, OPENAPI_FILE), 'utf8');
    if (file !== served) {
      const ops = changedOperations(file, served);
      expect.fail(
        `${OPENAPI_FILE} differs from the served document; run \`npm run openapi\` and commit it.\n` +
          (ops.length ? ops.slice(0, 30).join('\n') : '(only the document header or shared components differ)'),
      );
    }
  });

  it('names what changed between two documents', () => {
    const a = JSON.stringify({ paths: { '/a': { get: { x: 1 } }, '/b': { post: {} } } });
    const b = JSON.stringify({ paths: { '/a': { get: { x: 2 } }, '/c': { get: {} } } });
    expect(changedOperations(a, b)).toEqual(['added: GET /c', 'changed: GET /a', 'removed: POST /b']);
  });
});
