/**
 * `npm run bench`, second part: the application path. Many applicants at once, each submitting one CFNA
 * application and polling it until the lender's answer is recorded (the partner sandbox answering without
 * delay in its own process), on PGlite and PostgreSQL. Reports p50/p99 of each call and applications decided
 * per second. Targets (docs/decisions/113, PostgreSQL): p99 < 50 ms per call, at least 100 applications per
 * second.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/db/seed.js';
import { loadConfig } from '../src/config.js';
import { consumers } from '../src/db/schema.js';
import { freshPostgres } from '../test/fresh-postgres.js';
import { cfnaAppData } from '../test/helper.js';
import { startCpuProfile } from './cpu-profile.js';
import { runApplicationLoad, type ApplicationLoadResult } from './application-load.js';
import { writeResults } from './report.js';

const TARGET_CALL_P99_MS = 50;
const TARGET_APPLICATIONS_PER_SECOND = 100;

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const settings = {
  seconds: int('BENCH_SECONDS', 10),
  warmupSeconds: int('BENCH_WARMUP_SECONDS', 3),
  applicants: int('BENCH_APPLICANTS', 128),
  // The web app asks every second (lenders §9).
  pollMs: int('BENCH_POLL_MS', 1000),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim()),
};
const RESULTS_FILE = fileURLToPath(new URL('./results/applications.json', import.meta.url));
const log = (line: string) => process.stdout.write(`› ${line}\n`);

function startSandbox(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./sandbox-process.ts', import.meta.url)), [], {
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, child }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
}

function applicationBody(consumerId: string, phone: string, n: number) {
  // SSNs that are not the sandbox's test SSNs: its documented rule decides (approve, refer or decline).
  const ssn = String(400_000_000 + n * 7).slice(0, 9);
  return {
    tier: '1',
    appType: 'CFNA',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: 'demo-cfna',
    appData: { ...cfnaAppData(phone, ssn), ANNUAL_GROSS_INCOME: String(30_000 + (n % 50) * 1000) },
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'CFNA',
    consentText: 'Submitting sends your application to CFNA for a hard credit check.',
  };
}

/** One database, in a process of its own: sandbox process, the app as production runs it, applicants, load. */
async function measureStep(): Promise<StepResult> {
  const sandbox = await startSandbox();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
      LOG_LEVEL: 'silent',
      TEST_MODE: 'LOCAL',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PARTNER_SANDBOX_URL: sandbox.url,
      // Every applicant comes from one loopback address here; the per-IP ceiling is for phones, not this.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  });
  // Production seeds nothing (plugins/database.ts): the bench's shops and test links come from the seed.
  await seedDatabase(app.db);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;
    // Each consumer applies once (one application per consumer and lender), so each application needs a new
    // consumer. An applicant waits one poll interval before its first poll, so it decides at most
    // 1000 / pollMs applications a second; twice that leaves room. More would only fill the server's heap
    // (its garbage collector then works on the load generator's data, not the server's).
    const count = Math.ceil(
      (settings.applicants * (settings.seconds + settings.warmupSeconds) * 2 * 1000) / settings.pollMs,
    );
    const applicants: { token: string; body: unknown }[] = [];
    for (let start = 0; start < count; start += 500) {
      const phones = Array.from(
        { length: Math.min(500, count - start) },
        (_, i) => `425${2_000_000 + start + i}`,
      );
      const rows = await app.db
        .insert(consumers)
        .values(phones.map((phoneMobile) => ({ phoneMobile, shopKeyId: 'demo-cfna' })))
        .returning({ id: consumers.id, phone: consumers.phoneMobile });
      for (const row of rows) {
        const phone = row.phone ?? '';
        const claims = await app.services.sessions.start({ consumerId: row.id, phone, mode: 'apply' });
        const token = await app.services.sessions.issue(claims);
        applicants.push({ token, body: applicationBody(row.id, phone, applicants.length) });
      }
    }
    const warmupCount = Math.floor(applicants.length / 4);
    const common = { url, concurrency: settings.applicants, pollMs: settings.pollMs };
    await runApplicationLoad({
      ...common,
      applicants: applicants.slice(0, warmupCount),
      seconds: settings.warmupSeconds,
    });
    // BENCH_CPU_PROFILE=<file>: the server's CPU profile over the measured window.
    const profiler = await startCpuProfile(process.env.BENCH_CPU_PROFILE);
    const busyBefore = performance.eventLoopUtilization();
    const load = await runApplicationLoad({
      ...common,
      applicants: applicants.slice(warmupCount),
      seconds: settings.seconds,
    });
    const serverBusy = performance.eventLoopUtilization(busyBefore).utilization;
    await profiler?.stop();
    return { ...load, serverBusy };
  } finally {
    await app.close();
    sandbox.child.disconnect();
  }
}

