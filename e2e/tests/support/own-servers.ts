import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DEPLOYMENT_PACE } from '../../suite-servers';

// A server and a partner sandbox started by a spec itself, for walks that need to kill the server mid-journey
// and start it again on the same database (durable jobs, decision 040). They are configured as
// playwright.config.ts configures the suite's own pair, on ports of the spec's choosing.

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** Waits for a state, never for a time: `read` answers true once the state is reached (or throws to give up). */
async function until(what: string, read: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Children of this worker that are still running. If the worker ends without its afterAll (a crash, an
 * interrupted run), its exit takes them along, so no server keeps the spec's ports.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await gone;
}

export interface OwnSandbox {
  readonly url: string;
  /** Requests the lender is answering right now (the sandbox's test controls). */
  inFlight(lender: string): Promise<number>;
  /** Hard and soft credit pulls the lender made for this SSN, and the requests it was sent. */
  pulls(lender: string, ssn: string): Promise<{ hard: number; soft: number; requests: number }>;
  close(): Promise<void>;
}

/** How Node starts a server: the built one by default, or a test composition's start script (test-lender.spec.ts). */
export type ServerEntry = readonly string[];

/** The partner sandbox on `port`, answering each request after a delay in `delay`, framed by `appOrigin`. */
export async function startOwnSandbox(
  port: number,
  appOrigin: string,
  delay: { minMs: number; maxMs: number },
  entry: ServerEntry = ['apps/partner-sandbox/dist/server.js'],
): Promise<OwnSandbox> {
  const url = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, entry, {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SANDBOX_PORT: String(port),
        HOST: '127.0.0.1',
        APP_ORIGIN: appOrigin,
        SANDBOX_DELAY_MIN_MS: String(delay.minMs),
        SANDBOX_DELAY_MAX_MS: String(delay.maxMs),
        LOG_LEVEL: 'warn',
      },
    }),
  );
  try {
    await until('the sandbox to answer', async () => {
      if (exited(child)) throw new Error(`the sandbox exited with ${child.exitCode ?? child.signalCode}`);
      return answers(`${url}/health`);
    });
  } catch (error) {
    await stop(child, 'SIGKILL');
    throw error;
  }
  return {
    url,
    async inFlight(lender) {
      const response = await fetch(`${url}/sandbox/requests-in-flight?lender=${lender}`);
      return ((await response.json()) as { inFlight: number }).inFlight;
    },
    async pulls(lender, ssn) {
      const response = await fetch(`${url}/sandbox/pulls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lender, ssn }),
      });
      return (await response.json()) as { hard: number; soft: number; requests: number };
    },
    close: () => stop(child, 'SIGTERM'),
  };
}

export interface OwnServer {
  readonly url: string;
  /** Starts `apps/server/dist/server.js` on the spec's database and waits until `/v.html` answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown of any kind, as a crash or a pulled plug. Waits until the process is gone. */
  kill(): Promise<void>;
  /** Kills it if running and removes its database. */
  close(): Promise<void>;
  /**
   * `npm run operator -- <args>` on this server's database (the built command, `dist/operator-cli.js`), while
   * the server is stopped (one process owns an embedded database); its standard output.
   */
  operatorCommand(args: string[]): Promise<string>;
}

/** The built server on `port` with its own embedded database, which survives kill() and start(). */
export function ownServer(
  port: number,
  sandboxUrl: string,
  env: Record<string, string> = {},
  entry: ServerEntry = ['apps/server/dist/server.js'],
): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'ttapply-e2e-own-'));
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  const serverEnv = () => ({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    TEST_MODE: 'LOCAL',
    SMS_PROVIDER: 'local',
    WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
    PARTNER_SANDBOX_URL: sandboxUrl,
    LOG_LEVEL: 'warn',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    PUBLIC_BASE_URL: url,
    GEOFENCED_LENDERS: 'GNES',
    TRAINING_BUILD: 'true',
    ...TEST_DEPLOYMENT_PACE,
    ...env,
  });
  return {
    url,
    async start() {
      const started = track(
        spawn(process.execPath, entry, {
          cwd: repoRoot,
          stdio: 'ignore',
          env: serverEnv(),
        }),
      );
      child = started;
      try {
        // The cap playwright.config.ts gives the suite's own servers: a busy CI machine starts one in 30-45 s.
        await until(
          'the server to answer',
          async () => {
            if (exited(started)) throw new Error(`the server exited with ${started.exitCode}`);
            return answers(`${url}/v.html`);
          },
          120_000,
        );
      } catch (error) {
        await stop(started, 'SIGKILL');
        throw error;
      }
    },
    kill: () => stop(child, 'SIGKILL'),
    operatorCommand(args) {
      const command = track(
        spawn(process.execPath, ['apps/server/dist/operator-cli.js', ...args], {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...serverEnv(), INIT_CWD: repoRoot },
        }),
      );
      let out = '';
      let err = '';
      command.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      command.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      return new Promise((resolve, reject) =>
        command.once('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`npm run operator exited with ${code}: ${err}`)),
        ),
      );
    },
    async close() {
      await stop(child, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
