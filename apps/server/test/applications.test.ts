import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, consumers } from '../src/db/schema.js';
import { toApplicationView } from '../src/services/application-service.js';
import {
  awaitDecision,
  buildTestApp,
  cfnaAppData,
  CONSENT_TEXT,
  nextPhone,
  submitPayload,
  verifyPhone,
  type TestApp,
} from './helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function submit(token: string, payload: unknown, idempotencyKey?: string, path = '/api/v1/apps/app/') {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

/** Submits and waits for the lender's answer, as the web app's processing screen does. */
async function submitAndDecide(token: string, payload: unknown, idempotencyKey?: string) {
  const res = await submit(token, payload, idempotencyKey);
  expect(res.statusCode).toBe(200);
  return awaitDecision(t.app, token, res.json().applicationKeyId);
}

function cfssPayload(consumerId: string, phone: string, ssn: string) {
  return { ...submitPayload(consumerId, phone, ssn, 'demo-cfna-cfss'), appType: 'CFSS', tier: '2' };
}

describe('POST /api/v1/apps/app/ answers at once; the lender call runs as a durable job', () => {
  it('stores the application with status p and no result, then the CFNA sandbox approves 111111111', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, submitPayload(consumerId, phone, '111111111'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status: 'p',
      application: { result: null, kind: 'application' },
    });
    expect(res.body).not.toContain('111111111');

    const decided = await awaitDecision(t.app, token, body.applicationKeyId);
    expect(decided).toMatchObject({
      applicationKeyId: body.applicationKeyId,
      appType: 'CFNA',
      status: 'a',
      last4: '1111',
      t2AConsumerKeyId: consumerId,
      result: { accepted: '1', applicationDecision: 'APPROVED' },
    });
    expect(decided.cardArt).not.toBeNull();
    const cardNumber = String(decided.result?.cardnumber);
    expect(cardNumber).toMatch(/^\d{14,}$/);
    // The lender's card number is encrypted at rest and shown only to its owner (GUIDE, "Card data").
    const [row] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, body.applicationKeyId));
    expect(JSON.stringify(row)).not.toContain(cardNumber);
    expect(await t.sandbox.pulls('CFNA', '111111111')).toMatchObject({ hard: expect.any(Number) });
  });

  it('answers with the application as it is stored (decision 113: the answer is made before the row is written)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    const res = await submit(token, payload);
    expect(res.statusCode).toBe(200);
    const answered = res.json().application;
    const [row] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, res.json().applicationKeyId));
    // The lender's answer may have landed since; everything else reads back as answered.
    const { status: _s, result: _r, cardArt: _c, ...stored } = toApplicationView(row!);
    const { status: _s2, result: _r2, cardArt: _c2, ...rest } = answered;
    expect(rest).toEqual(stored);
    expect(answered).toMatchObject({
      status: 'p',
      result: null,
      cardArt: null,
      signedFlag: '0',
      fundingType: '1',
    });
    // The consumer's selected apps are those of the latest submission (spec §3 consumerSelectedApps).
    const [consumer] = await t.app.db.select().from(consumers).where(eq(consumers.id, consumerId));
    expect((await t.app.services.consumers.view(consumer!)).consumerSelectedApps).toBe(payload.selectedApps);
  });

  it('refers 333333333 (status p with a referral result) and declines 222222222', async () => {
    const referred = await verifyPhone(t.app);
    const refer = await submitAndDecide(
      referred.token,
      submitPayload(referred.consumerId, referred.phone, '333333333'),
    );
    expect(refer.status).toBe('p');
    expect(refer.result).toMatchObject({ referral: '1', pendingappflag: '1' });

    const declined = await verifyPhone(t.app);
    const decline = await submitAndDecide(
      declined.token,
      submitPayload(declined.consumerId, declined.phone, '222222222'),
    );
    expect(decline.status).toBe('d');
    expect(decline.result).toMatchObject({ declined: '1' });
  });

  it('stores the SSN only encrypted, with a keyed HMAC and last four; drops confirm fields; records the consent', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const { applicationKeyId } = (await submit(token, submitPayload(consumerId, phone, '111111111'))).json();
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('111111111');
    expect(stored).not.toContain('1985-04-12');
    expect(row!.appData.CONFIRM_SSN).toBeUndefined();
    expect(row!.appData.CONFIRM_EMAIL).toBeUndefined();
    expect(row!.ssnHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.consentText).toBe(CONSENT_TEXT);
  });

  it('keeps which ID the applicant chose (a Passport) while the lender gets its code O', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    payload.appData.ID_TYPE = 'O-PASSPORT';
    const decided = await submitAndDecide(token, payload);
    expect(decided.status).toBe('a');
    const [row] = await t.app.db
      .select({ appData: applications.appData })
      .from(applications)
      .where(eq(applications.id, decided.applicationKeyId));
    expect(row?.appData.ID_TYPE).toBe('O-PASSPORT');
  });

  // An expired ID (12/31/2020) was sent to CFNA as ID_EXPIRY 2020-12-31.
  it('refuses an expired ID with its message, before any lender is called', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    payload.appData.ID_EXPIRY = '2020-12-31';
    const res = await submit(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'appData.ID_EXPIRY: This ID has expired. Enter the expiration date of an ID that is still valid.',
    );
    const rows = await t.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.consumerId, consumerId));
    expect(rows).toEqual([]);
  });

  it('refuses a submission without the credit-check consent line', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, { ...submitPayload(consumerId, phone, '111111111'), consentText: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('consentText: The credit check consent is required.');
  });
});

