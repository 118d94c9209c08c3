/**
 * `npm run bench`: shop search over 50,000 shops on PGlite and PostgreSQL under concurrent load, next to a bare
 * Fastify JSON route measured in the same run. See bench/README.md for how to read the table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { toShopView, type ShopView } from '../src/services/shop-service.js';
import { buildBareApp } from './bare-route.js';
import { runLoad, type LoadResult } from './load.js';
import { formatTable, judge, TARGET_P99_MS, TARGET_RATIO, writeResults, type BenchRow } from './report.js';
import { sampleShops, searchPoints, seedBenchShops } from './seed-shops.js';
import { freshPostgres } from '../test/fresh-postgres.js';

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const settings = {
  seconds: envInt('BENCH_SECONDS', 10),
  warmupSeconds: envInt('BENCH_WARMUP_SECONDS', 3),
  connections: envInt('BENCH_CONNECTIONS', 32),
  shops: envInt('BENCH_SHOPS', 50_000),
  points: envInt('BENCH_POINTS', 200),
};
/** Columns the database fills with defaults; the bare body must look like a row read back. */
const defaults = {
  image: '',
  addr2: '',
  bsro: '0',
  cardArt: null,
  synchronyPrequalAccept: '0',
  keyword: null,
  applyCode: null,
};
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const points = searchPoints(settings.points);

function log(line: string): void {
  process.stdout.write(`› ${line}\n`);
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Warm-up (JIT, connection pool, database caches), then the measured run with the same settings. */
async function measure(url: string): Promise<LoadResult> {
  const common = { url, points, connections: settings.connections };
  await runLoad({ ...common, seconds: settings.warmupSeconds });
  // Far past any warm-up's requests, so the measured run's points were never asked before.
  return runLoad({ ...common, seconds: settings.seconds, firstRequest: 1_000_000 });
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The real app as production runs it (NODE_ENV=production: helmet, rate limit, trustProxy), with generated
 * secrets, a quiet logger and the sandbox partners (TEST_MODE=LOCAL, local SMS outbox).
 */
async function benchDatabase(database: 'pglite' | 'postgres', baseUrl?: string): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-bench-'));
  const postgres = baseUrl ? await freshPostgres(baseUrl, 'ttapply_bench') : undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      TEST_MODE: 'LOCAL',
      SMS_PROVIDER: 'local',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    app = await buildApp({ config });
    let started = Date.now();
    const rows = await seedBenchShops(app.db, settings.shops);
    log(`${database}: ${rows} shops in the table (insert ${seconds(started)} s)`);
    // What the server's watcher does within SHOP_DIRECTORY_REFRESH_MS of a change, done now and timed.
    started = Date.now();
    await app.services.shops.refresh();
    const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
    log(
      `${database}: shop directory loaded, ${app.services.shops.directoryState.size} shops in ` +
        `${seconds(started)} s (heap now ${heapMb.toFixed(0)} MB)`,
    );
    const url = await listen(app);
    const probe = await fetch(`${url}/api/v1/shops/?lat=${points[0]?.lat}&lng=${points[0]?.lng}`);
    const found = ((await probe.json()) as { shops?: unknown[] }).shops?.length ?? 0;
    if (probe.status !== 200 || found === 0)
      throw new Error(`${database}: probe search answered ${probe.status}`);
    log(
      `${database}: every request a new point (${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured)`,
    );
    return await measure(url);
  } finally {
    await app?.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchBare(body: { shops: ShopView[] }): Promise<LoadResult> {
  const app = await buildBareApp(body);
  try {
    return await measure(await listen(app));
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  log(
    `${settings.shops} shops, ${settings.points} search points, ${settings.connections} connections, ` +
      `${settings.seconds} s per target (BENCH_SECONDS)`,
  );
  const bareBody = {
    shops: sampleShops().map((s, i) => toShopView({ ...defaults, ...s }, 1.5 + i)),
  };

  // The bare route is measured before and after the databases; the ratio uses the mean of the two, which
  // evens out a machine that gets busier or quieter during the run.
  log('bare route: warm-up, then measured');
  const bareBefore = await benchBare(bareBody);
  const searches: { database: 'pglite' | 'postgres'; result: LoadResult }[] = [];
  searches.push({ database: 'pglite', result: await benchDatabase('pglite') });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) searches.push({ database: 'postgres', result: await benchDatabase('postgres', baseUrl) });
  else log('postgres: skipped, TEST_DATABASE_URL is not set (scripts/bench.sh starts a throwaway one)');
  log('bare route again');
  const bareAfter = await benchBare(bareBody);

  const bare: LoadResult = {
    requests: bareBefore.requests + bareAfter.requests,
    requestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
    p50Ms: Math.max(bareBefore.p50Ms, bareAfter.p50Ms),
    p99Ms: Math.max(bareBefore.p99Ms, bareAfter.p99Ms),
    non2xx: bareBefore.non2xx + bareAfter.non2xx,
    errors: bareBefore.errors + bareAfter.errors,
    timeouts: bareBefore.timeouts + bareAfter.timeouts,
  };
  const rows: BenchRow[] = [
    judge('bare route', 'none', bare, undefined),
    ...searches.map((s) => judge('shop search', s.database, s.result, bare)),
  ];
  process.stdout.write(`\n${formatTable(rows)}\n\n`);
  process.stdout.write(
    `Targets (PostgreSQL): p99 < ${TARGET_P99_MS} ms and at least ${TARGET_RATIO * 100} % of the bare route's ` +
      `requests/s. Bare route: ${bareBefore.requestsPerSecond.toFixed(0)} req/s before, ` +
      `${bareAfter.requestsPerSecond.toFixed(0)} after.\n`,
  );
  writeResults(RESULTS_FILE, { ...settings, bareBefore, bareAfter }, rows);
  log(`figures written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
