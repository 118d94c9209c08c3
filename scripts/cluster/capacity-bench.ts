// `npm run bench`, the application path's capacity (decision 286): the highest rate of applications a
// second that keeps submit and poll p99 at or under 50 ms, on one instance and on two, each behind HAProxy as
// `npm run cluster` runs them, in one run. Applicants (apps/server/bench/application-load.ts) step up in number
// until a step misses; the capacity is the best step that held. Runs on the build, after `npm run build`.
// BENCH_CAPACITY_STEPS (applicants at once per step), BENCH_CAPACITY_SECONDS, BENCH_POLL_MS change the settings.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runApplicationLoad, type ApplicationLoadResult } from '../../apps/server/bench/application-load.js';
import { cfnaAppData, submitPayload } from '../../apps/server/test/cfna-application.js';
import { Cluster } from './cluster.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/server/dist');
const TARGET_P99_MS = 50;
/**
 * Submits a step gathers before its window may close: at a few applicants a step of 8 s makes a few dozen, and
 * their p99 is the single slowest call, so one stall of a busy machine decided the step (two instances read 0).
 */
const MIN_SUBMITS = 200;
/** A step's window closes after this long however few submits it gathered. */
const MAX_STEP_SECONDS = 90;
/** Applicants at once during the warm-up, whatever the first step. */
const WARMUP_APPLICANTS = 16;
const steps = (process.env.BENCH_CAPACITY_STEPS ?? '4,8,12,16,24,32,48,64,96,128,192,256')
  .split(',')
  .map((step) => Number(step.trim()));
const seconds = Number(process.env.BENCH_CAPACITY_SECONDS ?? 8);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 1000);
const log = (line: string) => process.stdout.write(`› ${line}\n`);

interface Step extends ApplicationLoadResult {
  applicantsAtOnce: number;
  held: boolean;
}

/** The build's modules this bench uses, typed by what it uses of them. */
interface BuildModules {
  openDatabase(options: { databaseUrl: string; dataDir: string; migrate: boolean }): Promise<{
    db: { execute(query: unknown): Promise<unknown> };
    close(): Promise<void>;
  }>;
  SessionTokens: new (
    db: unknown,
    secret: string,
    idleSeconds: number,
    now: () => Date,
    recheckMs: number,
    announceEnd: (sessionId: string) => Promise<void>,
  ) => {
    start(claims: { consumerId: string; phone: string; mode: 'apply' }): Promise<unknown>;
    issue(claims: unknown): Promise<string>;
  };
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
}

async function buildModules(): Promise<BuildModules> {
  const database = (await import(path.join(DIST, 'db/database.js'))) as Pick<BuildModules, 'openDatabase'>;
  const sessions = (await import(path.join(DIST, 'services/session-tokens.js'))) as Pick<
    BuildModules,
    'SessionTokens'
  >;
  // drizzle-orm is the server's own dependency (apps/server/node_modules).
  const drizzle = (await import(path.join(ROOT, 'apps/server/node_modules/drizzle-orm/index.js'))) as Pick<
    BuildModules,
    'sql'
  >;
  return { ...database, ...sessions, ...drizzle };
}

/** Consumers with a session each, written straight to the database: the bench measures applying, not sign-in. */
async function applicants(cluster: Cluster, secret: string, count: number, offset: number) {
  const modules = await buildModules();
  const handle = await modules.openDatabase({
    databaseUrl: cluster.databaseUrl,
    dataDir: '/nonexistent',
    migrate: false,
  });
  const sessions = new modules.SessionTokens(
    handle.db,
    secret,
    3600,
    () => new Date(),
    5000,
    async () => undefined,
  );
  const made: { token: string; body: unknown }[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const n = offset + i;
      const phone = `425${3_000_000 + n}`;
      const result = (await handle.db.execute(
        modules.sql`insert into consumers (phone_mobile, shop_key_id) values (${phone}, 'demo-cfna') returning id`,
      )) as { rows: { id: string }[] };
      const consumerId = result.rows[0]!.id;
      const token = await sessions.issue(await sessions.start({ consumerId, phone, mode: 'apply' }));
      const ssn = `${701 + Math.floor(n / 9000)}45${1000 + (n % 9000)}`;
      made.push({
        token,
        body: { ...submitPayload(consumerId, phone, ssn), appData: cfnaAppData(phone, ssn) },
      });
    }
  } finally {
    await handle.close();
  }
  return made;
}

