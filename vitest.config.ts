import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pageModules } from './apps/web/vite-plugins/page-modules.ts';

export default defineConfig({
  // the route table's pages carry their module keys in tests as in the builds (the first-screen renderer's test reads them)
  plugins: [pageModules()],
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
    // generous: medium tests on PostgreSQL share 2 cores with the rest of the suite; a timeout is not a check
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // two test files at a time even on CI's two cores (vitest's default there is one): every medium test has its own
    // database (a copy of a migrated template, src/test/db-templates.ts), so files never share state, and a file
    // spends much of its time waiting on PostgreSQL or a socket (docs/benchmarks.md: npm test went from 21.1 to 12.4 min)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // the files of a worker share one module graph: each medium test file used to import the whole server (Fastify,
    // zod schemas, OpenAPI, drizzle, PGlite) anew, 3-7 s of CPU per file. No file mocks modules (no vi.mock) and
    // every medium test builds its own app and database (src/test/harness.ts), so nothing a file keeps is seen by
    // the next. Measured on boxes + vip (8 files): 120 -> 51 CPU-seconds, 120 -> 78 s (docs/benchmarks.md: CI time)
    isolate: false,
  },
});
