import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
    // generous: medium tests on PostgreSQL share 2 cores with the rest of the suite; a timeout is not a check
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // two test files at a time even on CI's two cores (vitest's default there is one): every medium test has its own
    // database (a copy of a migrated template, src/test/db-templates.ts), so files never share state, and a file
    // spends much of its time waiting on PostgreSQL or a socket (issue 7: npm test went from 21.1 to 12.4 min)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