describe('exactly one credit pull per applicant and lender', () => {
  it('100 concurrent submissions (same key, new keys, double clicks) make one application and one lender pull', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const ssn = '111111111';
    const before = await t.sandbox.pulls('CFNA', ssn);
    const payload = submitPayload(consumerId, phone, ssn);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        if (i % 3 === 0) return submit(token, payload, 'one-key-for-all'); // a retried request
        if (i % 3 === 1) return submit(token, payload, `fresh-key-${i}-xyz`); // a client making new keys
        return submit(token, payload); // a double click: same form, same confirmTimestamp, no header
      }),
    );
    const statuses = new Set(answers.map((a) => a.statusCode));
    expect([...statuses].every((s) => s === 200 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().applicationKeyId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      const error = refused.json().error;
      expect(['ALREADY_APPLIED', 'CONFLICT']).toContain(error.code);
      if (error.code === 'ALREADY_APPLIED') expect(error.fields.applicationKeyId).toBe(id);
    }
    await awaitDecision(t.app, token, id!);
    const after = await t.sandbox.pulls('CFNA', ssn);
    expect(after.hard - before.hard).toBe(1);
    const rows = await t.app.db.select().from(applications).where(eq(applications.consumerId, consumerId));
    expect(rows).toHaveLength(1);
  });

  it('a retry with the same key gets the stored answer; the same key with another body is 422', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '111111111');
    const first = await submit(token, payload, 'key-retry-0001');
    const second = await submit(token, payload, 'key-retry-0001');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await submit(token, submitPayload(consumerId, phone, '222222222'), 'key-retry-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'This Idempotency-Key was already used for a different request.',
    });
  });

  it('once the lender decided, a new submission with a new key is refused and names the application', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const decided = await submitAndDecide(
      token,
      submitPayload(consumerId, phone, '222222222'),
      'first-try-01',
    );
    const again = await submit(token, submitPayload(consumerId, phone, '222222222'), 'second-try-01');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: 'You have already applied to CFNA.',
      fields: { applicationKeyId: decided.applicationKeyId },
    });
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
    expect(second.statusCode).toBe(200);
    expect(second.json().applicationKeyId).not.toBe(first.json().applicationKeyId);
  });
});

describe("DigniFi as the next app is held to the journey's rule (decision 102)", () => {
  // What EasyPay's pages gather: no years at address, residence status or ID, which DigniFi's own list asks.
  function easyPayGathered(phone: string, ssn: string): Record<string, string> {
    const values = cfnaAppData(phone, ssn);
    for (const name of [
      'YEARS_AT_ADDRESS',
      'RESIDENT_STATUS',
      'ID_TYPE',
      'ID_NUMBER',
      'ID_STATE',
      'ID_EXPIRY',
    ]) {
      delete values[name];
    }
    return values;
  }
  const dignifiAt = (shop: string, consumerId: string, phone: string, ssn: string) => ({
    ...cfssPayload(consumerId, phone, ssn),
    t2AStoreKeyId: shop,
    appData: easyPayGathered(phone, ssn),
  });

  it('after EasyPay (EZPY,CFSS) it is sent with the data already gathered, as the journey submits it', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const decided = await submitAndDecide(token, dignifiAt('demo-ezpy-cfss', consumerId, phone, '777777777'));
    expect(decided).toMatchObject({ appType: 'CFSS', status: 'a' });
  });

  it('after Versatile (VERS,CFSS), whose prequal set has no income, it needs the income (decision 112)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = dignifiAt('demo-vers', consumerId, phone, '777777777');
    const { ANNUAL_GROSS_INCOME: income, ...withoutIncome } = payload.appData;
    const refused = await submit(token, { ...payload, appData: withoutIncome });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('appData.ANNUAL_GROSS_INCOME: Value cannot be empty');
    const decided = await submitAndDecide(token, {
      ...payload,
      appData: { ...withoutIncome, ANNUAL_GROSS_INCOME: income! },
    });
    expect(decided).toMatchObject({ appType: 'CFSS', status: 'a' });
  });

  it('as the first lender (CFSS,AMFF,EZPY) it still needs its own list: 400 naming the missing field', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, dignifiAt('demo-cfss', consumerId, phone, '777777777'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('appData.YEARS_AT_ADDRESS: Value cannot be empty');
  });
});

