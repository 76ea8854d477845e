import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createContainer, type Container } from '../container.ts';
import { recordingPublisher } from '../lib/publisher.ts';
import { migratePostgres, MIGRATION_LOCK_ID } from './migrate.ts';
import { SEED_BOXES } from './seed/catalogue.ts';

/**
 * Instances that start together (docs/architecture/production.md#migrations), on real PostgreSQL: the migrator run 4 times at
 * once on an empty database applies every migration once, and 2 or 4 server starts at the same moment (everything
 * main.ts does before listening: migrations, services, start-up seeding) against an empty database all come up,
 * with the schema migrated once and the catalogue seeded once.
 */
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const JOURNAL = (JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries;

describe.runIf(!!process.env.DATABASE_URL)('migrations under an advisory lock (medium, PostgreSQL)', () => {
  const base = process.env.DATABASE_URL!;
  const made: string[] = [];
  const admin = async <T>(work: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  /** A new, empty database (no template: nothing migrated); its URL. */
  const emptyDatabase = async () => {
    const name = `hapa_t_mig_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`create database ${name}`));
    made.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const query = async <T>(url: string, text: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text)).rows as T[];
    } finally {
      await c.end();
    }
  };
  const migrationRows = (url: string) =>
    query<{ hash: string; n: number }>(url, 'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');

  afterAll(async () => {
    await admin(async (c) => {
      for (const name of made) await c.query(`drop database if exists ${name} with (force)`);
    });
  });

  it('the migrator started 4 times at once on an empty database: all resolve, each migration row once, the lock released', async () => {
    const url = await emptyDatabase();
    const runs = await Promise.allSettled(Array.from({ length: 4 }, () => migratePostgres(url, MIGRATIONS)));
    expect(runs.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    const rows = await migrationRows(url);
    expect(rows).toHaveLength(JOURNAL.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const held = await query<{ n: number }>(
      url,
      // this database's only: another test process building its template migrates under the same lock meanwhile
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_ID % 2 ** 32}
        and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held[0]!.n).toBe(0);
  });

  it.each([2, 4])(
    '%i whole servers started at the same moment against an empty database all come up, migrated and seeded once',
    async (n) => {
      const url = await emptyDatabase();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DB_POOL_SIZE: '3' } as NodeJS.ProcessEnv);
      const starts = await Promise.allSettled(
        Array.from({ length: n }, () =>
          createContainer(config, { publisher: recordingPublisher().publisher, publicUrl: () => 'http://localhost' }),
        ),
      );
      const up = starts.filter((s): s is PromiseFulfilledResult<Container> => s.status === 'fulfilled').map((s) => s.value);
      try {
        expect(starts.map((s) => (s.status === 'rejected' ? String((s.reason as Error).message).slice(0, 200) : 'up'))).toEqual(
          Array(n).fill('up'),
        );
        const rows = await migrationRows(url);
        expect(rows).toHaveLength(JOURNAL.length);
        expect(rows.every((r) => r.n === 1)).toBe(true);
        expect((await query<{ n: number }>(url, 'select count(*)::int as n from boxes'))[0]!.n).toBe(SEED_BOXES.length);
        for (const c of up) expect((await c.readiness.state()).ready).toBe(true);
      } finally {
        await Promise.all(up.map((c) => c.close()));
      }
    },
  );
});
