import { affContracts } from '@ttapply/partner-sandbox/lenders/amff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affPayload, cardCheckOf, signThroughPage } from './aff-helpers.js';
import { nextPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';
import { serverProcess, until, type ServerProcess } from './server-process.js';

// Decision 055: the signing check and funding are a durable job. A real server process on an embedded
// database on disk is killed with SIGKILL after the signature, while AFF is funding, and restarted: the
// application ends funded, and AFF funded once.
let sandbox: RunningSandbox;
let server: ServerProcess;
const call: ServerProcess['call'] = (...args) => server.call(...args);

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await serverProcess({ sandboxUrl: sandbox.url });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sandbox.close();
});

describe('a server killed between the signature and the funding', () => {
  it('after a restart the job funds with the same key: funded once', async () => {
    const phone = nextPhone();
    const { token, consumerId } = await server.verifiedConsumer(phone);
    const payload = affPayload(consumerId, phone, '444444444');
    const checked = await call(
      'POST',
      '/api/v1/apps/amff/validate-debit-card',
      cardCheckOf(payload.appData, payload.t2AStoreKeyId),
      token,
    );
    expect(checked.body).toEqual({ success: true });
    const submitted = await call('POST', '/api/v1/apps/app/', payload, token);
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
    // AFF's electronic consent as the loan details show it, agreed at 'Confirm and Sign' (decision 293).
    const documents = await call(
      'POST',
      '/api/v1/apps/amff/gen-tc',
      { t2AStoreKeyId: payload.t2AStoreKeyId },
      token,
    );
    const signing = await call(
      'POST',
      `/api/v1/apps/app/${id}/signing-url/AMFF`,
      { fundingType: '1', esignConsentVersion: documents.body.esignVersion as string },
      token,
    );
    expect(signing.status).toBe(200);

    // AFF funds at once but answers late: long enough for the kill to land while it is funding.
    await sandbox.behaviour({ lender: 'AMFF', mode: 'slow', delayMs: 1500, times: 1 });
    const { location } = await signThroughPage(signing.body.url as string);
    expect(location).toBe(`${server.baseUrl}/aff/esign-return?event=signing_complete`);
    await until('AFF to be funding', async () => ((await sandbox.inFlight('AMFF')) > 0 ? true : undefined));
    await server.kill();
    await until('AFF to finish', async () => ((await sandbox.inFlight('AMFF')) === 0 ? true : undefined));
    expect(affContracts.byRepairOrder(repairOrderId)?.fundings).toBe(1);

    await server.start();
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
