import { defineConfig } from '@playwright/test';
import config, { serverPairs } from './playwright.config';

/**
 * `npm run bench`'s browser half (bench/web-vitals.bench.ts): the same server and browser as the e2e suite,
 * other files. Not part of `npm test`: it measures, it asserts nothing about time.
 */
export default defineConfig({
  ...config,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  timeout: 180_000,
  // One measuring walk: one browser and one app and sandbox, with nothing else on the machine's two cores.
  workers: 1,
  webServer: serverPairs(1),
});
