import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A real server process on an embedded database on disk, for the tests that kill it with SIGKILL mid-work and
// start it again (durable jobs, decision 040): in-process apps cannot be killed that way.
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field
  body: Record<string, any>;
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Starts `src/server.ts` as `npm start` would (through tsx), and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
  /** Kills it (if running) and removes its database. */
  close(): Promise<void>;
  call(method: string, url: string, body?: unknown, token?: string): Promise<Answer>;
  /** A consumer verified by the one-time code from the local SMS outbox. */
  verifiedConsumer(phone: string): Promise<{ token: string; consumerId: string }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits for a state (never for a time): `read` answers undefined until the state is reached. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function serverProcess(options: {
  sandboxUrl: string;
  /** Settings beyond the defaults below (shorter job intervals for the test's own work). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ttapply-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const call = async (method: string, url: string, body?: unknown, token?: string): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode) return;
    running.kill('SIGKILL');
    await until('the server to be gone', async () =>
      running.exitCode !== null || running.signalCode ? true : undefined,
    );
  };

  return {
    baseUrl,
    call,
    kill,
    async start() {
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@ttapply/source', SERVER_ENTRY],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'silent',
            PARTNER_SANDBOX_URL: options.sandboxUrl,
            PUBLIC_BASE_URL: baseUrl,
            // An attempt expires after 2 × 1 s + 5 s; the monitor looks every second.
            LENDER_TIMEOUT_MS: '1000',
            JOB_MONITOR_INTERVAL_SECONDS: '1',
            JOB_POLLING_INTERVAL_SECONDS: '0.5',
            OTP_SENDS_PER_IP_PER_HOUR: '1000',
            ...options.env,
          },
          stdio: 'ignore',
        },
      );
      child = started;
      for (;;) {
        try {
          if ((await fetch(`${baseUrl}/v.html`)).ok) return;
        } catch {
          // not listening yet
        }
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async verifiedConsumer(phone: string) {
      const sent = await call('POST', '/api/v1/apps/send-verification-text/', { phoneNumber: phone });
      const outbox = await call('GET', '/api/dev/outbox');
      const code = String(
        (outbox.body as unknown as { to: string; body: string }[]).filter((m) => m.to === phone).at(-1)?.body,
      ).match(/\b(\d{6})\b/)?.[1];
      const verified = await call('POST', '/api/v1/apps/validate-OTP/', {
        phoneMobile: phone,
        verificationCode: code,
        verificationHash: sent.body.verificationHash,
      });
      return {
        token: verified.body.token as string,
        consumerId: verified.body.consumer.t2AConsumerKeyId as string,
      };
    },
  };
}
