/**
 * `npm run bench`, third part: the shop console's live boards (decision 165). BENCH_BOARDS (default 200) boards
 * stay open as Server-Sent Events streams while applicants submit CFNA applications and poll them to a
 * decision (about 100 a second: 100 applicants polling every second), every one at the boards' shop. Each
 * journey event a board receives is timed from the step's own time (the journey row's updated_at, written in
 * the transaction that made the change) to its arrival: commit, NOTIFY, the board row's read and the write to
 * 200 streams. Target (PostgreSQL): p99 under 1 s, with no board missing an event it should have had.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/db/seed.js';
import { loadConfig } from '../src/config.js';
import { consumers } from '../src/db/schema.js';
import { freshPostgres } from '../test/fresh-postgres.js';
import { cfnaAppData } from '../test/helper.js';
import { createOrganisation, createStaffUser } from '../test/staff-support.js';
import { runApplicationLoad, type ApplicationLoadResult } from './application-load.js';

const TARGET_EVENT_P99_MS = 1000;
/** The flow the boards are measured under: the application bench's own target (decision 113). */
const TARGET_APPLICATIONS_PER_SECOND = 100;
const SHOP = 'demo-cfna';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const settings = {
  seconds: int('BENCH_SECONDS', 10),
  warmupSeconds: int('BENCH_WARMUP_SECONDS', 3),
  boards: int('BENCH_BOARDS', 200),
  applicants: int('BENCH_BOARD_APPLICANTS', 128),
  pollMs: int('BENCH_POLL_MS', 1000),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim()),
};
const log = (line: string) => process.stdout.write(`› ${line}\n`);

interface BoardFigures {
  connected: number;
  events: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Boards that ended (or never opened) before the run did. */
  dropped: number;
}

/**
 * The boards, in a worker thread (off the server's event loop), over node:http: each reads its stream, and
 * while measuring, times every `event: journey` from its lastStepAt to its arrival.
 */
