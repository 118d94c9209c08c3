import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ttapply/source'] },
  ssr: { resolve: { conditions: ['@ttapply/source'] } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each test file builds its own app on its own embedded database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    // A worker runs one file after another in the same module graph instead of importing the whole app again
    // for each file: that import was a third of the suite's time (decision 238). Nothing here depends on a
    // fresh module: no test mocks a module, and every file builds its own app on its own database.
    isolate: false,
    hookTimeout: 60_000,
  },
});
