import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The domain package is consumed as TypeScript source through the `@ttapply/source` export condition
// (docs/decisions/004-workspace-builds.md), so the browser always runs the same rules as the server.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@ttapply/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/v.html': apiTarget,
      '/CreditAppRequirements.json': apiTarget,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