async function measure(instances: number, port: number): Promise<Step[]> {
  const secret = randomBytes(48).toString('base64');
  const cluster = new Cluster({
    port,
    instances,
    sandbox: true,
    demoShops: true,
    env: {
      SESSION_SECRET: secret,
      OTP_SECRET: randomBytes(48).toString('base64'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  const results: Step[] = [];
  try {
    await cluster.start();
    let offset = 0;
    // A warm-up the figures leave out: a fresh process compiles as it serves its first requests, and at the
    // first steps' few dozen submits a p99 is the slowest one. Every instance behind the proxy gets its share.
    const warmup = await applicants(cluster, secret, WARMUP_APPLICANTS * 8, instances * 1_000_000 + 900_000);
    await runApplicationLoad({
      url: cluster.proxyUrl,
      applicants: warmup,
      concurrency: WARMUP_APPLICANTS,
      seconds: 6,
      pollMs,
      thinkMs: pollMs,
    });
    for (const applicantsAtOnce of steps) {
      // Each consumer applies once; an applicant decides at most one application a poll interval.
      const count =
        Math.max(MIN_SUBMITS, Math.ceil((applicantsAtOnce * (seconds + 2) * 1000) / pollMs)) +
        applicantsAtOnce;
      const list = await applicants(cluster, secret, count, offset + instances * 1_000_000);
      offset += count;
      const load = await runApplicationLoad({
        url: cluster.proxyUrl,
        applicants: list,
        concurrency: applicantsAtOnce,
        seconds,
        pollMs,
        minSubmits: MIN_SUBMITS,
        maxSeconds: MAX_STEP_SECONDS,
        thinkMs: pollMs,
      });
      const held =
        load.failures === 0 && load.submit.p99Ms <= TARGET_P99_MS && load.poll.p99Ms <= TARGET_P99_MS;
      results.push({ ...load, applicantsAtOnce, held });
      log(
        `${instances} instance(s), ${applicantsAtOnce} applicants at once: ${load.applicationsPerSecond.toFixed(1)} ` +
          `apps/s over ${load.windowSeconds.toFixed(0)} s, ${load.submit.calls} submits, submit p99 ${load.submit.p99Ms.toFixed(1)} ms, poll p99 ${load.poll.p99Ms.toFixed(1)} ms, ` +
          `${load.failures} failures${held ? '' : ' (over the aim: stepping stops)'}`,
      );
      if (!held) break;
    }
  } finally {
    await cluster.stop();
  }
  return results;
}

async function main(): Promise<void> {
  const runs: { instances: number; capacity: number; steps: Step[] }[] = [];
  for (const [instances, port] of [
    [1, 5330],
    [2, 5340],
  ] as const) {
    log(
      `${instances} instance(s) behind HAProxy: stepping applicants ${steps.join(', ')}, ${seconds} s each`,
    );
    const measured = await measure(instances, port);
    const capacity = Math.max(0, ...measured.filter((s) => s.held).map((s) => s.applicationsPerSecond));
    runs.push({ instances, capacity, steps: measured });
  }
  process.stdout.write('\ninstances  applications/s with submit and poll p99 ≤ 50 ms\n');
  for (const run of runs)
    process.stdout.write(`${String(run.instances).padEnd(9)}  ${run.capacity.toFixed(1)}\n`);
  const file = path.join(ROOT, 'bench/results/capacity.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), settings: { steps, seconds, pollMs }, runs }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
