import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appPort, sandboxPort, TEST_DEPLOYMENT_PACE, WORKERS } from './suite-servers';

const repoRoot = join(import.meta.dirname, '..');
// The browser, the test code that computes expected dates and the servers all live in one time zone; otherwise
// between midnight UTC and midnight in Redmond "today" differs between them and date assertions fail for a few
// hours a day. Set before any worker or web server starts, so all of them inherit it.
const timezone = 'America/Los_Angeles';
process.env.TZ = timezone;

export const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// Only the runner sees the command line; its workers, which launch the browser, inherit its environment.
if (process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg)))
  process.env.E2E_FULL_BROWSER = '1';

export default defineConfig({
  testDir: './tests',
  // A spec's tests run in order in one worker (later tests of a file may build on earlier ones); the files are
  // shared out between the workers, each with its own app and sandbox (suite-servers.ts, decision 238).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Caps for a hang, not waits: every step waits for a state and returns as soon as it shows. CI runs this on a
  // busy 2-core machine where a lender answer behind the processing screen can take several seconds, and a walk
  // that checks every screen with axe at three widths (decision 220) runs a few minutes there.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  // The run, what the page showed in the first failed walks, then the ten slowest walks
  // (scripts/test-report/slowest-tests.ts).
  reporter: [['list'], ['./failed-pages-reporter.ts'], ['./slowest-tests-reporter.ts']],
  use: {
    // The first worker's app; tests-fixture.ts points every other worker at its own (suite-servers.ts).
    baseURL: `http://localhost:${appPort(0)}`,
    // 390×844 is the reference phone screen (brief: mobile first).
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: timezone,
    // No trace by default (decision 250): recording one for every walk, passed or not, cost the suite 13 % of its
    // time (464 s → 405 s), and CI keeps only the printed output, where the failed-pages reporter already puts
    // what the page showed and the last API calls. To look into a failure locally, run the spec again with
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser. The flags keep it off the closed network.
      executablePath: debianChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The apps and sandboxes of the workers, started side by side (start-suite-servers.ts): Playwright's own
  // webServer starts one after another, and each app's first start (its embedded database) takes seconds.
  globalSetup: './start-suite-servers.ts',
});

/**
 * Debian's Chromium (decision 255): its headless shell, the same Chromium without the browser's window layers, for
 * walks nobody watches; the full browser for one a person watches (`--headed`, `--debug`, `--ui`), which the shell
 * cannot show, when `E2E_FULL_BROWSER=1` asks for it, and on a machine where the shell could not be installed
 * (scripts/lib/ensure-dependencies.sh).
 */
function debianChromium(): string {
  const fullBrowser = Boolean(process.env.E2E_FULL_BROWSER || process.env.PWDEBUG);
  return !fullBrowser && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}
/** One app and one sandbox for each of the first `workers` workers (suite-servers.ts). */
export function serverPairs(workers: number): SuiteServer[] {
  return Array.from({ length: workers }, (_, worker) =>
    serverPair(appPort(worker), sandboxPort(worker)),
  ).flat();
}

/** A server the suite starts before the first walk and stops after the last (start-suite-servers.ts). */
export interface SuiteServer {
  name: string;
  /** The script `node` runs, from the repository's root. */
  script: string;
  /** Answers once the server is ready. */
  url: string;
  /** How long it may take to answer, in ms. */
  timeout: number;
  env: Record<string, string>;
  /** A folder of its own, deleted once it has stopped. */
  scratchDir?: string;
}

/** One worker's app and the partner sandbox it calls. */
function serverPair(app: number, sandbox: number): SuiteServer[] {
  // Each pair gets its own embedded database, so journeys never see a previous run's or another worker's consumers.
  const dataDir = mkdtempSync(join(tmpdir(), 'ttapply-e2e-'));
  return [
    {
      name: `sandbox ${sandbox}`,
      script: 'apps/partner-sandbox/dist/server.js',
      url: `http://127.0.0.1:${sandbox}/health`,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        SANDBOX_PORT: String(sandbox),
        HOST: '127.0.0.1',
        APP_ORIGIN: `http://localhost:${app}`,
        // Long enough to see the processing screen, short enough to keep the suite quick.
        SANDBOX_DELAY_MIN_MS: '300',
        SANDBOX_DELAY_MAX_MS: '600',
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: `app ${app}`,
      script: 'apps/server/dist/server.js',
      url: `http://localhost:${app}/v.html`,
      timeout: 120_000,
      scratchDir: dataDir,
      env: {
        PORT: String(app),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        TEST_MODE: 'LOCAL',
        SMS_PROVIDER: 'local',
        WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
        PARTNER_SANDBOX_URL: `http://127.0.0.1:${sandbox}`,
        LOG_LEVEL: 'warn',
        // Every test sends codes from 127.0.0.1: the per-IP cap (30 an hour) would couple the specs.
        // The per-phone cap (5) stays as in production; getting-in-verification tests it.
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
        // Texted links point back at this server (SMS → link → journey, docs/decisions/021).
        PUBLIC_BASE_URL: `http://localhost:${app}`,
        // GNES is first only at the demo shop 'Sammamish Valley Auto Care'; the CFNA journeys' shop (Redmond
        // Tire Pros) starts with CFNA, so only the geofence tests meet the on-site rule (spec §4).
        GEOFENCED_LENDERS: 'GNES',
        // The training build: the pay-link training is on (decision 085); pay-training.spec.ts checks the
        // redirect of a build without it by answering the client configuration with the flag off.
        TRAINING_BUILD: 'true',
        // The sandbox's shop system receives this app's webhooks on loopback over http (shop-system.spec.ts);
        // production refuses both (docs/webhooks.md "Where we send").
        WEBHOOK_LOCAL_ENDPOINTS: '1',
        ...TEST_DEPLOYMENT_PACE,
      },
    },
  ];
}
