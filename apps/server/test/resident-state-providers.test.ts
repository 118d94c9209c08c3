import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cfnaAppData, CONSENT_TEXT, verifyPhone, type TestApp } from './helper.js';

// Spec §4 and lenders §4 "AFF … removed for certain resident states"; lenders §9 "not available in NY"
// (docs/decisions/024-resident-state-providers.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** YYYY-MM-DD `days` from today: the payday rules are checked against the server's clock. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function affPayload(consumerId: string, phone: string, state: string) {
  return {
    tier: '3',
    appType: 'AMFF',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: 'demo-gnes', // lists GNES,AMFF
    appData: {
      ...cfnaAppData(phone, '444444444'),
      STATE: state,
      MONTHLY_GROSS_INCOME: '4000',
      PAY_FREQUENCY: 'W',
      LAST_PAYDAY: isoDay(-3),
      NEXT_PAYDAY: isoDay(4),
      CC_NUMBER: '4111111111111111',
      CC_EXP_MONTH: '12',
      CC_EXP_YEAR: '2030',
      BILLING_ZIP: '98052',
      CVV: '123',
      ROUTING_NUMBER: '021000021',
      ACCOUNT_NUMBER: '12345678',
      PAYMENT_METHOD: '1',
    },
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'AMFF',
    consentText: CONSENT_TEXT,
  };
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
    const res = await submit(token, affPayload(consumerId, phone, 'NY'));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('American First Finance is not available to residents of New York.');
  });

  it('takes the same AFF application from a Washington resident', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, affPayload(consumerId, phone, 'WA'));
    expect(res.body).not.toContain('not available to residents');
    expect(res.statusCode).toBe(200);
  });
});
