import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERS_WATERFALL_SSNS } from '../src/lenders/vers/decisions.js';
import { startSandbox, type RunningSandbox } from './helpers.js';

// Versatile's waterfall as the sandbox plays it (lenders §4 "Versatile waterfall", §7): sessions, their status,
// the widget's walk through the providers, and the SDK scripts of both versions.
let sandbox: RunningSandbox;
let now = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => now });
});
afterAll(async () => sandbox.app.close());

async function createSession(ssn: string, key: string, expiresInSeconds?: number) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/lenders/VERS/waterfall/sessions',
    headers: { 'idempotency-key': key },
    payload: {
      appData: { SSN: ssn, ANNUAL_GROSS_INCOME: '48000' },
      ...(expiresInSeconds ? { expiresInSeconds } : {}),
    },
  });
}

async function walk(sessionId: string) {
  const token = await sandbox.app.inject({
    method: 'POST',
    url: `/lenders/VERS/waterfall/sessions/${sessionId}/frontend-session`,
  });
  return sandbox.app.inject({
    method: 'POST',
    url: '/vers/widget/apply',
    payload: { token: token.json().token },
  });
}

const status = async (sessionId: string) =>
  (await sandbox.app.inject({ method: 'GET', url: `/lenders/VERS/waterfall/sessions/${sessionId}` })).json();

describe('Versatile sessions', () => {
  it('one session per Idempotency-Key; started until the widget ends, then the deciding provider', async () => {
    const first = await createSession('820000002', 'key-flex-decline');
    const again = await createSession('820000002', 'key-flex-decline');
    expect(first.statusCode).toBe(201);
    expect(again.json().sessionId).toBe(first.json().sessionId);
    const id = first.json().sessionId as string;
    expect(await status(id)).toMatchObject({ status: 'started' });
    const walked = await walk(id);
    expect(
      walked.json().steps.map((s: { providerId: string; status: string }) => `${s.providerId}:${s.status}`),
    ).toEqual(['acima:nooffer', 'flexshopper:declined']);
    expect(await status(id)).toMatchObject({
      status: 'completed',
      decision: { providerId: 'flexshopper', status: 'declined' },
    });
  });

  it.each(Object.entries(VERS_WATERFALL_SSNS))('SSN %s ends with %o', async (ssn, expected) => {
    const created = await createSession(ssn, `key-${ssn}`);
    await walk(created.json().sessionId);
    const { decision } = await status(created.json().sessionId);
    expect({ providerId: decision.providerId, decision: decision.status }).toEqual(expected);
    if (expected.decision === 'approved') expect(decision.approvedAmount).toBe(250000);
  });

  it("expires unfinished with 'Versatile Error'; the widget can no longer be walked", async () => {
    const created = await createSession('123456789', 'key-expiring', 60);
    const token = await sandbox.app.inject({
      method: 'POST',
      url: `/lenders/VERS/waterfall/sessions/${created.json().sessionId}/frontend-session`,
    });
    now = new Date(now.getTime() + 61_000);
    expect(await status(created.json().sessionId)).toMatchObject({
      status: 'expired',
      error: 'Versatile Error',
    });
    const late = await sandbox.app.inject({
      method: 'POST',
      url: '/vers/widget/apply',
      payload: { token: token.json().token },
    });
    expect(late.statusCode).toBe(410);
  });

  it('refuses a session without an SSN or key', async () => {
    const noSsn = await sandbox.app.inject({
      method: 'POST',
      url: '/lenders/VERS/waterfall/sessions',
      headers: { 'idempotency-key': 'key-no-ssn' },
      payload: { appData: {} },
    });
    expect(noSsn.statusCode).toBe(400);
    const noKey = await sandbox.app.inject({
      method: 'POST',
      url: '/lenders/VERS/waterfall/sessions',
      payload: { appData: { SSN: '123456789' } },
    });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('Versatile browser side', () => {
  it('serves SDK 1.0.1 and 1.5.2 pinned to its own origin, and nothing else', async () => {
    const v10 = await sandbox.app.inject({
      method: 'GET',
      url: '/vers/sdk/1.0.1/vcredit.js',
      headers: { host: 'partner.test' },
    });
    expect(v10.headers['content-type']).toContain('text/javascript');
    expect(v10.body).toContain("version: '1.0.1'");
    expect(v10.body).toContain('var ORIGIN = "http://partner.test"');
    const v15 = await sandbox.app.inject({ method: 'GET', url: '/vers/sdk/1.5.2/vcredit.js' });
    expect(v15.body).toContain('Widget');
    expect((await sandbox.app.inject({ method: 'GET', url: '/vers/sdk/2.0.0/vcredit.js' })).statusCode).toBe(
      404,
    );
  });

  it('the widget may be framed by the app only and posts to the app origin only', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: '/vers/widget?token=x' });
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    expect(page.body).toContain('data-parent-origin="http://localhost:3000"');
    const script = await sandbox.app.inject({ method: 'GET', url: '/vers/widget.js' });
    expect(script.body).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  it('the README lists every waterfall SSN with its provider and decision', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    for (const [ssn, { providerId, decision }] of Object.entries(VERS_WATERFALL_SSNS)) {
      expect(readme).toMatch(new RegExp(`\\| ${ssn} \\| ${providerId} +\\| ${decision} +\\|`));
    }
  });
});
