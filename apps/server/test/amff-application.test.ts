// AFF end to end on the server (lenders §3 "Application submission", §4 AFF, §7): gen-tc, submit with tier 3
// and the consent flags, the CVV never stored (every table dumped after a submit, the captured logs read),
// the estimate of an approved application, and 'Edit Application' superseding a data decline (decision 041).
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { applications } from '../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NOT_CHECKED_MESSAGE } from '../src/lenders/amff/card-checks.js';
import { passCardCheck } from './aff-helpers.js';
import { capturingLenders } from './capturing-lenders.js';
import { awaitDecision, buildTestApp, standaloneDigits, verifyPhone, type TestApp } from './helper.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

// What the AFF adapter was handed: the payment method and the card reach AFF through the domain's mapping.
const lenders = capturingLenders();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: stream,
    partners: { lenders: lenders.registry },
  });
  lenders.attach(t);
});
afterAll(async () => t.close());

const CVV = '7319';
const CARD = '4111111111111111';
const ACCOUNT = '9876501234';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function amffAppData(phone: string, ssn: string): Record<string, string> {
  return {
    FIRST_NAME: 'Pat',
    LAST_NAME: 'Jones',
    EMAIL: 'pat.jones@example.com',
    CONFIRM_EMAIL: 'pat.jones@example.com',
    HOME_PHONE: phone,
    MOBILE_PHONE: phone,
    DOB: '1985-04-12',
    ADDRESS1: '16150 NE 85th St',
    CITY: 'Redmond',
    STATE: 'WA',
    ZIP: '98052',
    YEARS_AT_ADDRESS: '5',
    SSN: ssn,
    CONFIRM_SSN: ssn,
    MONTHLY_GROSS_INCOME: '4000',
    PAY_FREQUENCY: 'B',
    LAST_PAYDAY: iso(-3),
    NEXT_PAYDAY: iso(10),
    CC_NUMBER: CARD,
    CC_EXP_MONTH: '12',
    CC_EXP_YEAR: String(new Date().getFullYear() + 2),
    BILLING_ZIP: '98052',
    CVV,
    ROUTING_NUMBER: '021000021',
    ACCOUNT_NUMBER: ACCOUNT,
    PAYMENT_METHOD: '1',
    AFF_TCPA: '1',
    AFF_REC_DEBITS: '0',
    APP_REQUEST_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  };
}

