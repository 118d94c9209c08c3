import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from './helper.js';
import { versPayload } from './vers-support.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';
import { serverProcess, until, type ServerProcess } from './server-process.js';

// docs/decisions/065: a Versatile session's poll survives the server being killed. A real server process on
// an embedded database on disk is killed with SIGKILL while it polls; after a restart the next poll, waiting
// in the job table, carries on and records the outcome the consumer reached in the widget meanwhile.
let sandbox: RunningSandbox;
let server: ServerProcess;
const call: ServerProcess['call'] = (...args) => server.call(...args);

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await serverProcess({ sandboxUrl: sandbox.url, env: { VERS_POLL_INTERVAL_SECONDS: '1' } });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sandbox.close();
});

async function reads(partnerSessionId: string): Promise<number> {
  const res = await fetch(`${sandbox.url}/sandbox/vers/sessions/${partnerSessionId}`);
  return ((await res.json()) as { statusReads: string[] }).statusReads.length;
}

describe('a server killed while it polls a Versatile session', () => {
  it('after a restart the poll carries on and records the outcome', async () => {
    const phone = nextPhone();
    const { token, consumerId } = await server.verifiedConsumer(phone);

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

    await server.kill();
    // The consumer finishes the widget while our server is down.
    await fetch(`${sandbox.url}/sandbox/vers/sessions/${partnerSessionId}/walk`, { method: 'POST' });
    const readsWhileDown = await reads(partnerSessionId);

    await server.start();
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