const BOARD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, cookie, boards } = workerData;
let measuring = false, connected = 0, dropped = 0;
const delays = [];
const requests = [];
for (let i = 0; i < boards; i++) {
  const req = http.get(url, { headers: { cookie }, agent: false }, (res) => {
    if (res.statusCode !== 200) { dropped++; res.resume(); return; }
    connected++;
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\\n\\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!measuring || !frame.startsWith('event: journey')) continue;
        // The step's time without parsing the whole row: the boards share the machine with the server.
        const at = frame.indexOf('"lastStepAt":"') + 14;
        delays.push(Date.now() - Date.parse(frame.slice(at, frame.indexOf('"', at))));
      }
    });
    res.on('close', () => { if (measuring) dropped++; });
  });
  req.on('error', () => { dropped++; });
  requests.push(req);
}
parentPort.on('message', (message) => {
  if (message === 'connected?') parentPort.postMessage({ connected, dropped });
  if (message === 'start') measuring = true;
  if (message === 'stop') {
    measuring = false;
    const sorted = delays.slice().sort((a, b) => a - b);
    const at = (q) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
    parentPort.postMessage({ connected, dropped, events: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 });
    for (const req of requests) req.destroy();
  }
});
`;

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

function ask<T>(worker: Worker, message: string): Promise<T> {
  return new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message);
  });
}

type StepResult = { boards: BoardFigures; load: ApplicationLoadResult };

async function measureStep(): Promise<StepResult> {
  const stepBoards = int('BENCH_STEP_BOARDS', settings.boards);
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
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  });
  // Production seeds nothing (plugins/database.ts): the bench's shops and test links come from the seed.
  await seedDatabase(app.db);
  let worker: Worker | undefined;
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;

    const organisation = await createOrganisation(app, 'Bench Tire Group', [SHOP]);
    const userId = await createStaffUser(app, {
      organisationId: organisation,
      email: 'board@bench.example',
      roles: { [SHOP]: 'associate' },
    });
    const { token } = await app.staffSessions.create({
      userId,
      method: 'password',
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    worker = new Worker(BOARD_WORKER, {
      eval: true,
      workerData: {
        url: `${url}/api/v1/staff/locations/${SHOP}/board/events`,
        cookie: `__Host-tta-staff=${token}`,
        boards: stepBoards,
      },
    });
    for (;;) {
      const state = await ask<{ connected: number; dropped: number }>(worker, 'connected?');
      if (state.connected + state.dropped >= stepBoards) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const count = Math.ceil(
      (settings.applicants * (settings.seconds + settings.warmupSeconds) * 2 * 1000) / settings.pollMs,
    );
    const applicants: { token: string; body: unknown }[] = [];
    for (let start = 0; start < count; start += 500) {
      const phones = Array.from(
        { length: Math.min(500, count - start) },
        (_, i) => `425${3_000_000 + start + i}`,
      );
      const rows = await app.db
        .insert(consumers)
        .values(phones.map((phoneMobile) => ({ phoneMobile, shopKeyId: SHOP })))
        .returning({ id: consumers.id, phone: consumers.phoneMobile });
      for (const row of rows) {
        const phone = row.phone ?? '';
        const claims = await app.services.sessions.start({ consumerId: row.id, phone, mode: 'apply' });
        const session = await app.services.sessions.issue(claims);
        const ssn = String(400_000_000 + applicants.length * 7).slice(0, 9);
        applicants.push({
          token: session,
          body: {
            tier: '1',
            appType: 'CFNA',
            t2AConsumerKeyId: row.id,
            t2AStoreKeyId: SHOP,
            appData: cfnaAppData(phone, ssn),
            confirmTimestamp: new Date().toISOString(),
            selectedApps: 'CFNA',
            consentText: 'Submitting sends your application to CFNA for a hard credit check.',
          },
        });
      }
    }
    const warmupCount = Math.floor(applicants.length / 4);
    const common = { url, concurrency: settings.applicants, pollMs: settings.pollMs };
    await runApplicationLoad({
      ...common,
      applicants: applicants.slice(0, warmupCount),
      seconds: settings.warmupSeconds,
    });
    worker.postMessage('start');
    const load = await runApplicationLoad({
      ...common,
      applicants: applicants.slice(warmupCount),
      seconds: settings.seconds,
    });
    const boards = await ask<BoardFigures>(worker, 'stop');
    return { boards, load };
  } finally {
    await worker?.terminate();
    await app.close();
    sandbox.child.disconnect();
  }
}

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
      code === 0 && result ? resolve(result) : reject(new Error(`board step ended with code ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  log(
    `${settings.boards} open boards, ${settings.applicants} applicants polling every ${settings.pollMs} ms, ` +
      `${settings.seconds} s measured after ${settings.warmupSeconds} s warm-up`,
  );
  const lines: string[][] = [];
  for (const database of settings.databases) {
    if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
      log('postgres: skipped, TEST_DATABASE_URL is not set (scripts/bench.sh starts a throwaway one)');
      continue;
    }
    // One board first, the same flow: what the machine gives the application path at this moment, to read
    // the figures of the 200 boards against (a busy 2-core machine moves them by half).
    for (const boardCount of [1, settings.boards]) {
      log(`${database}: measuring with ${boardCount} board(s)`);
      const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-boardbench-'));
      const postgres =
        database === 'postgres'
          ? await freshPostgres(process.env.TEST_DATABASE_URL!, 'ttapply_boardbench')
          : undefined;
      try {
        const { boards, load } = await inOwnProcess({
          BENCH_DATA_DIR: dir,
          BENCH_DATABASE_URL: postgres?.url ?? '',
          BENCH_STEP_BOARDS: String(boardCount),
        });
        const judged = boardCount === settings.boards && database === 'postgres';
        const pass =
          boards.connected === boardCount &&
          boards.dropped === 0 &&
          boards.events > 0 &&
          boards.p99Ms < TARGET_EVENT_P99_MS &&
          load.applicationsPerSecond >= TARGET_APPLICATIONS_PER_SECOND &&
          load.failures === 0;
        lines.push([
          database,
          `${boards.connected}/${boardCount}`,
          load.applicationsPerSecond.toFixed(0),
          String(boards.events),
          `${boards.p50Ms} / ${boards.p99Ms} / ${boards.maxMs}`,
          String(boards.dropped + load.failures),
          judged ? (pass ? 'PASS' : 'MISS') : 'info',
        ]);
        if (load.firstFailure) log(`${database}: first failure: ${load.firstFailure}`);
      } finally {
        await postgres?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const header = [
    'database',
    'boards',
    'apps/s',
    'events seen',
    'delay p50/p99/max ms',
    'failures',
    'verdict',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  process.stdout.write(
    `\n${[fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n')}\n\n`,
  );
  process.stdout.write(
    `Target (PostgreSQL): board event delay p99 < ${TARGET_EVENT_P99_MS} ms, no board dropped, while at least ` +
      `${TARGET_APPLICATIONS_PER_SECOND} applications a second are decided.\n`,
  );
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