function postAmff(consumer: { token: string; consumerId: string }, appData: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${consumer.token}` },
    payload: {
      tier: '3',
      appType: 'AMFF',
      t2AConsumerKeyId: consumer.consumerId,
      t2AStoreKeyId: 'demo-amff',
      appData,
      confirmTimestamp: new Date().toISOString(),
      selectedApps: 'AMFF',
      consentText: 'Submitting sends your data to American First Finance for a hard credit check.',
    },
  });
}

async function submitAmff(ssn: string) {
  const consumer = await verifyPhone(t.app);
  const appData = amffAppData(consumer.phone, ssn);
  await passCardCheck(t.app, consumer.token, appData, 'demo-amff');
  const res = await postAmff(consumer, appData);
  expect(res.statusCode, res.body).toBe(200);
  const application = await awaitDecision(t.app, consumer.token, res.json().applicationKeyId);
  return { consumer, application, res };
}

function authed(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe('AFF submission', () => {
  it('approves 444444444 with tier 3; the CVV is in no table and no log line', async () => {
    const { application, res } = await submitAmff('444444444');
    expect(application).toMatchObject({ appType: 'AMFF', status: 'a', result: { accepted: '1' } });
    expect(res.body).not.toContain(CVV);

    const tables = await t.app.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = ((tables as { rows?: { table_name: string }[] }).rows ?? []).map((r) => r.table_name);
    expect(names).toContain('applications');
    let dump = '';
    for (const name of names) {
      const rows = await t.app.db.execute(sql.raw(`select * from "${name}"`));
      dump += JSON.stringify((rows as { rows?: unknown[] }).rows ?? rows);
    }
    expect(dump).toContain('"AMFF"');
    expect(dump).toContain('"CC_NUMBER"');
    expect(dump).not.toMatch(/"CVV"|"cvv"/);
    expect(dump).not.toContain(`"${CVV}"`);
    // Card and account numbers are encrypted at rest.
    expect(dump).not.toContain(CARD);
    expect(dump).not.toContain(ACCOUNT);

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(standaloneDigits(CVV));
    expect(log).not.toContain(CARD);
  });

  it("carries the payment method from the submit to AFF's adapter (lenders §2 'payment method dropdown'; the adapter maps it with the domain's table)", async () => {
    lenders.handed.length = 0;
    await submitAmff('444444444');
    expect(lenders.handed.at(-1)).toMatchObject({
      PAYMENT_METHOD: '1',
      CC_NUMBER: CARD,
      ACCOUNT_NUMBER: ACCOUNT,
    });
  });

  it('the card check request leaves no CVV in the logs either', async () => {
    const { token } = await verifyPhone(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/amff/validate-debit-card',
      headers: authed(token),
      payload: { q: CARD, zipcode: '98052', exp: '1299', cvv: '8642', t2AStoreKeyId: 'demo-amff' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines.join('')).not.toMatch(standaloneDigits('8642'));
  });

  it('pending 333333333 and the data decline 888888888 keep their flags', async () => {
    const pending = await submitAmff('333333333');
    expect(pending.application.result).toMatchObject({
      pendingappflag: '1',
      customermessage: 'OOW Required',
    });
    const declined = await submitAmff('888888888');
    expect(declined.application.result).toMatchObject({ declined: '1' });
    expect((declined.application.result as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});

describe("AFF takes only the card it passed on 'Account Information' (lenders §4 'Card validation (AFF)', decision 090)", () => {
  /** The consumer's applications, to prove a refused submit stored nothing and queued no lender call. */
  async function applicationsOf(consumerId: string) {
    return t.app.db.select().from(applications).where(eq(applications.consumerId, consumerId));
  }

  it('refuses a card that was never checked with a 422 saying what to do, and stores nothing', async () => {
    const consumer = await verifyPhone(t.app);
    const res = await postAmff(consumer, amffAppData(consumer.phone, '444444444'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(CARD_NOT_CHECKED_MESSAGE);
    expect(await applicationsOf(consumer.consumerId)).toEqual([]);
  });

  it('refuses a card edited after its check (number, expiry or billing ZIP), then takes it once checked', async () => {
    const consumer = await verifyPhone(t.app);
    const checked = amffAppData(consumer.phone, '444444444');
    await passCardCheck(t.app, consumer.token, checked, 'demo-amff');
    const nextYear = String(Number(checked.CC_EXP_YEAR) + 1);
    const edits: Record<string, string>[] = [
      { CC_NUMBER: '5555555555554444' },
      { CC_EXP_YEAR: nextYear },
      { BILLING_ZIP: '98004' },
    ];
    for (const edit of edits) {
      const res = await postAmff(consumer, { ...checked, ...edit });
      expect(res.statusCode, JSON.stringify(edit)).toBe(422);
      expect(res.json().error.message).toBe(CARD_NOT_CHECKED_MESSAGE);
    }
    // Another page visit makes another app request id: the check belongs to the one it was made for.
    const otherVisit = await postAmff(consumer, {
      ...checked,
      APP_REQUEST_ID: 'ffffffffffffffffffffffffffffffff',
    });
    expect(otherVisit.statusCode).toBe(422);
    expect(await applicationsOf(consumer.consumerId)).toEqual([]);

    const edited = { ...checked, CC_NUMBER: '5555555555554444' };
    await passCardCheck(t.app, consumer.token, edited, 'demo-amff');
    const res = await postAmff(consumer, edited);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a failed check forgets the card passed before it: only AFF's last answer counts", async () => {
    const consumer = await verifyPhone(t.app);
    const appData = amffAppData(consumer.phone, '444444444');
    await passCardCheck(t.app, consumer.token, appData, 'demo-amff');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/amff/validate-debit-card',
      headers: authed(consumer.token),
      payload: {
        q: '4000000000000002',
        zipcode: '98052',
        exp: '1299',
        cvv: '123',
        appReqId: appData.APP_REQUEST_ID,
        t2AStoreKeyId: 'demo-amff',
      },
    });
    expect(failed.json()).toMatchObject({ success: false, error_code: 'CARDERR' });
    const res = await postAmff(consumer, appData);
    expect(res.statusCode).toBe(422);
  });

  it("another consumer's check does not count", async () => {
    const first = await verifyPhone(t.app);
    const second = await verifyPhone(t.app);
    const appData = amffAppData(second.phone, '444444444');
    await passCardCheck(t.app, first.token, appData, 'demo-amff');
    const res = await postAmff(second, appData);
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/v1/apps/amff/gen-tc', () => {
  it("answers AFF's six documents as HTML for a shop that offers AFF", async () => {
    const { token, phone } = await verifyPhone(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/amff/gen-tc',
      headers: authed(token),
      payload: { t2AStoreKeyId: 'demo-amff', phoneMobile: phone },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of ['terms', 'disclaimer', 'arbitration', 'tcpa', 'privacyPolicy', 'paymentAuth']) {
      expect(body[key]).toMatch(/^<h2>/);
    }
    expect(body.terms).toContain('Totem Lake Tire &amp; Auto');
  });

  it('bad input is a 4xx with a clear message', async () => {
    const { token } = await verifyPhone(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/apps/amff/gen-tc', headers: authed(token), payload });
    const notOffered = await post({ t2AStoreKeyId: 'demo-cfna' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.message).toBe(
      't2AStoreKeyId: American First Finance is not offered by this shop.',
    );
    expect((await post({ t2AStoreKeyId: 'nope' })).statusCode).toBe(404);
    expect((await post({})).statusCode).toBe(400);
  });
});

describe('POST /api/v1/apps/app/{id}/estimate-payments/AMFF', () => {
  it('the sandbox computes the estimate of an approved application; bad amounts are 400', async () => {
    const { consumer, application } = await submitAmff('444444444');
    const url = (amount: string) =>
      `/api/v1/apps/app/${application.applicationKeyId}/estimate-payments/AMFF?amount=${amount}`;
    const ok = await t.app.inject({ method: 'POST', url: url('1000'), headers: authed(consumer.token) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ acctApprovalTerm: '12', iMainPayments: 25, iFinalPayment: 1 });
    const low = await t.app.inject({ method: 'POST', url: url('100'), headers: authed(consumer.token) });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe('amount: Finance amount must be greater than or equal to $300.');
    const high = await t.app.inject({ method: 'POST', url: url('99999'), headers: authed(consumer.token) });
    expect(high.json().error.message).toBe(
      'amount: Finance amount must be less than or equal to the credit limit.',
    );
    const other = await verifyPhone(t.app);
    const foreign = await t.app.inject({ method: 'POST', url: url('1000'), headers: authed(other.token) });
    expect(foreign.statusCode).toBe(404);
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/app/${application.applicationKeyId}/estimate-payments/CFNA?amount=1000`,
      headers: authed(consumer.token),
    });
    expect(wrongCode.statusCode).toBe(400);
  });
});

