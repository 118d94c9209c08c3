import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import { createLenderRegistry, type LenderRegistry } from '../src/partners/lenders/index.js';
import { sandboxOutcome } from '../src/partners/lenders/cfna-sandbox.js';
import {
  buildTestApp,
  cfnaAppData,
  nextPhone,
  submitApplication,
  submitPayload,
  verifyPhone,
  type TestApp,
} from './helper.js';

let t: TestApp;
let lenderCalls = 0;
let lastAppData: Record<string, string> | undefined;
const countingBase: LenderRegistry = createLenderRegistry({
  lenders: { delayMinMs: 0, delayMaxMs: 0, timeoutMs: 5000 },
  testMode: 'LOCAL',
} as Parameters<typeof createLenderRegistry>[0]);

beforeAll(async () => {
  // The real sandbox registry, wrapped to count how often a lender is reached.
  t = await buildTestApp({
    partners: {
      lenders: {
        forApp(appCode, options) {
          const real = countingBase.forApp(appCode, options);
          return {
            appCode: real.appCode,
            submitApplication: async (submission, signal) => {
              lenderCalls += 1;
              lastAppData = submission.appData;
              return real.submitApplication(submission, signal);
            },
          };
        },
      },
    },
  });
});
afterAll(async () => t.close());

async function submit(token: string, payload: unknown, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/v1/apps/app/ with the CFNA sandbox', () => {
  it('sends a Passport as the lender code O, while the application keeps which ID it was', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    payload.appData.ID_TYPE = 'O-PASSPORT';
    const res = await submit(token, payload);
    expect(res.statusCode).toBe(200);
    expect(lastAppData?.ID_TYPE).toBe('O');
    const [row] = await t.app.db
      .select({ appData: applications.appData })
      .from(applications)
      .where(eq(applications.id, res.json().applicationKeyId as string));
    expect(row?.appData.ID_TYPE).toBe('O-PASSPORT');
  });

  it('approves SSN 111111111 with card art, limit, card and reference number', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, submitPayload(consumerId, phone, '111111111'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'a' });
    expect(body.application).toMatchObject({
      applicationKeyId: body.applicationKeyId,
      appType: 'CFNA',
      status: 'a',
      last4: '1111',
      t2AConsumerKeyId: consumerId,
      cardArt: { filename: 'cfna-card.png' },
      result: { accepted: '1', creditlimit: '2500', applicationDecision: 'APPROVED' },
    });
    expect(body.application.result.cardnumber.length).toBeGreaterThanOrEqual(14);
    expect(body.application.result.confirmationnumber).toMatch(/^CF\d{9}$/);
    expect(res.body).not.toContain('111111111');
  });

  it('refers SSN 333333333 with pendingappflag 1, a phone and a reference number', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const body = (await submit(token, submitPayload(consumerId, phone, '333333333'))).json();
    expect(body.status).toBe('p');
    expect(body.application.result).toMatchObject({
      referral: '1',
      pendingappflag: '1',
      applicationDecision: 'REFERRED',
    });
    expect(body.application.result.referralphone).toMatch(/^\d{10,11}$/);
    expect(body.application.result.confirmationnumber).toBeTruthy();
  });

  it('declines SSN 222222222 with the CFNA decline text and a reference number', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const body = (await submit(token, submitPayload(consumerId, phone, '222222222'))).json();
    expect(body.status).toBe('d');
    expect(body.application.result).toMatchObject({
      declined: '1',
      customermessage:
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
    });
    expect(body.application.result.confirmationnumber).toBeTruthy();
  });

  it('decides any other SSN deterministically from the application (documented rule)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '123456780');
    payload.appData.ANNUAL_GROSS_INCOME = '8000';
    const low = (await submit(token, payload)).json();
    expect(low.status).toBe('d');
    const expected = sandboxOutcome(cfnaAppData(phone, '123456780'));
    const again = submitPayload(consumerId, phone, '123456780');
    const res = (await submit(token, again)).json();
    expect(res.status).toBe({ approve: 'a', refer: 'p', decline: 'd' }[expected.outcome]);
  });

  it('stores the SSN only encrypted, with a keyed HMAC and last four; drops confirm fields', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const { applicationKeyId } = (await submit(token, submitPayload(consumerId, phone, '111111111'))).json();
    const raw = await t.app.db.execute(sql`select * from applications where id = ${applicationKeyId}`);
    const text = JSON.stringify((raw as { rows: unknown[] }).rows);
    expect(text).not.toContain('111111111');
    expect(text).not.toContain('1985-04-12');
    expect(text).not.toContain('WDLJONESP123');
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
    expect(row?.ssnCiphertext).toMatch(/^v1\./);
    expect(row?.ssnHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.last4).toBe('1111');
    expect(row?.appData.CONFIRM_SSN).toBeUndefined();
    expect(row?.appData.SSN).toMatch(/^v1\./);
    expect(row?.appData.FIRST_NAME).toBe('Pat');
  });
});

