/**
 * `npm run bench:start` (docs/benchmarks.md, "Safe to deploy"): start-to-first-response of the compiled server
 * (`npm start`'s) on a fresh PGlite folder with the seeded catalogue, warm install. Prints the median of
 * RUNS cold starts (empty folder: migrations + seed) and warm restarts (same folder), then where a cold
 * start spends its time: PGlite init, migrations and seeding measured in-process on another fresh folder,
 * and what the build's PGlite template (initdb + migrations + seed done at build) leaves of them. Also prints
 * the server's CPU time until /api/health answered (median), the figure a shared machine disturbs least.
 * Goal: under 3 s to the first response.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadavg } from 'node:os';
import { ROOT, ensureBuilt, startCompiled } from './compiled.ts';
import { median } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 3_000;

const ms = (x: number) => `${Math.round(x)} ms`;

ensureBuilt();
const cold = { health: [] as number[], page: [] as number[], cpu: [] as number[] };
const warm = { health: [] as number[], page: [] as number[], cpu: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hapa-bench-start-'));
  try {
    const a = await startCompiled(PORT, { dataDir: dir });
    cold.health.push(a.healthMs);
    cold.page.push(a.pageMs);
    cold.cpu.push(a.healthCpuMs);
    await a.stop();
    const b = await startCompiled(PORT, { dataDir: dir });
    warm.health.push(b.healthMs);
    warm.page.push(b.pageMs);
    warm.cpu.push(b.healthCpuMs);
    await b.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// where a cold start goes: the same steps as createContainer, timed one by one
const { PGlite } = await import('@electric-sql/pglite');
const { PGLITE_EXTENSIONS: extensions } = await import('../apps/server/src/db/pglite-extensions.ts');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const { seedCatalogue } = await import('../apps/server/src/db/seed-catalogue.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'hapa-bench-phases-'));
let t = performance.now();
const lap = () => {
  const now = performance.now();
  const d = now - t;
  t = now;
  return d;
};
const client = new PGlite(dir, { extensions });
await client.waitReady;
const init = lap();
await migrate(drizzle(client), { migrationsFolder: path.join(ROOT, 'apps/server/src/db/migrations') });
const migrations = lap();
await seedCatalogue(drizzle(client, { schema }) as never);
const seeding = lap();
await client.close();
rmSync(dir, { recursive: true, force: true });

// the same with the build's template (what a cold start of the compiled server does)
const { restorePgliteTemplate } = await import('../apps/server/src/db/pglite-template.ts');
const tdir = mkdtempSync(path.join(tmpdir(), 'hapa-bench-template-'));
t = performance.now();
const restored = restorePgliteTemplate(
  tdir,
  [path.join(ROOT, 'apps/server/dist/pglite-template')],
  path.join(ROOT, 'apps/server/src/db/migrations'),
);
const copy = lap();
const tclient = new PGlite(tdir, { extensions });
await tclient.waitReady;
const tinit = lap();
await migrate(drizzle(tclient), { migrationsFolder: path.join(ROOT, 'apps/server/src/db/migrations') });
const tmigrations = lap();
await seedCatalogue(drizzle(tclient, { schema }) as never);
const tseeding = lap();
await tclient.close();
rmSync(tdir, { recursive: true, force: true });

const coldPage = median(cold.page);
console.log(`\nbench:start  compiled server (node apps/server/dist/main.js), PGlite, seeded catalogue, median of ${RUNS}`);
console.log(
  `  cold start (empty data folder)   /api/health ${ms(median(cold.health))}   first page ${ms(coldPage)}   [${cold.page.map(ms).join(', ')}]`,
);
console.log(
  `  warm restart (existing folder)   /api/health ${ms(median(warm.health))}   first page ${ms(median(warm.page))}   [${warm.page.map(ms).join(', ')}]`,
);
console.log(
  `  server CPU until /api/health      cold ${ms(median(cold.cpu))}, warm ${ms(median(warm.cpu))}   (user + system; a loaded machine disturbs it less than the wall times)`,
);
console.log(
  `  cold start phases (in-process)   PGlite init ${ms(init)}, migrations ${ms(migrations)}, seeding ${ms(seeding)}; the rest (node + module load, app build, listen) ~${ms(Math.max(0, median(cold.health) - init - migrations - seeding))}`,
);
console.log(
  restored
    ? `  with the build's PGlite template  copy ${ms(copy)}, PGlite open ${ms(tinit)}, migrations (none left) ${ms(tmigrations)}, seeding (already there) ${ms(tseeding)}`
    : '  the build has no usable PGlite template (apps/server/dist/pglite-template): cold starts run initdb',
);
console.log(
  `  goal < ${GOAL_MS} ms to the first response: ${coldPage < GOAL_MS ? 'met' : 'MISSED'}   (load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')})`,
);
process.exit(0);
