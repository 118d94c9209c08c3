import { defineConfig } from '@playwright/test';
import config, { FULL_BROWSER } from './playwright.config';

/**
 * `npm run bench`'s browser half (bench/web-vitals.bench.ts): the same server and browser as the e2e suite,
 * other files. Not part of `npm test`: it measures, it asserts nothing about time.
 */
export default defineConfig({
  ...config,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  timeout: 180_000,
  // One measuring walk: one browser and one app and sandbox (the suite's global setup starts a pair per worker),
  // with nothing else on the machine's two cores.
  workers: 1,
  // The full browser, as every earlier bench measured the pages' paint: the suite's headless shell (decision 255)
  // would change the figures the aims were set against.
  use: { ...config.use, launchOptions: { ...config.use?.launchOptions, executablePath: FULL_BROWSER } },
});