describe('idempotency', () => {
  it('a retried submit with the same Idempotency-Key returns the same application and reaches the lender once', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    const before = lenderCalls;
    const first = await submit(token, payload, 'key-retry-0001');
    const second = await submit(token, payload, 'key-retry-0001');
    expect(second.json().applicationKeyId).toBe(first.json().applicationKeyId);
    expect(second.json().status).toBe('a');
    expect(lenderCalls - before).toBe(1);
  });

  it('a double click (two concurrent submits) makes one application', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '333333333');
    const before = lenderCalls;
    const [a, b] = await Promise.all([
      submit(token, payload, 'key-double-01'),
      submit(token, payload, 'key-double-01'),
    ]);
    expect(a.json().applicationKeyId).toBe(b.json().applicationKeyId);
    expect(lenderCalls - before).toBe(1);
  });

  it('without the header, the same confirmTimestamp is the same submit', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    const a = await submit(token, payload);
    const b = await submit(token, payload);
    expect(b.json().applicationKeyId).toBe(a.json().applicationKeyId);
  });

  it('refuses the same key reused for a different application', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    await submit(token, submitPayload(consumerId, phone, '111111111'), 'key-reuse-0001');
    const res = await submit(token, submitPayload(consumerId, phone, '222222222'), 'key-reuse-0001');
    expect(res.statusCode).toBe(409);
  });
});

