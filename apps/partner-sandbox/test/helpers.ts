import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxOptions } from '../src/index.js';

export interface RunningSandbox {
  app: FastifyInstance;
  url: string;
}

/** The sandbox on a real port (behaviours act on sockets), no answer delay unless asked. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = await buildSandbox({
    delay: { minMs: 0, maxMs: 0 },
    controls: true,
    appOrigin: 'http://localhost:3000',
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

export function body(code: string, appData: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    appType: code,
    tier: '1',
    shop: { acctId: 'ACCT1', subId: 'SUB1', storeNumber: '0042' },
    appData: { FIRST_NAME: 'Pat', LAST_NAME: 'Doe', ANNUAL_GROSS_INCOME: '48000', ...appData },
    ...extra,
  };
}

/** Any sandbox answer, read loosely: tests compare its fields with expected values. */
export interface Reply {
  applicationId?: string;
  status?: string;
  error?: string;
  message?: string;
  cardArt?: Record<string, string>;
  result?: Record<string, unknown> & { prequalResult?: Record<string, unknown> };
  [key: string]: unknown;
}

let counter = 0;
/** A fresh Idempotency-Key per call. */
export function newKey(): string {
  counter++;
  return `test-key-${process.pid}-${Date.now()}-${counter}`;
}

export async function post(
  url: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<{ status: number; json: Reply }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Reply };
}

export function submit(
  url: string,
  code: string,
  kind: 'applications' | 'prequal',
  payload: unknown,
  key: string,
  signal?: AbortSignal,
) {
  return post(url, `/lenders/${code}/${kind}`, payload, { 'idempotency-key': key }, signal);
}

export async function pulls(url: string, lender: string, ssn: string) {
  return (await post(url, '/sandbox/pulls', { lender, ssn })).json as unknown as {
    hard: number;
    soft: number;
    requests: number;
  };
}

export async function behaviour(url: string, setting: Record<string, unknown>) {
  const answer = await post(url, '/sandbox/behaviour', setting);
  if (answer.status !== 200) throw new Error(`behaviour refused: ${JSON.stringify(answer.json)}`);
}

export async function inFlight(url: string, lender: string): Promise<number> {
  const response = await fetch(`${url}/sandbox/requests-in-flight?lender=${lender}`);
  return ((await response.json()) as { inFlight: number }).inFlight;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}
