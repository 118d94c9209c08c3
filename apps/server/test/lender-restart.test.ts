import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT, cfnaAppData, nextPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';
import { serverProcess, until, type ServerProcess } from './server-process.js';

// A lender call is a durable job (docs/decisions/040): the server killed mid-call and restarted reaches the
// decision with one pull. A real server process on an embedded database on disk, killed with SIGKILL while
// the lender is still answering.
let sandbox: RunningSandbox;
let server: ServerProcess;
const call: ServerProcess['call'] = (...args) => server.call(...args);

beforeAll(async () => {
  sandbox = await startSandbox();
  // A long lender timeout makes the attempt's expiry 2 × 60 s + 5 s, longer than the test waits for the decision:
  // after the restart the job can only be taken up again as an orphan (decision 192), never by its expiry.
  server = await serverProcess({ sandboxUrl: sandbox.url, env: { LENDER_TIMEOUT_MS: '60000' } });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sandbox.close();
});

describe('a server killed while the lender is answering', () => {
  it('after a restart the job asks the lender again with the same key and the application is decided with one pull', async () => {
    const phone = nextPhone();
    const { token, consumerId } = await server.verifiedConsumer(phone);
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
    await server.kill();
    // The lender finishes the application the dead server asked for (and counts its pull).
    await until('the lender to finish', async () =>
      (await sandbox.inFlight('CFNA')) === 0 ? true : undefined,
    );

    await server.start();
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
