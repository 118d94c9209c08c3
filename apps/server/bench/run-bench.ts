/**
 * `npm run bench`: shop search over 50,000 shops on PGlite and PostgreSQL under concurrent load, next to a bare
 * Fastify JSON route measured in the same run. See bench/README.md for how to read the table.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/db/seed.js';
import { loadConfig } from '../src/config.js';
import { toShopView, type ShopView } from '../src/services/shop-service.js';
import { buildBareApp } from './bare-route.js';
import { startCpuProfile } from './cpu-profile.js';
import { runLoad, type LoadResult } from './load.js';
import { formatTable, judge, TARGET_P99_MS, TARGET_RATIO, writeResults, type BenchRow } from './report.js';
import { sampleShops, searchPoints, seedBenchShops } from './seed-shops.js';
import { freshPostgres } from '../test/fresh-postgres.js';

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

function databasesFromEnv(list: string): ('pglite' | 'postgres')[] {
  const names = list.split(',').map((name) => name.trim());
  for (const name of names) {
    if (name !== 'pglite' && name !== 'postgres')
      throw new Error('BENCH_DATABASES lists pglite and/or postgres');
  }
  return names as ('pglite' | 'postgres')[];
}

const settings = {
  seconds: envInt('BENCH_SECONDS', 10),
  warmupSeconds: envInt('BENCH_WARMUP_SECONDS', 3),
  connections: envInt('BENCH_CONNECTIONS', 32),
  shops: envInt('BENCH_SHOPS', 50_000),
  points: envInt('BENCH_POINTS', 200),
  databases: databasesFromEnv(process.env.BENCH_DATABASES ?? 'pglite,postgres'),
};
/** Columns the database fills with defaults; the bare body must look like a row read back. */
const defaults = {
  image: '',
  contactHours: '',
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
async function measure(url: string, profileFile?: string): Promise<LoadResult> {
  const common = { url, points, connections: settings.connections };
  await runLoad({ ...common, seconds: settings.warmupSeconds });
  const profiler = await startCpuProfile(profileFile);
  const cpuBefore = threadCpuUsage();
  // Far past any warm-up's requests, so the measured run's points were never asked before.
  const result = await runLoad({ ...common, seconds: settings.seconds, firstRequest: 1_000_000 });
  const cpu = threadCpuUsage(cpuBefore);
  await profiler?.stop();
  return { ...result, serverCpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests) };
}

/**
 * CPU time of this thread alone (Node 22.19+; @types/node does not list it yet): the server's, without the load
 * generator's worker thread.
 */
