import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDER_CODES, SANDBOX_DECISION_TABLES, offerNumbers, otherSsnRule } from '../src/index.js';
import { AMFF_APPLICATION_SSNS } from '../src/lenders/amff/decisions.js';
import { CFNA_APPLICATION_SSNS } from '../src/lenders/cfna/decisions.js';
import { GNES_OFFER_MISSING } from '../src/lenders/gnes/index.js';
import { MILE_EXPIRED } from '../src/lenders/mile/index.js';
import { body, newKey, submit, pulls, startSandbox, type RunningSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.app.close();
});

const apply = (
  code: string,
  ssn: string,
  extra: Record<string, unknown> = {},
  appData: Record<string, string> = {},
) => submit(sandbox.url, code, 'applications', body(code, { SSN: ssn, ...appData }, extra), newKey());
const prequal = (code: string, ssn: string, appData: Record<string, string> = {}) =>
  submit(sandbox.url, code, 'prequal', body(code, { SSN: ssn, ...appData }), newKey());

describe('test SSNs (lenders §4 "Training and demo mode")', () => {
  it('CFNA: 111111111 approves with card art and a repeated-digit card, 333333333 refers, 222222222 declines', async () => {
    const approve = await apply('CFNA', '111111111');
    expect(approve.status).toBe(200);
    expect(approve.json).toMatchObject({
      status: 'a',
      cardArt: { filename: 'cfna-card.png' },
      result: { accepted: '1', applicationDecision: 'APPROVED', creditlimit: '2500', accountonfile: '0' },
    });
    expect(approve.json.result?.cardnumber).toMatch(/^(\d)\1{15}$/);

    const refer = await apply('CFNA', '333333333');
    expect(refer.json).toMatchObject({
      status: 'p',
      result: {
        referral: '1',
        pendingappflag: '1',
        applicationDecision: 'REFERRED',
        referralphone: '18005558201',
      },
    });

    const decline = await apply('CFNA', '222222222');
    expect(decline.json).toMatchObject({
      status: 'd',
      result: {
        declined: '1',
        referral: '0',
        declinereason: 'DECLINED:D01:CALL CUSTOMER SERVICE NEEDS INVESTIGATION',
        customermessage:
          "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      },
    });
    expect(decline.json.result?.confirmationnumber).toMatch(/^CFNA\d{9}$/);
  });

  it('CFNA: the mock referral approval carries referral 2 (approved in store) and 888888888 an account on file', async () => {
    expect(CFNA_APPLICATION_SSNS['666666666']).toBe('referral-approval');
    const inStore = await apply('CFNA', '666666666');
    expect(inStore.json).toMatchObject({ status: 'p', result: { referral: '2', pendingappflag: '2' } });
    const onFile = await apply('CFNA', '888888888');
    expect(onFile.json).toMatchObject({ status: 'a', result: { accepted: '1', accountonfile: '1' } });
  });

  it('DigniFi (CFSS): 777777777 approves, 444444444 declines with the result screen text', async () => {
    expect((await apply('CFSS', '777777777')).json).toMatchObject({ status: 'a', result: { accepted: '1' } });
    expect((await apply('CFSS', '444444444')).json).toMatchObject({
      status: 'd',
      result: { declined: '1', customermessage: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' },
    });
  });

  it("AFF (AMFF): 444444444 approves up to $4,000, 555555555 declines, 333333333 is pending 'OOW Required'", async () => {
    expect(AMFF_APPLICATION_SSNS['333333333']).toBe('pending');
    expect((await apply('AMFF', '444444444')).json).toMatchObject({
      status: 'a',
      result: {
        accepted: '1',
        creditlimit: '4000',
        customermessage: "Congrats! You're Approved Up To $4,000!",
      },
    });
    expect((await apply('AMFF', '555555555')).json).toMatchObject({
      status: 'd',
      result: {
        declined: '1',
        customermessage:
          'Sorry, we were unable to approve your application. You will receive a letter of explanation within 30 days.',
      },
    });
    expect((await apply('AMFF', '333333333')).json).toMatchObject({
      status: 'p',
      result: { pendingappflag: '1', pending: '1', customermessage: 'OOW Required' },
    });
    const withErrors = await apply('AMFF', '888888888');
    expect(withErrors.json.status).toBe('d');
    expect(withErrors.json.result?.errors).toHaveLength(1);
    expect((await prequal('AMFF', '444444444')).json).toMatchObject({
      status: 'q',
      result: { prequalResult: { accepted: '1', creditlimit: '4000' } },
    });
    expect((await prequal('AMFF', '555555555')).json).toMatchObject({
      status: 'n',
      result: { prequalResult: { accepted: '0', declined: '1' } },
    });
  });

  it('EZPY: 123123123 approves, 321321321 declines, 333333333 refers with a phone', async () => {
    expect((await apply('EZPY', '123123123')).json).toMatchObject({ status: 'a', result: { accepted: '1' } });
    expect((await apply('EZPY', '321321321')).json).toMatchObject({ status: 'd', result: { declined: '1' } });
    const refer = await apply('EZPY', '333333333');
    expect(refer.json).toMatchObject({ status: 'p', result: { referral: '1', pendingappflag: '1' } });
    expect(refer.json.result?.referralphone).toBe('1-800-555-3279');
    expect((await prequal('EZPY', '123123123')).json.status).toBe('q');
    expect((await prequal('EZPY', '321321321')).json.status).toBe('n');
  });

  it('GNES: prequal 444444444 offers $1,800; accepting the offer approves with the account number', async () => {
    const offer = await prequal('GNES', '444444444');
    expect(offer.json).toMatchObject({
      status: 'q',
      result: { prequalResult: { accepted: '1', declined: '0', creditlimit: '1800' } },
    });
    const { orderid, historyid } = offer.json.result?.prequalResult as { orderid: string; historyid: string };
    expect(orderid).toMatch(/^\d{10}$/);
    expect(historyid).toMatch(/^\d{10}$/);

    const quickScreen = { orderId: orderid, historyId: historyid, quickScreenAccept: '1' };
    const approved = await apply('GNES', '444444444', { quickScreen, tier: '2' });
    expect(approved.json).toMatchObject({
      status: 'a',
      cardArt: { filename: 'gnes-card.png' },
      result: { accepted: '1', creditlimit: '1800', customermessage: "CONGRATULATIONS! YOU'RE APPROVED" },
    });
    expect(approved.json.result?.cardnumber).toMatch(/^(\d)\1+$/);

    const declinedOffer = await prequal('GNES', '000000000');
    expect(declinedOffer.json).toMatchObject({ status: 'n', result: { prequalResult: { declined: '1' } } });
    const own = offerNumbers('GNES', '000000000');
    const declined = await apply('GNES', '000000000', {
      quickScreen: { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '1' },
    });
    expect(declined.json).toMatchObject({
      status: 'd',
      result: { declined: '1', customermessage: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' },
    });
  });

  it('GNES: an application that does not accept its own offer is an error answer', async () => {
    const none = await apply('GNES', '444444444');
    expect(none.json).toMatchObject({
      status: 'e',
      result: { errorResult: '1', errorMessage: GNES_OFFER_MISSING },
    });
    const own = offerNumbers('GNES', '444444444');
    const refused = await apply('GNES', '444444444', {
      quickScreen: { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '0' },
    });
    expect(refused.json.status).toBe('e');
    const other = await apply('GNES', '444444444', {
      quickScreen: { orderId: '1', historyId: own.historyid, quickScreenAccept: '1' },
    });
    expect(other.json.status).toBe('e');
  });

  it('MILE: prequal 123123123 carries the MILE prequal data (lenders §3) and the offer documents are served', async () => {
    const offer = await prequal('MILE', '123123123');
    expect(offer.json.status).toBe('q');
    const data = offer.json.result?.prequalResult as Record<string, string>;
    for (const field of [
      'apr',
      'cashadvanceapr',
      'annualfee',
      'accountmaintenancefee',
      'annualfeefuture',
      'annualfeefutureind',
      'offerid',
      'orderid',
      'historyid',
      'latepaymentfee',
      'timestamp',
    ]) {
      expect(data[field], field).toBeTruthy();
    }
    expect(data.creditlimit).toBe('5000');
    expect(data.annualfeefutureind).toBe('Y');
    for (const doc of ['doc6', 'doc8', 'doc9']) {
      const html = await fetch(data[`${doc}ImageHtmlURL`] as string);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toContain('text/html');
      const pdf = await fetch(data[`${doc}ImageURL`] as string);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }

    const quickScreen = { orderId: data.orderid, historyId: data.historyid, quickScreenAccept: '1' };
    const approved = await apply('MILE', '123123123', { quickScreen });
    expect(approved.json).toMatchObject({ status: 'a', result: { accepted: '1', creditlimit: '5000' } });
    expect(approved.json.result?.cardnumber).toMatch(/^(\d)\1{15}$/);
  });

  it('MILE: 456456456 is not prequalified and declined; an application without its offer is EXPIRED', async () => {
    expect((await prequal('MILE', '456456456')).json).toMatchObject({
      status: 'n',
      result: { prequalResult: { declined: '1' } },
    });
    const own = offerNumbers('MILE', '456456456');
    const declined = await apply('MILE', '456456456', {
      quickScreen: { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '1' },
    });
    expect(declined.json).toMatchObject({
      status: 'd',
      result: {
        declined: '1',
        customermessage:
          'Unfortunately, your application cannot be approved at this time. You will receive an email or letter within the next 30 days with more details.',
      },
    });
    const expired = await apply('MILE', '123123123');
    expect(expired.json).toMatchObject({ status: 'd', result: { declined: MILE_EXPIRED } });
    expect(expired.json.result?.confirmationnumber).toBeTruthy();
  });

  it('MILE: 789789789 is prequalified, but accepting its offer answers EXPIRED with a confirmation number', async () => {
    const offer = await prequal('MILE', '789789789');
    expect(offer.json).toMatchObject({ status: 'q', result: { prequalResult: { accepted: '1' } } });
    const own = offerNumbers('MILE', '789789789');
    const expired = await apply('MILE', '789789789', {
      quickScreen: { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '1' },
    });
    expect(expired.json).toMatchObject({
      status: 'd',
      result: {
        declined: MILE_EXPIRED,
        customermessage: 'Sorry, this offer is no longer available. If interested, you may reapply.',
      },
    });
    expect(expired.json.result?.confirmationnumber).toMatch(/^MILE\d+$/);
  });

  it('MILE: an approval links the lender’s Add Card to Wallet page', async () => {
    const own = offerNumbers('MILE', '123123123');
    const approved = await apply('MILE', '123123123', {
      quickScreen: { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '1' },
    });
    const url = approved.json.result?.url as string;
    expect(url).toMatch(/\/lenders\/MILE\/wallet\/MILE\d+$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Add Card to Wallet');
  });

  it('VERS: 123456789 approves with an amount in cents, 987654321 declines, 333333333 is pending', async () => {
    expect((await apply('VERS', '123456789')).json).toMatchObject({
      status: 'a',
      result: { accepted: 'APPROVED', amount: 250000, providerId: 'acima', productType: 'lease' },
    });
    expect((await apply('VERS', '987654321')).json).toMatchObject({
      status: 'd',
      result: { declined: 'DECLINED' },
    });
    expect((await apply('VERS', '333333333')).json).toMatchObject({
      status: 'p',
      result: { pending: 'PENDING' },
    });
    expect((await prequal('VERS', '123456789')).json).toMatchObject({
      status: 'q',
      result: { prequalResult: { accepted: '1', versStatus: 'prequalified', outcomeType: 'offer_present' } },
    });
  });

  it('GEMY: the CFNA-like SSNs plus 999999999 for the ERROR screen', async () => {
    expect((await apply('GEMY', '111111111')).json).toMatchObject({
      status: 'a',
      result: { applicationDecision: 'APPROVED', creditlimit: '1800' },
    });
    expect((await apply('GEMY', '222222222')).json).toMatchObject({
      result: { applicationDecision: 'DECLINED' },
    });
    expect((await apply('GEMY', '333333333')).json).toMatchObject({
      result: { applicationDecision: 'REFERRED' },
    });
    expect((await apply('GEMY', '999999999')).json).toMatchObject({
      status: 'e',
      result: { applicationDecision: 'ERROR' },
    });
  });

  it('every row of every decision table answers with a status of its kind', async () => {
    for (const code of LENDER_CODES) {
      const table = SANDBOX_DECISION_TABLES[code];
      for (const ssn of Object.keys(table.application)) {
        const own = offerNumbers(code, ssn);
        const quickScreen = { orderId: own.orderid, historyId: own.historyid, quickScreenAccept: '1' };
        const answer = await apply(code, ssn, { quickScreen });
        expect(['a', 'd', 'p', 'e'], `${code} ${ssn}`).toContain(answer.json.status);
      }
      for (const [ssn, outcome] of Object.entries(table.prequal ?? {})) {
        const answer = await prequal(code, ssn);
        expect(answer.json.status, `${code} prequal ${ssn}`).toBe(outcome === 'prequalified' ? 'q' : 'n');
      }
    }
  });
});

describe('other SSNs: the documented income × hash rule', () => {
  it('is deterministic and follows the income bands', async () => {
    const ssn = '529114872';
    const first = await apply('CFNA', ssn, {}, { ANNUAL_GROSS_INCOME: '45000' });
    const again = await apply('CFNA', ssn, {}, { ANNUAL_GROSS_INCOME: '45000' });
    expect(again.json.status).toBe(first.json.status);
    expect(again.json.result?.creditlimit).toBe(first.json.result?.creditlimit);
    const expected = otherSsnRule('CFNA', ssn, { ANNUAL_GROSS_INCOME: '45000' }, 4500).outcome;
    expect(first.json.status).toBe({ approve: 'a', refer: 'p', decline: 'd' }[expected]);

    // Under $9,600 a year (lenders §9: $800 a month) every lender declines.
    for (const code of ['CFNA', 'CFSS', 'EZPY'] as const) {
      const low = await apply(code, '529114872', {}, { ANNUAL_GROSS_INCOME: '9000' });
      expect(low.json.status, code).toBe('d');
    }
    // Monthly gross income counts × 12; $60,000+ is never declined.
    expect(otherSsnRule('CFNA', '1', { MONTHLY_GROSS_INCOME: '6000' }, 4500).outcome).not.toBe('decline');
  });

  it('spreads outcomes: over many SSNs at $45,000 there are approvals, referrals and declines', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      seen.add(otherSsnRule('CFNA', String(500000000 + i), { ANNUAL_GROSS_INCOME: '45000' }, 4500).outcome);
    }
    expect([...seen].sort()).toEqual(['approve', 'decline', 'refer']);
  });

  it('limits approvals at 5 % of income between $300 and the lender maximum', () => {
    expect(otherSsnRule('CFNA', '1', { ANNUAL_GROSS_INCOME: '45000' }, 4500).creditLimit).toBe(2200);
    expect(otherSsnRule('CFNA', '1', { ANNUAL_GROSS_INCOME: '500000' }, 4500).creditLimit).toBe(4500);
    expect(otherSsnRule('CFNA', '1', { ANNUAL_GROSS_INCOME: '1000' }, 4500).creditLimit).toBe(300);
  });
});

describe('status lookup and routes', () => {
  it('GET /lenders/{code}/applications/{id} answers the same body as the submit', async () => {
    const submitted = await apply('CFNA', '111111111');
    const response = await fetch(`${sandbox.url}/lenders/CFNA/applications/${submitted.json.applicationId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(submitted.json);
    const elsewhere = await fetch(`${sandbox.url}/lenders/GEMY/applications/${submitted.json.applicationId}`);
    expect(elsewhere.status).toBe(404);
    expect((await fetch(`${sandbox.url}/lenders/CFNA/applications/nope`)).status).toBe(404);
  });

  it('prequal exists only for AMFF, EZPY, GNES, VERS, MILE; unknown lenders are 404', async () => {
    for (const code of ['CFNA', 'GEMY', 'CFSS']) {
      const answer = await prequal(code, '111111111');
      expect(answer.status, code).toBe(404);
    }
    expect((await apply('ZZZZ', '111111111')).status).toBe(404);
    expect((await pulls(sandbox.url, 'CFNA', '999999998')).hard).toBe(0);
  });
});