describe('a lender that fails does not stop the waterfall', () => {
  it('a lender answering 5xx ends that application with status e, and the next lender decides', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    await t.sandbox.behaviour({ lender: 'CFNA', mode: 'error' });
    try {
      const failed = await submitAndDecide(
        token,
        submitPayload(consumerId, phone, '111111111', 'demo-cfna-cfss'),
      );
      expect(failed.status).toBe('e');
      expect(failed.result).toMatchObject({
        errorResult: '1',
        errorMessage: 'An error occurred attempting to process the application.',
      });
    } finally {
      await t.sandbox.behaviour({ lender: 'CFNA', mode: 'normal' });
    }
    const next = await submitAndDecide(token, cfssPayload(consumerId, phone, '777777777'));
    expect(next.appType).toBe('CFSS');
    expect(next.status).toBe('a');
  });

  it('a lender that drops its first answer is asked again with the same key: decided, one pull', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const ssn = '333333333';
    const before = await t.sandbox.pulls('CFNA', ssn);
    await t.sandbox.behaviour({ lender: 'CFNA', mode: 'drop-first-response', times: 1 });
    const decided = await submitAndDecide(token, submitPayload(consumerId, phone, ssn));
    expect(decided.result).toMatchObject({ referral: '1' });
    const after = await t.sandbox.pulls('CFNA', ssn);
    expect(after.hard - before.hard).toBe(1);
    expect(after.requests - before.requests).toBe(2);
  });

  it('a lender that never answers ends as status e after LENDER_TIMEOUT_MS', async () => {
    const slow = await buildTestApp({ env: { LENDER_TIMEOUT_MS: '300' } });
    try {
      await slow.sandbox.behaviour({ lender: 'CFNA', mode: 'timeout' });
      const { token, consumerId, phone } = await verifyPhone(slow.app);
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/v1/apps/app/',
        headers: { authorization: `Bearer ${token}` },
        payload: submitPayload(consumerId, phone, '111111111'),
      });
      const decided = await awaitDecision(slow.app, token, res.json().applicationKeyId);
      expect(decided.status).toBe('e');
      expect(decided.result?.errorMessage).toBe('An error occurred attempting to process the application.');
    } finally {
      await slow.close();
    }
  });
});

