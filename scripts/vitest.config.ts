import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', include: ['test-report/**/*.test.ts', 'bench-report/**/*.test.ts'] },
});
