import { defineConfig } from 'vitest/config';

// The production cluster's test (decision 286): it runs on the build, so `npm test` runs it after `npm run build`,
// apart from the one Vitest run of the other projects (scripts/test.sh).
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['default', '../test-report/vitest-slowest-tests.ts'],
  },
});
