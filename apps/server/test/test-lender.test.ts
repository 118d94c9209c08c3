import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDER_DEFINITIONS } from '../src/lenders/index.js';
import { awaitDecision, buildTestApp, submitPayload, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor } from './staff-support.js';
import {
  TEST_LENDER_CODE,
  TEST_LENDER_MESSAGE,
  TEST_LENDER_REFUSAL,
  testLender,
  testLenderCalls,
} from './test-lender/index.js';

// GUIDE 9: a lender is one module registered by one line. This one exists only in the tests (test-lender/), and
// the shared code (the application service, the lender-call job, the routes, the console) handles it from its
// definition alone: nothing shared names it.
const SHOP = 'demo-bigo';
let t: TestApp;
beforeAll(async () => {
  const lenders = LENDER_DEFINITIONS.map((d) => (d.appCode === TEST_LENDER_CODE ? testLender : d));
  t = await buildTestApp({ lenders });
});
afterAll(async () => t.close());

function payload(consumerId: string, phone: string, ssn: string, firstName = 'Pat') {
  const body = submitPayload(consumerId, phone, ssn, SHOP);
  return {
    ...body,
    appType: TEST_LENDER_CODE,
    selectedApps: TEST_LENDER_CODE,
    appData: { ...body.appData, FIRST_NAME: firstName },
  };
}

async function submit(token: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

describe('a lender registered only in the tests', () => {
  it('refuses what its own check refuses, before anything is stored or sent', async () => {
    testLenderCalls.length = 0;
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, payload(consumerId, phone, '111111111', 'Refused'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(TEST_LENDER_REFUSAL);
    expect(testLenderCalls).toEqual(['submissionCheck']);
    expect(await t.sandbox.pulls(TEST_LENDER_CODE, '111111111')).toMatchObject({ requests: 0 });
  });

  it('is applied to through its own adapter, and the shop console shows its part', async () => {
    testLenderCalls.length = 0;
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, payload(consumerId, phone, '111111111'));
    expect(res.statusCode).toBe(200);
    const decided = await awaitDecision(t.app, token, res.json().applicationKeyId);
    expect(decided).toMatchObject({
      appType: TEST_LENDER_CODE,
      status: 'a',
      result: { accepted: '1', customermessage: TEST_LENDER_MESSAGE },
    });
    expect(testLenderCalls).toEqual(['submissionCheck', 'mapAppData application', 'mapDecision a']);

    const organisationId = await createOrganisation(t.app, 'Test lender shop', [SHOP]);
    const owner = await createStaffUser(t.app, {
      organisationId,
      email: 'owner@test-lender.example',
      roles: { [SHOP]: 'owner' },
    });
    const staff = await staffClientFor(t.app, owner);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/${SHOP}/journeys/${consumerId}`,
      headers: staff.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().affLoan).toEqual({
      applicationId: decided.applicationKeyId,
      state: 'approved',
      approvedAmount: 1,
      amountToCharge: null,
      cardLast4: null,
    });
  });

  it('serves its own routes under the prefix its module names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test-lender/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lender: TEST_LENDER_CODE });
  });
});
