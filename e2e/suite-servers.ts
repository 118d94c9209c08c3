// The servers the suite runs on: one app and one partner sandbox per Playwright worker, each pair on its own
// embedded database, so two workers walk at once without seeing each other's consumers, codes or limits
// (decision 238). The global setup starts them side by side (start-suite-servers.ts); the fixtures point each
// worker's pages and requests at its own pair.

/** The first worker's app; its sandbox is on the next port. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Two by default: the suite is mostly waiting on browsers and servers, and CI has two cores. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * Worker n's app. Ports +10, +20 and +50 from it are the specs' own extra servers (own-servers.ts,
 * getting-in.ts), so workers sit 100 ports apart and never meet.
 */
export function appPort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex * 100;
}

/** Worker n's lenders' side, on its own port and origin as `npm start` runs it. */
export function sandboxPort(parallelIndex: number): number {
  return appPort(parallelIndex) + 1;
}

/**
 * The pace of a test deployment (decision 240): the browser reads a waiting lender's answer every 250 ms instead
 * of each second, and Versatile's waterfall is asked every second instead of every 5. Production keeps the
 * spec's pace (lenders §9); the server hands these to the browser in its client configuration. Long enough apart
 * that the processing screens still show: the sandbox answers after 300–600 ms.
 */
export const TEST_DEPLOYMENT_PACE = {
  CLIENT_POLL_INTERVAL_MS: '250',
  VERS_POLL_INTERVAL_SECONDS: '1',
  // Every page of a worker comes from 127.0.0.1: at four polls a second from each poller the API ceiling of 600
  // a minute per client (a production limit, tested in the server suite) would answer a long wait with 429.
  API_RATE_LIMIT_PER_MINUTE: '6000',
} as const;