describe('prequalification (POST /api/v1/apps/app/prequal) and the offer it leads to', () => {
  function gnesPayload(consumerId: string, phone: string, ssn: string) {
    const payload = { ...submitPayload(consumerId, phone, ssn), appType: 'GNES', tier: '2' };
    return { ...payload, appData: { ...payload.appData, MONTHLY_NET_INCOME: '3000' } };
  }

  it('GNES prequalifies 444444444 (a soft pull), shows its disclosures, and the accepted offer is approved', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await submit(
      token,
      gnesPayload(consumerId, phone, '444444444'),
      undefined,
      '/api/v1/apps/app/prequal',
    );
    expect(prequal.statusCode).toBe(200);
    expect(prequal.json().application.kind).toBe('prequal');
    const offer = await awaitDecision(t.app, token, prequal.json().applicationKeyId);
    expect(offer.status).toBe('q');
    const prequalResult = offer.result?.prequalResult as Record<string, string>;
    expect(prequalResult).toMatchObject({ accepted: '1' });
    expect(String(prequalResult.creditlimit)).toBe('1800');

    const disclosures = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${offer.applicationKeyId}/gnes/disclosures/GNES`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(disclosures.statusCode).toBe(200);
    const html = Buffer.from(disclosures.json().result.disclosures.html, 'base64').toString('utf8');
    expect(html).toContain('Terms');
    expect(Buffer.from(disclosures.json().result.disclosures.pdf, 'base64').subarray(0, 4).toString()).toBe(
      '%PDF',
    );

    const wrongOffer = await submit(token, {
      ...gnesPayload(consumerId, phone, '444444444'),
      quickScreen: { historyId: 'nope', orderId: 'nope', quickScreenAccept: '1' },
    });
    expect(wrongOffer.statusCode).toBe(400);
    expect(wrongOffer.json().error.message).toBe(
      'quickScreen: The offer does not match your prequalification.',
    );

    const accepted = await submitAndDecide(token, {
      ...gnesPayload(consumerId, phone, '444444444'),
      quickScreen: {
        historyId: prequalResult.historyid,
        orderId: prequalResult.orderid,
        quickScreenAccept: '1',
      },
    });
    expect(accepted).toMatchObject({ kind: 'application', status: 'a', result: { accepted: '1' } });
    expect(await t.sandbox.pulls('GNES', '444444444')).toMatchObject({ soft: 1, hard: 1 });
  });

  it("'No Thanks' declines the offer for good: DECLINED_OFFER is kept, and the offer can no longer be accepted", async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await submit(
      token,
      gnesPayload(consumerId, phone, '444444444'),
      undefined,
      '/api/v1/apps/app/prequal',
    );
    const offer = await awaitDecision(t.app, token, prequal.json().applicationKeyId);
    const pullsBefore = await t.sandbox.pulls('GNES', '444444444');
    const declineOffer = (id: string, bearer = token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/apps/app/${id}/decline-offer`,
        headers: { authorization: `Bearer ${bearer}` },
      });

    const someoneElse = await verifyPhone(t.app);
    expect((await declineOffer(offer.applicationKeyId, someoneElse.token)).statusCode).toBe(404);
    expect((await declineOffer('not-a-uuid')).statusCode).toBe(404);

    const declined = await declineOffer(offer.applicationKeyId);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().application).toMatchObject({
      status: 'd',
      result: { declined: 'DECLINED_OFFER', prequalResult: { accepted: '1' } },
    });
    // Pressing 'Yes' twice (or a retry) answers the same.
    expect((await declineOffer(offer.applicationKeyId)).json().application.status).toBe('d');
    // A return visit reads it from the server.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${offer.applicationKeyId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json().application.result).toMatchObject({ declined: 'DECLINED_OFFER' });

    const prequalResult = offer.result?.prequalResult as Record<string, string>;
    const late = await submit(token, {
      ...gnesPayload(consumerId, phone, '444444444'),
      quickScreen: {
        historyId: prequalResult.historyid,
        orderId: prequalResult.orderid,
        quickScreenAccept: '1',
      },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(
      'quickScreen: There is no prequalification offer from GNES to accept.',
    );
    expect(await t.sandbox.pulls('GNES', '444444444')).toEqual(pullsBefore);
  });

  it('an offer already accepted, or an application that is not an offer, cannot be declined', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const decided = await submitAndDecide(token, submitPayload(consumerId, phone, '111111111'));
    const notAnOffer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/app/${decided.applicationKeyId}/decline-offer`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notAnOffer.statusCode).toBe(409);
    expect(notAnOffer.json().error.message).toBe('There is no open prequalification offer to decline.');
  });

  it('GNES does not prequalify 000000000; CFNA does not prequalify at all', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await submit(
      token,
      gnesPayload(consumerId, phone, '000000000'),
      undefined,
      '/api/v1/apps/app/prequal',
    );
    const answer = await awaitDecision(t.app, token, prequal.json().applicationKeyId);
    expect(answer.status).toBe('n');
    expect(answer.result?.prequalResult).toMatchObject({ declined: '1' });
    const cfna = await submit(
      token,
      submitPayload(consumerId, phone, '111111111'),
      undefined,
      '/api/v1/apps/app/prequal',
    );
    expect(cfna.statusCode).toBe(400);
    expect(cfna.json().error.message).toBe('appType: CFNA does not prequalify.');
  });
});

describe('PUT /api/v1/apps/app/:id', () => {
  it('updates the stored appData while the lender has not answered yet', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    await t.sandbox.behaviour({ lender: 'CFNA', mode: 'slow', delayMs: 2000, times: 1 });
    const res = await submit(token, submitPayload(consumerId, phone, '111111111'));
    const id = res.json().applicationKeyId;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/apps/app/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { appData: { EMPLOYER_NAME: 'Acme Two' }, applicationKeyId: id, appType: 'CFNA' },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.appData.EMPLOYER_NAME).toBe('Acme Two');
    expect(JSON.stringify(row)).not.toContain('111111111');
    expect((await awaitDecision(t.app, token, id)).status).toBe('a');
  });

  it('refuses to change an application the lender already answered, and a mismatched id or app type', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const decided = await submitAndDecide(token, submitPayload(consumerId, phone, '222222222'));
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/apps/app/${decided.applicationKeyId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const appData = { EMPLOYER_NAME: 'Acme Two' };
    const answered = await put({ appData, applicationKeyId: decided.applicationKeyId, appType: 'CFNA' });
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error.message).toBe(
      'The lender has already answered this application; it cannot be changed.',
    );
    expect((await put({ appData, applicationKeyId: 'x', appType: 'CFNA' })).statusCode).toBe(400);
    expect(
      (await put({ appData, applicationKeyId: decided.applicationKeyId, appType: 'GNES' })).statusCode,
    ).toBe(400);
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
    const fresh = await verifyPhone(t.app);
    const res = await submit(fresh.token, submitPayload(fresh.consumerId, fresh.phone, '111111111'));
    expect(res.statusCode).toBe(200);
  });
});

describe('lender factory by TEST_MODE', () => {
  it('TEST_MODE=NONE has no remote lenders configured (status e), but training still uses the sandbox', async () => {
    const remote = await buildTestApp({ env: { TEST_MODE: 'NONE' } });
    try {
      const apply = await verifyPhone(remote.app);
      const res = await remote.app.inject({
        method: 'POST',
        url: '/api/v1/apps/app/',
        headers: { authorization: `Bearer ${apply.token}` },
        payload: submitPayload(apply.consumerId, apply.phone, '111111111'),
      });
      const failed = await awaitDecision(remote.app, apply.token, res.json().applicationKeyId);
      expect(failed.status).toBe('e');
      expect(failed.result?.errorMessage).toBe('Lender CFNA is not configured for remote submission.');

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
      const approved = await awaitDecision(remote.app, token, training.json().applicationKeyId);
      expect(approved.status).toBe('a');
    } finally {
      await remote.close();
    }
  });
});

describe('terms by e-mail (POST /api/v1/shops/shop/:id/email)', () => {
  it('e-mails the terms PDF to the applicant through the e-mail provider (local outbox)', async () => {
    const { token } = await verifyPhone(t.app);
    const send = (headers: Record<string, string>, to = 'pat.jones@example.com') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/shops/shop/demo-cfna/email',
        headers,
        payload: { to, appType: 'CFSS', template: 'terms', state: 'WA' },
      });
    expect((await send({})).statusCode).toBe(401);
    const bad = await send({ authorization: `Bearer ${token}` }, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    const res = await send({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/email-outbox' })).json();
    const mail = outbox.at(-1);
    expect(mail).toMatchObject({ to: 'pat.jones@example.com' });
    expect(mail.attachments[0]).toMatch(/\.pdf$/);
  });

  it('caps sends per consumer across new session tokens, and per recipient across consumers', async () => {
    const capped = await buildTestApp({ env: { EMAILS_PER_CONSUMER_PER_HOUR: '3' } });
    try {
      const send = (token: string, to: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v1/shops/shop/demo-cfna/email',
          headers: { authorization: `Bearer ${token}` },
          payload: { to, appType: 'CFSS', template: 'terms', state: 'WA' },
        });
      const first = await verifyPhone(capped.app);
      let token = first.token;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await send(token, `someone${i}@example.com`)).statusCode);
        // A refreshed token is the same consumer: the count goes on.
        const refreshed = await capped.app.inject({
          method: 'POST',
          url: '/api/v1/apps/consumer/refresh-token',
          headers: { authorization: `Bearer ${token}` },
        });
        token = refreshed.json().token;
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);

      // Other consumers mailing one stranger's address: three in an hour, then refused.
      const toStranger: number[] = [];
      for (const to of [
        'stranger@example.com',
        'Stranger@Example.com',
        'STRANGER@example.com',
        'stranger@EXAMPLE.com',
      ]) {
        const other = await verifyPhone(capped.app);
        toStranger.push((await send(other.token, to)).statusCode);
      }
      expect(toStranger).toEqual([200, 200, 200, 429]);
      const outbox = (await capped.app.inject({ method: 'GET', url: '/api/dev/email-outbox' })).json();
      expect(outbox.filter((m: { to: string }) => /stranger@example\.com/i.test(m.to))).toHaveLength(3);
    } finally {
      await capped.close();
    }
  });
});
