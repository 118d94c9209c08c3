import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affPayload, passCardCheck } from './aff-helpers.js';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';

// Spec §4 and lenders §4 "AFF … removed for certain resident states"; lenders §9 "not available in NY"
// (docs/decisions/024-resident-state-providers.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The complete AFF application of aff-helpers with the resident state changed. */
function affPayloadIn(consumerId: string, phone: string, state: string) {
  const payload = affPayload(consumerId, phone, '444444444');
  return { ...payload, appData: { ...payload.appData, STATE: state } };
}

async function submit(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/v1/apps/app/ and the resident state', () => {
  it('refuses an AFF application from a New York resident with a clear 400', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, affPayloadIn(consumerId, phone, 'NY'));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('American First Finance is not available to residents of New York.');
  });

  it('takes the same AFF application from a Washington resident', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = affPayloadIn(consumerId, phone, 'WA');
    await passCardCheck(t.app, token, payload.appData, payload.t2AStoreKeyId);
    const res = await submit(token, payload);
    expect(res.body).not.toContain('not available to residents');
    expect(res.statusCode).toBe(200);
  });
});
