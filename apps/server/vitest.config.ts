import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ttapply/source'] },
  ssr: { resolve: { conditions: ['@ttapply/source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each test file builds its own app on its own embedded database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
