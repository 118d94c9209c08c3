import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startSandbox, type RunningSandbox } from './helpers.js';
import { testCardSandboxLender } from './test-lender/index.js';

// A sandbox composed with one more lender (buildSandbox's addedLenders) plays it as it plays the registry's:
// its submits, prequals, status, rates and fees and the test controls all know it; one built without does not.
let composed: RunningSandbox;
let product: RunningSandbox;
beforeAll(async () => {
  composed = await startSandbox({ addedLenders: [testCardSandboxLender] });
  product = await startSandbox();
});
afterAll(async () => {
  await composed.app.close();
  await product.app.close();
});

async function submit(sandbox: RunningSandbox, kind: 'applications' | 'prequal', ssn: string, key: string) {
  return fetch(`${sandbox.url}/lenders/TSTC/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body('TSTC', { SSN: ssn })),
  });
}

describe('a lender added to the sandbox', () => {
  it('answers its applications and prequals by its own table, and is looked up by id', async () => {
    const approved = await submit(composed, 'applications', '919191919', 'tstc-approve-1');
    expect(approved.status).toBe(200);
    const answer = (await approved.json()) as { applicationId: string; status: string; result: object };
    expect(answer).toMatchObject({ status: 'a', result: { lender: 'Test Card', accepted: '1' } });
    const declined = await submit(composed, 'applications', '929292929', 'tstc-decline-1');
    expect(await declined.json()).toMatchObject({ status: 'd' });
    const prequal = await submit(composed, 'prequal', '919191919', 'tstc-prequal-1');
    expect(await prequal.json()).toMatchObject({ status: 'q' });
    const looked = await fetch(`${composed.url}/lenders/TSTC/applications/${answer.applicationId}`);
    expect(await looked.json()).toMatchObject({ applicationId: answer.applicationId, status: 'a' });
  });

  it('is counted by the test controls and publishes its rates and fees', async () => {
    const pulls = await fetch(`${composed.url}/sandbox/pulls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lender: 'TSTC', ssn: '919191919' }),
    });
    expect(await pulls.json()).toMatchObject({ hard: 1, soft: 1 });
    const costs = await fetch(`${composed.url}/lenders/TSTC/rates-and-fees`);
    expect(costs.status).toBe(200);
    expect(await costs.text()).toContain('Test Card');
  });

  it('is unknown to a sandbox built without it', async () => {
    expect((await submit(product, 'applications', '919191919', 'tstc-approve-2')).status).toBe(404);
    const pulls = await fetch(`${product.url}/sandbox/pulls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lender: 'TSTC', ssn: '919191919' }),
    });
    expect(pulls.status).toBe(400);
  });

  it('may not take a code the registry already plays', async () => {
    await expect(
      startSandbox({ addedLenders: [{ ...testCardSandboxLender, code: 'CFNA' }] }),
    ).rejects.toThrow('The sandbox already plays CFNA.');
  });
});
