import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import { capturingLenders } from './capturing-lenders.js';
import { awaitDecision, buildTestApp, CONSENT_TEXT, verifyPhone, type TestApp } from './helper.js';

// What the EasyPay adapter was handed for each call: the test's only window on the lender call.
const lenders = capturingLenders();
const handed = lenders.handed;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ partners: { lenders: lenders.registry } });
  lenders.attach(t);
});
afterAll(async () => {
  await t.close();
});

const isoDay = (offsetDays: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A complete EasyPay application (lenders §2 EZPY pages: additional info, account and payment information). */
function ezpyAppData(phone: string, ssn: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    FIRST_NAME: 'Pat',
    LAST_NAME: 'Jones',
    HOME_PHONE: phone,
    MOBILE_PHONE: phone,
    DOB: '1985-04-12',
    EMPLOYER_NAME: 'Acme Tools',
    WORK_PHONE: '4255550188',
    EMAIL_FOR_ALL_COMS: '1',
    ADDRESS1: '16150 NE 85th St',
    CITY: 'Redmond',
    STATE: 'WA',
    ZIP: '98052',
    MONTHLY_GROSS_INCOME: '4200',
    MONTHLY_NET_INCOME: '3300',
    MONTHLY_HOUSING_PAYMENT: '1200',
    SSN: ssn,
    CONFIRM_SSN: ssn,
    PAY_FREQUENCY: 'T',
    NEXT_PAYDAY: isoDay(5),
    CC_NUMBER: '4111111111111111',
    CC_EXP_MONTH: '12',
    CC_EXP_YEAR: String(new Date().getFullYear() + 2),
    BILLING_MATCH_RESIDENT: '1',
    BILLING_ADDRESS1: '16150 NE 85th St',
    BILLING_ZIP: '98052',
    ROUTING_NUMBER: '021000021',
    ACCOUNT_NUMBER: '12345678',
    PAYMENT_METHOD: '1',
    AFF_TCPA: '0',
    AFF_REC_DEBITS: '1',
    TERMS_ACCEPTED: '1',
    TERMS_ACCEPTED_TIMESTAMP: new Date().toISOString(),
    ...extra,
  };
}

async function submitEzpy(ssn: string, extra: Record<string, string> = {}) {
  const consumer = await verifyPhone(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${consumer.token}` },
    payload: {
      tier: '3',
      appType: 'EZPY',
      t2AConsumerKeyId: consumer.consumerId,
      t2AStoreKeyId: 'demo-ezpy',
      appData: ezpyAppData(consumer.phone, ssn, extra),
      confirmTimestamp: new Date().toISOString(),
      selectedApps: 'EZPY',
      consentText: CONSENT_TEXT,
    },
  });
  return { res, consumer };
}

// Lenders §4 "Result screen" EZPY and the sandbox's EZPY test SSNs (apps/partner-sandbox/README.md).
describe('an EasyPay application', () => {
  it.each([
    ['123123123', 'a', { accepted: '1' }],
    ['321321321', 'd', { declined: '1' }],
    ['333333333', 'p', { referral: '1', pendingappflag: '1' }],
  ])('SSN %s ends with status %s', async (ssn, status, fields) => {
    const { res, consumer } = await submitEzpy(ssn);
    expect(res.statusCode, res.body).toBe(200);
    const application = await awaitDecision(t.app, consumer.token, res.json().applicationKeyId);
    expect(application.status).toBe(status);
    expect(application.result).toMatchObject(fields);
  });

  it('hands the EasyPay adapter the payment answers, the consents and the terms accepted flag', async () => {
    handed.length = 0;
    const { res, consumer } = await submitEzpy('123123123');
    await awaitDecision(t.app, consumer.token, res.json().applicationKeyId);
    expect(handed.at(-1)).toMatchObject({
      PAY_FREQUENCY: 'T',
      PAYMENT_METHOD: '1',
      AFF_REC_DEBITS: '1',
      TERMS_ACCEPTED: '1',
    });
  });
});

// Lenders §4 "makes CVV required if a Florida stamp tax flag is 1"; CVV never stored (docs/decisions/075).
describe('the CVV of a Florida resident', () => {
  const florida = { STATE: 'FL', CITY: 'Miami', ZIP: '33101', BILLING_ZIP: '33101' };

  it('is required', async () => {
    const { res } = await submitEzpy('123123123', florida);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('appData.CVV: Value cannot be empty');
  });

  it('reaches the lender call once and is kept nowhere: not in the application row', async () => {
    handed.length = 0;
    const { res, consumer } = await submitEzpy('123123123', { ...florida, CVV: '737' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().applicationKeyId as string;
    const application = await awaitDecision(t.app, consumer.token, id);
    expect(application.status).toBe('a');
    expect(handed.at(-1)?.CVV).toBe('737');
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.appData.CVV).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain('"737"');
    // Taken once: nothing waits in memory after the call.
    expect(t.app.services.applications.cardSecrets.size).toBe(0);
  });
});
