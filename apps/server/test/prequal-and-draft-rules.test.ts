import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDraft, pageValues, putDraft, saveCfnaSteps } from './draft-helpers.js';
import { buildTestApp, CONSENT_TEXT, verifyPhone, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Lenders §5 "AFF required prequal fields": names, DOB, SSN, residence address, email, home phone. */
function affPrequalData(phone: string, ssn: string): Record<string, string> {
  return {
    FIRST_NAME: 'Pat',
    LAST_NAME: 'Jones',
    DOB: '1985-04-12',
    SSN: ssn,
    ADDRESS1: '16150 NE 85th St',
    CITY: 'Redmond',
    STATE: 'WA',
    ZIP: '98052',
    EMAIL: 'pat.jones@example.com',
    HOME_PHONE: phone,
  };
}

function prequal(token: string, consumerId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/prequal',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      tier: '3',
      t2AConsumerKeyId: consumerId,
      confirmTimestamp: new Date().toISOString(),
      consentText: CONSENT_TEXT,
      ...body,
    },
  });
}

// Lenders §3, §5, §7 (docs/decisions/130): a prequal is a soft check and asks only the lender's prequal
// fields, whoever starts it; no card, pay frequency or employer.
describe('POST /api/v1/apps/app/prequal asks only what the lender prequalifies on', () => {
  it('accepts an AFF prequal with only its prequal fields (CFNA, then AFF)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-amff' });
    const res = await prequal(token, consumerId, {
      appType: 'AMFF',
      t2AStoreKeyId: 'demo-cfna-amff',
      appData: affPrequalData(phone, '444444444'),
      selectedApps: 'CFNA',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ kind: 'prequal', appType: 'AMFF' });
  });

  it('accepts an EasyPay prequal with only its prequal fields, no email (CFNA, then EasyPay)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-ezpy' });
    const { EMAIL: _email, ...ezpyData } = affPrequalData(phone, '123123123');
    const res = await prequal(token, consumerId, {
      appType: 'EZPY',
      t2AStoreKeyId: 'demo-cfna-ezpy',
      appData: ezpyData,
      selectedApps: 'CFNA',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ kind: 'prequal', appType: 'EZPY' });
  });

  it('answers 400 naming each prequal field that is missing', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-amff' });
    const { HOME_PHONE: _home, DOB: _dob, ...data } = affPrequalData(phone, '444444444');
    const res = await prequal(token, consumerId, {
      appType: 'AMFF',
      t2AStoreKeyId: 'demo-cfna-amff',
      appData: data,
      selectedApps: 'CFNA',
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('appData.DOB: Value cannot be empty');
    expect(error.fields).toEqual({
      'appData.HOME_PHONE': 'Value cannot be empty',
      'appData.DOB': 'Value cannot be empty',
    });
  });

  it('still holds an AFF application to its full list (the card is asked)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-amff' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        tier: '3',
        appType: 'AMFF',
        t2AConsumerKeyId: consumerId,
        t2AStoreKeyId: 'demo-cfna-amff',
        appData: affPrequalData(phone, '444444444'),
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'AMFF',
        consentText: CONSENT_TEXT,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ 'appData.CC_NUMBER': 'Value cannot be empty' });
  });
});

