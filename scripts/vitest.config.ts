import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: [
      'test-report/**/*.test.ts',
      'bench-report/**/*.test.ts',
      'lib/**/*.test.ts',
      // The cluster's own test runs on the build, after it (cluster/vitest.config.ts); only the files' checks here.
      'cluster/deploy-files.test.ts',
    ],
  },
});
