import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@ttapply/source'] },
  ssr: { resolve: { conditions: ['@ttapply/source'] } },
  test: {
    name: 'sandbox',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
