import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGLITE_LOCK_FILE } from './pglite-lock.ts';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PGlite data template (docs/benchmarks.md, bench:start): PGlite's first open of an empty folder runs initdb, the largest
 * part of a cold start. `npm run build` makes a template once (initdb and every migration done, catalogue
 * seeded) under apps/server/dist/pglite-template; a fresh DATA_DIR starts as a copy of it. The template
 * records a fingerprint of the migrations it ran and of the PGlite version: on any difference (a newer or
 * edited migration, another PGlite) it is not used and the start runs initdb as before. Migrations and the
 * (idempotent) seed still run after a copy, so the database always ends on the latest schema.
 */

/** Written next to the template's `data` folder. */
export interface TemplateMeta {
  fingerprint: string;
  /** when the template was made (ms since epoch): seeded times are moved forward by the template's age */
  builtAt: number;
}

/** SHA-256 over the PGlite version and every migration (journal order: tag and SQL text). */
export function migrationsFingerprint(migrationsDir: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const h = createHash('sha256');
  h.update(`pglite ${pgliteVersion()}\n`);
  for (const e of journal.entries) h.update(`${e.tag}\n`).update(readFileSync(path.join(migrationsDir, `${e.tag}.sql`)));
  return h.digest('hex');
}

/** The installed PGlite's version (its package.json is not exported: found beside its entry file). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Reads a template's meta, or null when `templateDir` holds no usable template. */
export function readTemplate(templateDir: string): TemplateMeta | null {
  try {
    const meta = JSON.parse(readFileSync(path.join(templateDir, 'template.json'), 'utf8')) as TemplateMeta;
    return existsSync(path.join(templateDir, 'data', 'PG_VERSION')) && typeof meta.fingerprint === 'string' ? meta : null;
  } catch {
    return null;
  }
}

/**
 * Copies the first usable template of `templateDirs` into `dataDir` when `dataDir` is missing or empty and the
 * template was made from exactly these migrations. Returns the template's meta when it copied, else null (the
 * caller then lets PGlite run initdb). Never touches a folder that holds anything.
 */
export function restorePgliteTemplate(dataDir: string, templateDirs: string[], migrationsDir: string): TemplateMeta | null {
  // the folder's own lock (db/pglite-lock.ts, taken before this runs) does not count as content
  if (existsSync(dataDir) && readdirSync(dataDir).some((f) => f !== PGLITE_LOCK_FILE)) return null;
  let fingerprint: string | null = null;
  for (const dir of templateDirs) {
    const meta = readTemplate(dir);
    if (!meta) continue;
    fingerprint ??= migrationsFingerprint(migrationsDir);
    if (meta.fingerprint !== fingerprint) continue;
    mkdirSync(dataDir, { recursive: true });
    cpSync(path.join(dir, 'data'), dataDir, { recursive: true, filter: (src) => path.basename(src) !== PGLITE_LOCK_FILE });
    return meta;
  }
  return null;
}

/** Writes the template's meta (the build's last step, once its data folder is closed cleanly). */
export function writeTemplateMeta(templateDir: string, migrationsDir: string, builtAt: number): void {
  const meta: TemplateMeta = { fingerprint: migrationsFingerprint(migrationsDir), builtAt };
  writeFileSync(path.join(templateDir, 'template.json'), `${JSON.stringify(meta, null, 2)}\n`);
}

/** Empties `templateDir` for a new template. */
export function clearTemplate(templateDir: string): void {
  rmSync(templateDir, { recursive: true, force: true });
  mkdirSync(path.join(templateDir, 'data'), { recursive: true });
}
