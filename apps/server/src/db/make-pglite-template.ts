/**
 * `npm run build` step (scripts/build-server.mjs): makes the PGlite data template a fresh DATA_DIR starts from
 * (pglite-template.ts): initdb, every migration and the catalogue seed, closed cleanly, then its meta.
 * Usage: node make-pglite-template.js <templateDir> <migrationsDir>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS as extensions } from './pglite-extensions.ts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import type { Db } from './client.ts';
import { clearTemplate, writeTemplateMeta } from './pglite-template.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** Makes the template in `templateDir` (emptied first) from the migrations in `migrationsDir`; `now` is the seed time. */
export async function makePgliteTemplate(templateDir: string, migrationsDir: string, now = new Date()): Promise<void> {
  clearTemplate(templateDir);
  const client = new PGlite(path.join(templateDir, 'data'), { extensions });
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  await seedCatalogue(drizzle(client, { schema }) as unknown as Db, now);
  await client.close();
  writeTemplateMeta(templateDir, migrationsDir, now.getTime());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [templateDir, migrationsDir] = process.argv.slice(2);
  if (!templateDir || !migrationsDir) throw new Error('usage: make-pglite-template <templateDir> <migrationsDir>');
  const started = Date.now();
  await makePgliteTemplate(templateDir, migrationsDir);
  console.log(`PGlite template: ${templateDir} in ${Date.now() - started} ms`);
}