describe("POST /api/v1/apps/amff/{id}/edit-application ('Edit Application', decision 041)", () => {
  it('supersedes a data decline so the corrected resubmission is allowed', async () => {
    const { consumer, application } = await submitAmff('888888888');
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/amff/${application.applicationKeyId}/edit-application`,
      headers: authed(consumer.token),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ superseded: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: authed(consumer.token),
      payload: {
        tier: '3',
        appType: 'AMFF',
        t2AConsumerKeyId: consumer.consumerId,
        t2AStoreKeyId: 'demo-amff',
        appData: amffAppData(consumer.phone, '444444444'),
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'AMFF',
        consentText: 'again',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    const decided = await awaitDecision(t.app, consumer.token, again.json().applicationKeyId);
    expect(decided.status).toBe('a');
  });

  it('never supersedes a real credit decision', async () => {
    const { consumer, application } = await submitAmff('555555555');
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/amff/${application.applicationKeyId}/edit-application`,
      headers: authed(consumer.token),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Only an application that could not be submitted can be edited.');
    const resubmit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: authed(consumer.token),
      payload: {
        tier: '3',
        appType: 'AMFF',
        t2AConsumerKeyId: consumer.consumerId,
        t2AStoreKeyId: 'demo-amff',
        appData: amffAppData(consumer.phone, '444444444'),
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'AMFF',
        consentText: 'again',
      },
    });
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().error.code).toBe('ALREADY_APPLIED');
  });
});