function threadCpuUsage(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage {
  return (
    process as unknown as { threadCpuUsage(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage }
  ).threadCpuUsage(previous);
}

/**
 * BENCH_CPU_PROFILE=<file>: the server's CPU profile over each target's measured window, written next to `file`
 * with the target in its name (search.cpuprofile → search-postgres.cpuprofile, search-bare.cpuprofile).
 */
function profileFileFor(target: Database | 'bare'): string | undefined {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return undefined;
  const { dir, name, ext } = path.parse(path.resolve(file));
  return path.join(dir, `${name}-${target}${ext || '.cpuprofile'}`);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The real app as production runs it (NODE_ENV=production: helmet, rate limit; TRUST_PROXY=127.0.0.1, the load
 * generator standing in for the proxy that names each client), with generated
 * secrets, a quiet logger and the sandbox partners (TEST_MODE=LOCAL, local SMS outbox), on the database the
 * parent prepared (BENCH_DATA_DIR for PGlite, BENCH_DATABASE_URL for PostgreSQL).
 */
function benchConfig() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
    LOG_LEVEL: 'silent',
    TEST_MODE: 'LOCAL',
    SMS_PROVIDER: 'local',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** Step one, in a process of its own: migrations, the app's seed, then shops up to BENCH_SHOPS. */
async function seedStep(database: Database): Promise<void> {
  const started = Date.now();
  const app = await buildApp({ config: benchConfig() });
  // Production seeds nothing (plugins/database.ts): the bench's shops and test links come from the seed.
  await seedDatabase(app.db);
  try {
    const rows = await seedBenchShops(app.db, settings.shops);
    log(`${database}: ${rows} shops in the table (${seconds(started)} s)`);
  } finally {
    await app.close();
  }
}

/**
 * Step two, in a fresh process: the server starts on the full table as it would in production (loading the
 * shop directory is part of its start), then the load runs. Seeding in the same process would leave the
 * insert's garbage and the seed's ZIP data on the heap being measured.
 */
async function measureStep(database: Database): Promise<LoadResult> {
  const started = Date.now();
  const app = await buildApp({ config: benchConfig() });
  try {
    const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
    log(
      `${database}: server started with ${app.services.shops.directoryState.size} shops in its directory in ` +
        `${seconds(started)} s (heap ${heapMb.toFixed(0)} MB)`,
    );
    const url = await listen(app);
    const probe = await fetch(`${url}/api/v1/shops/?lat=${points[0]?.lat}&lng=${points[0]?.lng}`);
    const found = ((await probe.json()) as { shops?: unknown[] }).shops?.length ?? 0;
    if (probe.status !== 200 || found === 0)
      throw new Error(`${database}: probe search answered ${probe.status}`);
    log(
      `${database}: every request a new point (${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured)`,
    );
    return await measure(url, profileFileFor(database));
  } finally {
    await app.close();
  }
}

async function benchBare(body: { shops: ShopView[] }): Promise<LoadResult> {
  const app = await buildBareApp(body);
  try {
    return await measure(await listen(app), profileFileFor('bare'));
  } finally {
    await app.close();
  }
}

type Database = 'pglite' | 'postgres';
type Step = 'bare' | `${'seed' | 'measure'}-${Database}`;

/** One step, inside the child process `inOwnProcess` started for it. */
async function runStep(step: Step): Promise<LoadResult | undefined> {
  if (step === 'bare') {
    return benchBare({ shops: sampleShops().map((s, i) => toShopView({ ...defaults, ...s }, 1.5 + i)) });
  }
  const [kind, database] = step.split('-') as ['seed' | 'measure', Database];
  if (kind === 'seed') {
    await seedStep(database);
    return undefined;
  }
  return measureStep(database);
}

/**
 * Every step runs in a process of its own, the same program with `--step`: measured one after another in one
 * process, the later targets ran on a heap still holding the earlier ones' shops and databases, and the same
 * bare route measured 25 % slower at the end of a run than at its start.
 */
function inOwnProcess(step: Step, env: Record<string, string> = {}): Promise<LoadResult | undefined> {
  const child = fork(fileURLToPath(import.meta.url), ['--step', step], {
    execArgv: process.execArgv,
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(result);
      else reject(new Error(`${step}: its process ended with code ${code}`));
    });
  });
}

async function measured(step: Step, env?: Record<string, string>): Promise<LoadResult> {
  const result = await inOwnProcess(step, env);
  if (!result) throw new Error(`${step}: no figures came back`);
  return result;
}

/** A fresh database (a temp PGlite directory, or a new PostgreSQL database), seeded, measured, removed. */
async function benchDatabase(database: Database): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-bench-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres =
    database === 'postgres' && baseUrl ? await freshPostgres(baseUrl, 'ttapply_bench') : undefined;
  const env = { BENCH_DATA_DIR: dir, BENCH_DATABASE_URL: postgres?.url ?? '' };
  try {
    await inOwnProcess(`seed-${database}`, env);
    return await measured(`measure-${database}`, env);
  } finally {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  log(
    `${settings.shops} shops, ${settings.points} search points, ${settings.connections} connections, ` +
      `${settings.seconds} s per target (BENCH_SECONDS)`,
  );
  // The bare route is measured before and after the databases; the ratio uses the mean of the two, which
  // evens out a machine that gets busier or quieter during the run.
  log('bare route: warm-up, then measured');
  const bareBefore = await measured('bare');
  const searches: { database: 'pglite' | 'postgres'; result: LoadResult }[] = [];
  for (const database of settings.databases) {
    if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
      log('postgres: skipped, TEST_DATABASE_URL is not set (scripts/bench.sh starts a throwaway one)');
      continue;
    }
    searches.push({ database, result: await benchDatabase(database) });
  }
  log('bare route again');
  const bareAfter = await measured('bare');

  const bare: LoadResult = {
    requests: bareBefore.requests + bareAfter.requests,
    requestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
    p50Ms: Math.max(bareBefore.p50Ms, bareAfter.p50Ms),
    p99Ms: Math.max(bareBefore.p99Ms, bareAfter.p99Ms),
    non2xx: bareBefore.non2xx + bareAfter.non2xx,
    errors: bareBefore.errors + bareAfter.errors,
    timeouts: bareBefore.timeouts + bareAfter.timeouts,
    serverCpuUsPerRequest:
      ((bareBefore.serverCpuUsPerRequest ?? 0) + (bareAfter.serverCpuUsPerRequest ?? 0)) / 2,
  };
  const rows: BenchRow[] = [
    judge('bare route', 'none', bare, undefined),
    ...searches.map((s) => judge('shop search', s.database, s.result, bare)),
  ];
  process.stdout.write(`\n${formatTable(rows)}\n\n`);
  process.stdout.write(
    `Targets (PostgreSQL): p99 ≤ ${TARGET_P99_MS} ms and at least ${TARGET_RATIO * 100} % of the bare route's ` +
      `requests/s. Bare route: ${bareBefore.requestsPerSecond.toFixed(0)} req/s before, ` +
      `${bareAfter.requestsPerSecond.toFixed(0)} after.\n`,
  );
  writeResults(RESULTS_FILE, { ...settings, bareBefore, bareAfter }, rows);
  log(`figures written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

const stepIndex = process.argv.indexOf('--step');
const step = stepIndex === -1 ? undefined : (process.argv[stepIndex + 1] as Step);
(step ? runStep(step).then((result) => result && process.send?.(result)) : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
