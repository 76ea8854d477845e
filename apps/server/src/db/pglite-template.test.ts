import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createContainer } from '../container.ts';
import { makePgliteTemplate } from './make-pglite-template.ts';
import { SEED_BOXES } from './seed/catalogue.ts';
import { migrationsFingerprint, readTemplate, restorePgliteTemplate } from './pglite-template.ts';
import { openConfiguredDatabase } from './seed-catalogue.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const DAY = 86_400_000;

/**
 * docs/benchmarks.md bench:start: a fresh PGlite folder starts from the build's template (initdb, migrations, seed done
 * once) only when the template ran exactly these migrations; the start still migrates and seeds idempotently.
 */
describe('PGlite data template (medium)', () => {
  let root: string;
  let template: string;
  const builtAt = new Date(Date.now() - 30 * DAY); // a month-old build
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hapa-template-test-'));
    template = path.join(root, 'template');
    await makePgliteTemplate(template, MIGRATIONS, builtAt);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('records the migrations it ran and starts a fresh folder migrated and seeded, as if seeded now', async () => {
    expect(readTemplate(template)).toEqual({ fingerprint: migrationsFingerprint(MIGRATIONS), builtAt: builtAt.getTime() });
    const dataDir = path.join(root, 'fresh');
    const c = await createContainer(loadConfig({ DATA_DIR: dataDir, PGLITE_TEMPLATE: template, LOG_LEVEL: 'silent' }), {
      publisher: { publish: () => undefined } as never,
      publicUrl: () => 'http://localhost',
    });
    try {
      expect(c.dbHandle.template?.builtAt).toBe(builtAt.getTime());
      const db = c.dbHandle.db;
      const boxes = (await db.execute(sql`select count(*)::int as n, max(created_at) as newest from boxes`)) as unknown as {
        rows: { n: number; newest: string }[];
      };
      const row = boxes.rows[0]!;
      expect(row.n).toBe(SEED_BOXES.length);
      // the seed's "created N days ago" counts from this start, not from the build a month ago
      expect(Math.abs(new Date(row.newest).getTime() - Date.now())).toBeLessThan(DAY);
      const applied = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await c.close();
    }
    // a folder that holds anything is never overwritten
    expect(restorePgliteTemplate(dataDir, [template], MIGRATIONS)).toBeNull();
  }, 120_000);

  it('ops:create-admin opening an empty folder first (the e2e servers) leaves it as a server start would', async () => {
    const dataDir = path.join(root, 'admin-first');
    const config = loadConfig({ DATA_DIR: dataDir, PGLITE_TEMPLATE: template, LOG_LEVEL: 'silent' });
    const admin = await openConfiguredDatabase(config, new Date());
    expect(admin.template?.builtAt).toBe(builtAt.getTime());
    await admin.close();
    const c = await createContainer(config, { publisher: { publish: () => undefined } as never, publicUrl: () => 'http://localhost' });
    try {
      expect(c.dbHandle.template).toBeUndefined(); // the folder holds the script's work: not copied over again
      const boxes = (await c.dbHandle.db.execute(sql`select count(*)::int as n, max(created_at) as newest from boxes`)) as unknown as {
        rows: { n: number; newest: string }[];
      };
      expect(boxes.rows[0]!.n).toBe(SEED_BOXES.length);
      expect(Math.abs(new Date(boxes.rows[0]!.newest).getTime() - Date.now())).toBeLessThan(DAY);
    } finally {
      await c.close();
    }
  }, 120_000);

  it('is not used when the migrations differ (a newer or edited one): PGlite runs initdb instead', () => {
    const newer = path.join(root, 'migrations-newer');
    cpSync(MIGRATIONS, newer, { recursive: true });
    const journalPath = path.join(newer, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
    journal.entries.push({ ...journal.entries.at(-1)!, idx: journal.entries.length, tag: '9999_newer', when: Date.now() });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(path.join(newer, '9999_newer.sql'), 'SELECT 1;');
    expect(migrationsFingerprint(newer)).not.toBe(migrationsFingerprint(MIGRATIONS));
    const dataDir = path.join(root, 'not-restored');
    expect(restorePgliteTemplate(dataDir, [template], newer)).toBeNull();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    // a missing template is skipped, the next usable one is taken
    mkdirSync(path.join(root, 'empty-template'));
    expect(restorePgliteTemplate(dataDir, [path.join(root, 'empty-template'), template], MIGRATIONS)?.builtAt).toBe(builtAt.getTime());
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