// Spec §4 navigation rule over what a draft holds (docs/decisions/131): the summary is saved once the shared
// pages are, whether a lender page ('Account Information') comes before it in the stack or the lender was
// reached after another one.
describe('PUT /api/v1/apps/draft/summary', () => {
  it("AFF first: 'Account Information' (never saved as a draft) does not hold the summary back", async () => {
    const { token, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-amff' });
    const saves = [
      await putDraft(t.app, token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' }),
      await putDraft(t.app, token, 'about-you', {
        FIRST_NAME: 'Pat',
        LAST_NAME: 'Jones',
        EMAIL: 'pat.jones@example.com',
        CONFIRM_EMAIL: 'pat.jones@example.com',
        HOME_PHONE: phone,
        DOB: '1985-04-12',
      }),
      await putDraft(t.app, token, 'resident', pageValues('resident', phone)),
      await putDraft(t.app, token, 'financial', {
        MONTHLY_GROSS_INCOME: '4000',
        SSN: '444444444',
        CONFIRM_SSN: '444444444',
      }),
    ];
    expect(saves.map((res) => [res.statusCode, res.body.slice(0, 200)])).toEqual(
      saves.map((res) => [200, res.body.slice(0, 200)]),
    );
    const summary = await putDraft(t.app, token, 'summary', {});
    expect(summary.statusCode, summary.body).toBe(200);
    // Resuming goes to the page the draft cannot hold: the card is typed again, never kept.
    expect(summary.json().draft.currentPage).toBe('additional-financial');
  });

  // Issue item 7 ("Tried on EasyPay's summary, two draft saves answered 409"): EasyPay's stack has 'Account
  // Information' before the summary too, so the summary's save and its one retry after the catch-up were both
  // refused with firstIncompletePage 'additional-financial'.
  it("EasyPay first: 'Account Information' does not hold the summary back either", async () => {
    const { token, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-ezpy' });
    const saves = [
      await putDraft(t.app, token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' }),
      await putDraft(t.app, token, 'about-you', {
        FIRST_NAME: 'Pat',
        LAST_NAME: 'Jones',
        EMAIL_FOR_ALL_COMS: '0',
        HOME_PHONE: phone,
        DOB: '1985-04-12',
        EMPLOYER_NAME: 'Cascade Logistics',
        WORK_PHONE: '4255550188',
      }),
      await putDraft(t.app, token, 'resident', {
        ADDRESS1: '16150 NE 85th St',
        CITY: 'Redmond',
        STATE: 'WA',
        ZIP: '98052',
      }),
      await putDraft(t.app, token, 'financial', {
        MONTHLY_GROSS_INCOME: '4200',
        MONTHLY_NET_INCOME: '3300',
        MONTHLY_HOUSING_PAYMENT: '1450',
        SSN: '123123123',
        CONFIRM_SSN: '123123123',
      }),
    ];
    expect(saves.map((res) => [res.statusCode, res.body.slice(0, 200)])).toEqual(
      saves.map((res) => [200, res.body.slice(0, 200)]),
    );
    const summary = await putDraft(t.app, token, 'summary', {}, { appCode: 'EZPY' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().draft.currentPage).toBe('additional-financial');
  });

  it('AFF reached after CFNA: the monthly income the move derives from the annual one counts', async () => {
    const { token, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-amff' });
    const steps = await saveCfnaSteps(t.app, token, phone, '222222222');
    expect(steps.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await putDraft(t.app, token, 'summary', {})).statusCode).toBe(200);
    const summary = await putDraft(t.app, token, 'summary', {}, { appCode: 'AMFF' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().draft.appCode).toBe('AMFF');
    const draft = await getDraft(t.app, token);
    expect(draft.json().draft.values.ANNUAL_GROSS_INCOME).toBe('52000');
  });

  // Brief "Nothing typed is ever lost" (decision 220 addendum): Financial saved again for EasyPay after a CFNA
  // decline replaced the whole page, so CFNA's ID and residence status left the draft and its 52,000 a year
  // came back as 12 × 4,333 = 51,996.
  describe('a page saved again for a later lender', () => {
    async function atEasyPayAfterCfna(ssn: string) {
      const { token, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna-ezpy' });
      const steps = await saveCfnaSteps(t.app, token, phone, ssn);
      expect(steps.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await putDraft(t.app, token, 'summary', {})).statusCode).toBe(200);
      expect((await putDraft(t.app, token, 'summary', {}, { appCode: 'EZPY' })).statusCode).toBe(200);
      return token;
    }
    // What EasyPay's Financial page shows: the monthly figures derived from CFNA's annual one, and the SSN.
    const easyPayFinancial = (monthlyGross: string, monthlyNet: string) => ({
      MONTHLY_GROSS_INCOME: monthlyGross,
      MONTHLY_NET_INCOME: monthlyNet,
      MONTHLY_HOUSING_PAYMENT: '1200',
      SSN: '333333333',
      CONFIRM_SSN: '333333333',
    });

    it('keeps the answers only the earlier lender asked, and its income figure as typed', async () => {
      const token = await atEasyPayAfterCfna('333333333');
      const saved = await putDraft(t.app, token, 'financial', easyPayFinancial('4333', '3379'), {
        appCode: 'EZPY',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const values = (await getDraft(t.app, token)).json().draft.values;
      expect(values).toMatchObject({
        ANNUAL_GROSS_INCOME: '52000',
        MONTHLY_GROSS_INCOME: '4333',
        RESIDENT_STATUS: 'R',
        ID_TYPE: 'D',
        ID_STATE: 'WA',
      });
    });

    it("drops the earlier income figure when the applicant changes this page's, so it is derived again", async () => {
      const token = await atEasyPayAfterCfna('333333333');
      const saved = await putDraft(t.app, token, 'financial', easyPayFinancial('5000', '3900'), {
        appCode: 'EZPY',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const values = (await getDraft(t.app, token)).json().draft.values;
      expect(values.ANNUAL_GROSS_INCOME).not.toBe('52000');
      expect(values.MONTHLY_GROSS_INCOME).toBe('5000');
      expect(values.ID_TYPE).toBe('D');
    });
  });

  it('still refuses the summary while a shared page is incomplete, naming it', async () => {
    const { token } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-amff' });
    await putDraft(t.app, token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const summary = await putDraft(t.app, token, 'summary', {});
    expect(summary.statusCode).toBe(409);
    expect(summary.json().error.fields).toEqual({ firstIncompletePage: 'about-you' });
  });
});
