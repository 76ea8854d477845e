import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
    // generous: medium tests on PostgreSQL share 2 cores with the rest of the suite; a timeout is not a check
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
