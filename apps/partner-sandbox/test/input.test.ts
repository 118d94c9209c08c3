import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, sandboxConfigFromEnv, SandboxConfigError } from '../src/index.js';
import { body, newKey, startSandbox, type RunningSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.app.close();
});

async function raw(path: string, init: RequestInit) {
  const response = await fetch(`${sandbox.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

const json = (payload: unknown, key: string | null = newKey()): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
  body: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describe('bad input is 400 JSON, never a 500', () => {
  const good = body('CFNA', { SSN: '111111111' });
  const cases: [string, string, RequestInit][] = [
    ['no Idempotency-Key', '/lenders/CFNA/applications', json(good, null)],
    ['a 7-character key', '/lenders/CFNA/applications', json(good, 'abcdefg')],
    ['a 129-character key', '/lenders/CFNA/applications', json(good, 'k'.repeat(129))],
    ['a key with spaces', '/lenders/CFNA/applications', json(good, 'has spaces in it')],
    ['not JSON', '/lenders/CFNA/applications', json('{"appType":')],
    ['an empty body', '/lenders/CFNA/applications', json('')],
    ['an array body', '/lenders/CFNA/applications', json([1, 2])],
    ['no SSN', '/lenders/CFNA/applications', json(body('CFNA', { SSN: '' }))],
    ['an 8-digit SSN', '/lenders/CFNA/applications', json(body('CFNA', { SSN: '11111111' }))],
    ['a tier 4', '/lenders/CFNA/applications', json({ ...good, tier: '4' })],
    ['no shop', '/lenders/CFNA/applications', json({ ...good, shop: undefined })],
    ['a number in appData', '/lenders/CFNA/applications', json({ ...good, appData: { SSN: 111111111 } })],
    [
      'a bad quickScreen',
      '/lenders/GNES/applications',
      json({ ...good, quickScreen: { orderId: '1', historyId: '2', quickScreenAccept: 'yes' } }),
    ],
    ['a prequal without appData', '/lenders/GNES/prequal', json({ ...good, appData: undefined })],
    ['an unknown behaviour', '/sandbox/behaviour', json({ lender: 'CFNA', mode: 'explode' })],
    ['a behaviour for an unknown lender', '/sandbox/behaviour', json({ lender: 'XXXX', mode: 'error' })],
    ['a negative delay', '/sandbox/behaviour', json({ lender: 'CFNA', mode: 'slow', delayMs: -1 })],
    ['pulls without ssn', '/sandbox/pulls', json({ lender: 'CFNA' })],
    ['pulls with broken JSON', '/sandbox/pulls', json('{"lender":')],
  ];
  for (const [name, path, init] of cases) {
    it(name, async () => {
      const answer = await raw(path, init);
      expect(answer.status).toBe(400);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.text)).toHaveProperty('error');
    });
  }

  it('reset takes no body, an empty JSON body or {}', async () => {
    expect((await raw('/sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await raw('/sandbox/reset', json(''))).status).toBe(200);
    expect((await raw('/sandbox/reset', json({}))).status).toBe(200);
  });

  it('bad query and path values of the document routes', async () => {
    expect((await raw('/lenders/CFSS/disclosures?state=ZZ&doc=terms', {})).status).toBe(400);
    expect((await raw('/lenders/CFSS/disclosures?state=WA&doc=other', {})).status).toBe(400);
    expect((await raw('/lenders/CFSS/disclosures', {})).status).toBe(400);
    expect((await raw('/lenders/GNES/disclosures/bad%20id', {})).status).toBe(400);
    expect((await raw('/lenders/MILE/documents/123/doc7.html', {})).status).toBe(400);
    expect((await raw('/sandbox/requests-in-flight?lender=XX', {})).status).toBe(400);
  });

  it('a body over 64 KB is refused (413), not processed', async () => {
    const huge = body('CFNA', { SSN: '111111111', NOTE: 'x'.repeat(70_000) });
    expect((await raw('/lenders/CFNA/applications', json(huge))).status).toBe(413);
  });
});

describe('logging', () => {
  it('never writes the SSN', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildSandbox({
      delay: { minMs: 0, maxMs: 0 },
      controls: true,
      appOrigin: 'http://localhost:3000',
      logLevel: 'trace',
      logStream,
    });
    try {
      const headers = { 'idempotency-key': newKey() };
      await app.inject({
        method: 'POST',
        url: '/lenders/CFNA/applications',
        headers,
        payload: body('CFNA', { SSN: '529-11-4872' }),
      });
      await app.inject({
        method: 'POST',
        url: '/lenders/CFNA/applications',
        headers,
        payload: { bad: true },
      });
      await app.inject({
        method: 'POST',
        url: '/sandbox/pulls',
        payload: { lender: 'CFNA', ssn: '529114872' },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('decided');
    expect(log).not.toMatch(/529-?11-?4872/);
  });
});

describe('configuration', () => {
  it('defaults: PORT + 1, 127.0.0.1, 1-2 s delay, controls on, app origin localhost:3000', () => {
    expect(sandboxConfigFromEnv({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      delay: { minMs: 1000, maxMs: 2000 },
      controls: true,
      appOrigin: 'http://localhost:3000',
      logLevel: 'info',
    });
    expect(sandboxConfigFromEnv({ PORT: '8080' }).port).toBe(8081);
    expect(sandboxConfigFromEnv({ PORT: '8080', SANDBOX_PORT: '9000' }).port).toBe(9000);
    expect(sandboxConfigFromEnv({ SANDBOX_DELAY_MIN_MS: '0', SANDBOX_DELAY_MAX_MS: '5' }).delay).toEqual({
      minMs: 0,
      maxMs: 5,
    });
  });

  it('controls are off in production unless SANDBOX_CONTROLS=1', async () => {
    expect(sandboxConfigFromEnv({ NODE_ENV: 'production' }).controls).toBe(false);
    expect(sandboxConfigFromEnv({ NODE_ENV: 'production', SANDBOX_CONTROLS: '1' }).controls).toBe(true);
    const app = await buildSandbox({
      delay: { minMs: 0, maxMs: 0 },
      controls: false,
      appOrigin: 'http://a.test',
    });
    try {
      expect((await app.inject({ method: 'POST', url: '/sandbox/reset' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sandbox/requests-in-flight' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a bad value names the variable', () => {
    expect(() => sandboxConfigFromEnv({ SANDBOX_PORT: 'x' })).toThrow(SandboxConfigError);
    expect(() => sandboxConfigFromEnv({ SANDBOX_PORT: 'x' })).toThrow(/SANDBOX_PORT/);
    expect(() => sandboxConfigFromEnv({ SANDBOX_DELAY_MIN_MS: '3000' })).toThrow(/SANDBOX_DELAY_MAX_MS/);
    expect(() => sandboxConfigFromEnv({ APP_ORIGIN: 'not a url' })).toThrow(/APP_ORIGIN/);
  });
});
