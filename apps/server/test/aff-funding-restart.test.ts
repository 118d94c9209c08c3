import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { affContracts } from '@ttapply/partner-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affPayload, signThroughPage } from './aff-helpers.js';
import { nextPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';

// Decision 055: the signing check and funding are a durable job. A real server process on an embedded
// database on disk is killed with SIGKILL after the signature, while AFF is funding, and restarted: the
// application ends funded, and AFF funded once.
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ttapply-aff-restart-'));
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
      PUBLIC_BASE_URL: baseUrl,
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

describe('a server killed between the signature and the funding', () => {
  it('after a restart the job funds with the same key: funded once', async () => {
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
    const submitted = await call(
      'POST',
      '/api/v1/apps/app/',
      affPayload(consumerId, phone, '444444444'),
      token,
    );
    expect(submitted.status).toBe(200);
    const id = submitted.body.applicationKeyId as string;
    await until('the approval', async () => {
      const res = await call('GET', `/api/v1/apps/app/${id}`, undefined, token);
      return res.body.application?.result ? true : undefined;
    });
    const finalized = await call(
      'PUT',
      `/api/v1/apps/app/${id}/repair-order/AMFF`,
      { amount: 500, last4: '4444' },
      token,
    );
    expect(finalized.status).toBe(200);
    const repairOrderId = finalized.body.result.repairOrderId as string;
    const signing = await call(
      'POST',
      `/api/v1/apps/app/${id}/signing-url/AMFF`,
      { fundingType: '1' },
      token,
    );
    expect(signing.status).toBe(200);

    // AFF funds at once but answers late: long enough for the kill to land while it is funding.
    await sandbox.behaviour({ lender: 'AMFF', mode: 'slow', delayMs: 1500, times: 1 });
    const { location } = await signThroughPage(signing.body.url as string);
    expect(location).toBe(`${baseUrl}/aff/esign-return?event=signing_complete`);
    await until('AFF to be funding', async () => ((await sandbox.inFlight('AMFF')) > 0 ? true : undefined));
    server!.kill('SIGKILL');
    await until('the server to be gone', async () =>
      server!.exitCode !== null || server!.signalCode ? true : undefined,
    );
    await until('AFF to finish', async () => ((await sandbox.inFlight('AMFF')) === 0 ? true : undefined));
    expect(affContracts.byRepairOrder(repairOrderId)?.fundings).toBe(1);

    await startServer();
    const funded = await until('the funding', async () => {
      const res = await call('GET', `/api/v1/apps/app/${id}`, undefined, token);
      return res.body.application?.signedFlag === '2' ? res.body.application : undefined;
    });
    expect(funded.fundedDetails.fundtype).toBe('1');
    expect(affContracts.byRepairOrder(repairOrderId)?.fundings).toBe(1);
    const card = await call('GET', `/api/v1/apps/app/${id}/fund/AMFF`, undefined, token);
    expect(card.body.last4).toBe(funded.fundedDetails.last4);
  }, 120_000);
});