/** The load's figures and how busy the server's event loop was meanwhile (0-1: its share of the time). */
type StepResult = ApplicationLoadResult & { serverBusy: number };

function inOwnProcess(env: Record<string, string>): Promise<StepResult> {
  const child = fork(fileURLToPath(import.meta.url), ['--step'], {
    execArgv: process.execArgv,
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let result: StepResult | undefined;
    child.once('message', (message: StepResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && result ? resolve(result) : reject(new Error(`measure step ended with code ${code}`)),
    );
  });
}

async function benchDatabase(database: string): Promise<StepResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-appbench-'));
  const postgres =
    database === 'postgres' && process.env.TEST_DATABASE_URL
      ? await freshPostgres(process.env.TEST_DATABASE_URL, 'ttapply_appbench')
      : undefined;
  try {
    return await inOwnProcess({ BENCH_DATA_DIR: dir, BENCH_DATABASE_URL: postgres?.url ?? '' });
  } finally {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  log(
    `${settings.applicants} applicants at once, polling every ${settings.pollMs} ms, ${settings.seconds} s ` +
      `measured after ${settings.warmupSeconds} s warm-up`,
  );
  const rows: Record<string, unknown>[] = [];
  const header = [
    'database',
    'apps/s',
    'submit p50/p99 ms',
    'poll p50/p99 ms',
    'to decision p50/p99 ms',
    'server busy',
    'failures',
    'verdict',
  ];
  const lines: string[][] = [];
  for (const database of settings.databases) {
    if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
      log('postgres: skipped, TEST_DATABASE_URL is not set (scripts/bench.sh starts a throwaway one)');
      continue;
    }
    log(`${database}: measuring`);
    const r = await benchDatabase(database);
    const pass =
      r.failures === 0 &&
      r.submit.p99Ms < TARGET_CALL_P99_MS &&
      r.poll.p99Ms < TARGET_CALL_P99_MS &&
      r.applicationsPerSecond >= TARGET_APPLICATIONS_PER_SECOND;
    const verdict = database === 'postgres' ? (pass ? 'PASS' : 'MISS') : 'info';
    rows.push({ database, ...r, verdict });
    if (r.firstFailure) log(`${database}: first failure: ${r.firstFailure}`);
    const pair = (f: { p50Ms: number; p99Ms: number }) => `${f.p50Ms.toFixed(1)} / ${f.p99Ms.toFixed(1)}`;
    lines.push([
      database,
      r.applicationsPerSecond.toFixed(0),
      pair(r.submit),
      pair(r.poll),
      pair(r.toDecision),
      `${Math.round(r.serverBusy * 100)} %`,
      String(r.failures),
      verdict,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  process.stdout.write(
    `\n${[fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n')}\n\n`,
  );
  process.stdout.write(
    `Targets (PostgreSQL): p99 < ${TARGET_CALL_P99_MS} ms per call and at least ${TARGET_APPLICATIONS_PER_SECOND} applications per second.\n`,
  );
  writeResults(RESULTS_FILE, settings, rows as never);
}

if (process.argv.includes('--step')) {
  measureStep().then(
    (result) => {
      process.send?.(result);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
