import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from './helper.js';
import { versPayload } from './vers-support.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';

// Issue 11 part 2: a Versatile session's poll survives the server being killed. A real server process on an
// embedded database on disk is killed with SIGKILL while it polls; after a restart the next poll, waiting in
// the job table, carries on and records the outcome the consumer reached in the widget meanwhile.
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ttapply-vers-restart-'));
let sandbox: RunningSandbox;
let server: ChildProcess | undefined;
let baseUrl = '';
let port = 0;

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

/** Starts `src/server.ts` as `npm start` would (through tsx), and waits until it answers. */
async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@ttapply/source', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PARTNER_SANDBOX_URL: sandbox.url,
      // An attempt expires after 2 × 1 s + 5 s; the monitor looks every second.
      LENDER_TIMEOUT_MS: '1000',
      VERS_POLL_INTERVAL_SECONDS: '1',
      JOB_MONITOR_INTERVAL_SECONDS: '1',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/v.html`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  sandbox = await startSandbox();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await startServer();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function reads(partnerSessionId: string): Promise<number> {
  const res = await fetch(`${sandbox.url}/sandbox/vers/sessions/${partnerSessionId}`);
  return ((await res.json()) as { statusReads: string[] }).statusReads.length;
}

describe('a server killed while it polls a Versatile session', () => {
  it('after a restart the poll carries on and records the outcome', async () => {
    const phone = nextPhone();
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
    const token = verified.body.token as string;
    const consumerId = verified.body.consumer.t2AConsumerKeyId as string;

    const started = await call(
      'POST',
      '/api/v1/vers/waterfall',
      versPayload(consumerId, phone, '123456789'),
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const sessionId = started.body.sessionId as string;
    const partner = await fetch(`${sandbox.url}/sandbox/vers/sessions/by-key/ttapply-vers-${sessionId}`);
    const partnerSessionId = ((await partner.json()) as { sessionId: string }).sessionId;
    await until('two polls', async () => ((await reads(partnerSessionId)) >= 2 ? true : undefined));

    server!.kill('SIGKILL');
    await until('the server to be gone', async () =>
      server!.exitCode !== null || server!.signalCode ? true : undefined,
    );
    // The consumer finishes the widget while our server is down.
    await fetch(`${sandbox.url}/sandbox/vers/sessions/${partnerSessionId}/walk`, { method: 'POST' });
    const readsWhileDown = await reads(partnerSessionId);

    await startServer();
    const done = await until('the outcome', async () => {
      const res = await call('GET', `/api/v1/vers/waterfall/${sessionId}`, undefined, token);
      return res.body.status === 'completed' ? res.body : undefined;
    });
    expect(done.application).toMatchObject({
      appType: 'VERS',
      tier: '3',
      status: 'a',
      result: { accepted: 'APPROVED', providerId: 'acima', amount: 250000 },
    });
    // The restarted server's poll found it (nobody else asked the partner).
    expect(await reads(partnerSessionId)).toBeGreaterThan(readsWhileDown);
  }, 120_000);
});
