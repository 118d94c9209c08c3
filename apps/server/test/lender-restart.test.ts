import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT, cfnaAppData, nextPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';

// Issue 8: "the server killed mid-call and restarted reaches the decision with one pull". A real server
// process on an embedded database on disk, killed with SIGKILL while the lender is still answering.
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ttapply-restart-'));
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

describe('a server killed while the lender is answering', () => {
  it('after a restart the job asks the lender again with the same key and the application is decided with one pull', async () => {
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
    const ssn = '111111111';
    const before = await sandbox.pulls('CFNA', ssn);

    // The lender takes its time: long enough for the kill to land mid-call.
    await sandbox.behaviour({ lender: 'CFNA', mode: 'slow', delayMs: 1500, times: 1 });
    const submitted = await call(
      'POST',
      '/api/v1/apps/app/',
      {
        tier: '1',
        appType: 'CFNA',
        t2AConsumerKeyId: consumerId,
        t2AStoreKeyId: 'demo-cfna',
        appData: cfnaAppData(phone, ssn),
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'CFNA',
        consentText: CONSENT_TEXT,
      },
      token,
    );
    expect(submitted.status).toBe(200);
    const id = submitted.body.applicationKeyId as string;

    await until('the lender to be processing', async () =>
      (await sandbox.inFlight('CFNA')) > 0 ? true : undefined,
    );
    server!.kill('SIGKILL');
    await until('the server to be gone', async () =>
      server!.exitCode !== null || server!.signalCode ? true : undefined,
    );
    // The lender finishes the application the dead server asked for (and counts its pull).
    await until('the lender to finish', async () =>
      (await sandbox.inFlight('CFNA')) === 0 ? true : undefined,
    );

    await startServer();
    const decided = await until('the decision', async () => {
      const res = await call('GET', `/api/v1/apps/app/${id}`, undefined, token);
      return res.body.application?.result ? res.body.application : undefined;
    });
    expect(decided.status).toBe('a');
    const after = await sandbox.pulls('CFNA', ssn);
    expect(after.hard - before.hard).toBe(1);
    // Asked twice (before and after the restart), pulled once.
    expect(after.requests - before.requests).toBe(2);
  }, 120_000);
});