describe('bad input is refused with a message and the server keeps answering', () => {
  let session: { token: string; consumerId: string; phone: string };
  beforeAll(async () => {
    session = await verifyPhone(t.app);
  });

  it('missing appData', async () => {
    const { appData: _omit, ...rest } = submitPayload(session.consumerId, session.phone, '111111111');
    const res = await submit(session.token, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^appData: /);
  });

  it('wrong-typed field', async () => {
    const res = await submit(session.token, {
      ...submitPayload(session.consumerId, session.phone, '1'),
      tier: 7,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^tier: /);
  });

  it('a field failing the domain rule gets the domain text', async () => {
    const payload = submitPayload(session.consumerId, session.phone, '12345');
    const res = await submit(session.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['appData.SSN']).toBe('Invalid SSN');
  });

  it('mismatched SSN confirmation', async () => {
    const payload = submitPayload(session.consumerId, session.phone, '111111111');
    payload.appData.CONFIRM_SSN = '111111112';
    const res = await submit(session.token, payload);
    expect(res.json().error.fields['appData.CONFIRM_SSN']).toBe('SSNs must match');
  });

  it('an unknown appData field', async () => {
    const payload = submitPayload(session.consumerId, session.phone, '111111111');
    (payload.appData as Record<string, string>).FAVOURITE_COLOUR = 'blue';
    const res = await submit(session.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('appData.FAVOURITE_COLOUR: Unknown field.');
  });

  it('a field the lender does not ask for is still checked; SOFTWARE_VERSION is accepted', async () => {
    const payload = submitPayload(session.consumerId, session.phone, '111111111');
    const extra = { ...payload, appData: { ...payload.appData, BILLING_ZIP: 'abc' } };
    const res = await submit(session.token, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['appData.BILLING_ZIP']).toBe('Invalid zip');
    const versioned = { ...payload, appData: { ...payload.appData, SOFTWARE_VERSION: '1.4.2' } };
    expect((await submit(session.token, versioned)).statusCode).toBe(200);
  });

  it('oversized strings and bodies', async () => {
    const payload = submitPayload(session.consumerId, session.phone, '111111111');
    payload.appData.FIRST_NAME = 'x'.repeat(300);
    expect((await submit(session.token, payload)).statusCode).toBe(400);
    const huge = { ...payload, confirmTimestamp: 'y'.repeat(70_000) };
    const res = await submit(session.token, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      payload: '{"tier": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it("another consumer's id, a shop that does not offer the lender, a different mobile phone", async () => {
    const other = await verifyPhone(t.app);
    const foreign = await submit(session.token, submitPayload(other.consumerId, session.phone, '111111111'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Unable to obtain consumer information.');
    const notOffered = await submit(
      session.token,
      submitPayload(session.consumerId, session.phone, '111111111', 'demo-gnes'),
    );
    expect(notOffered.json().error.message).toBe('appType: CFNA is not offered by this shop.');
    const phoneSwap = submitPayload(session.consumerId, session.phone, '111111111');
    phoneSwap.appData.MOBILE_PHONE = nextPhone();
    phoneSwap.appData.HOME_PHONE = phoneSwap.appData.MOBILE_PHONE;
    expect((await submit(session.token, phoneSwap)).json().error.message).toBe(
      'appData.MOBILE_PHONE: Must match the verified mobile phone.',
    );
  });

  it('still answers a good request afterwards', async () => {
    const res = await submit(session.token, submitPayload(session.consumerId, session.phone, '111111111'));
    expect(res.statusCode).toBe(200);
  });
});

describe('lender failures', () => {
  it('a lender that never answers ends as status e after the timeout, and a retry does not call again', async () => {
    let calls = 0;
    const slow = await buildTestApp({
      env: { LENDER_TIMEOUT_MS: '200' },
      partners: {
        lenders: {
          forApp: () => ({
            appCode: 'CFNA',
            submitApplication: (_s, signal) => {
              calls += 1;
              return new Promise((_resolve, reject) =>
                signal.addEventListener('abort', () => reject(signal.reason)),
              );
            },
          }),
        },
      },
    });
    try {
      const { token, consumerId, phone } = await verifyPhone(slow.app);
      const payload = submitPayload(consumerId, phone, '111111111');
      const send = () =>
        slow.app.inject({
          method: 'POST',
          url: '/api/v1/apps/app/',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'slow-lender-1' },
          payload,
        });
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, status: 'e' });
      expect(res.json().application.result.errorMessage).toBe(
        'An error occurred attempting to process the application.',
      );
      await send();
      expect(calls).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

describe('other lenders and tiers', () => {
  it('refuses a tier that is not the one the lender receives', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, { ...submitPayload(consumerId, phone, '111111111'), tier: '2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('tier: CFNA is sent with tier 1.');
  });

  it('GNES sandbox approves 444444444 and declines 000000000', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const gnes = (ssn: string) => {
      const payload = { ...submitPayload(consumerId, phone, ssn, 'demo-gnes'), appType: 'GNES', tier: '2' };
      payload.appData = { ...payload.appData, MONTHLY_NET_INCOME: '3000' };
      return submit(token, payload);
    };
    const approved = await gnes('444444444');
    expect(approved.json()).toMatchObject({ status: 'a', application: { result: { creditlimit: '1800' } } });
    const declined = await gnes('000000000');
    expect(declined.json().status).toBe('d');
  });
});

describe('lender factory by TEST_MODE', () => {
  it('TEST_MODE=NONE has no remote lenders configured (status e), but training still uses the sandbox', async () => {
    const remote = await buildTestApp({ env: { TEST_MODE: 'NONE' } });
    try {
      const apply = await verifyPhone(remote.app);
      const res = await submitApplication(remote.app, apply, '111111111');
      expect(res.json()).toMatchObject({ success: false, status: 'e' });
      expect(res.json().application.result.errorMessage).toBe(
        'Lender CFNA is not configured for remote submission.',
      );

      const phone = nextPhone();
      const sent = await remote.app.inject({
        method: 'POST',
        url: '/api/v1/apps/send-verification-text/',
        payload: { phoneNumber: phone, mode: 'fm-train' },
      });
      const validated = await remote.app.inject({
        method: 'POST',
        url: '/api/v1/apps/validate-OTP/',
        payload: {
          phoneMobile: phone,
          verificationCode: '135790',
          verificationHash: sent.json().verificationHash,
          mode: 'fm-train',
        },
      });
      const { token, consumer } = validated.json();
      const training = await remote.app.inject({
        method: 'POST',
        url: '/api/v1/apps/app/',
        headers: { authorization: `Bearer ${token}` },
        payload: submitPayload(consumer.t2AConsumerKeyId, phone, '111111111'),
      });
      expect(training.json()).toMatchObject({ success: true, status: 'a' });
    } finally {
      await remote.close();
    }
  });

  it('the same Idempotency-Key from two consumers makes two applications', async () => {
    const a = await verifyPhone(t.app);
    const b = await verifyPhone(t.app);
    const first = await submit(a.token, submitPayload(a.consumerId, a.phone, '111111111'), 'shared-key-0001');
    const second = await submit(
      b.token,
      submitPayload(b.consumerId, b.phone, '111111111'),
      'shared-key-0001',
    );
    expect(second.json().applicationKeyId).not.toBe(first.json().applicationKeyId);
  });
});
