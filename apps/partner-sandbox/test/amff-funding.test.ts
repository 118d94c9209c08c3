import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFF_MESSAGES, SIGNING_URL_TTL_MS } from '../src/lenders/amff/index.js';
import { body, newKey, post, startSandbox, submit, type RunningSandbox } from './helpers.js';

// AFF after the approval (lenders §4 "AFF approval, finalize, e-sign, funding"; §7): finalize with the SSN's
// last four, the one-time expiring signing URL, the envelope status, funding once per key, cancel.
let sandbox: RunningSandbox;
let offset = 0;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(Date.now() + offset) });
});
afterAll(async () => {
  await sandbox.app.close();
});

const RETURN = 'http://localhost:3000/aff/esign-return';

async function approved(appData: Record<string, string> = {}): Promise<string> {
  const answer = await submit(
    sandbox.url,
    'AMFF',
    'applications',
    body('AMFF', { SSN: '444444444', PAY_FREQUENCY: 'B', ACCOUNT_NUMBER: '12345678', ...appData }),
    newKey(),
  );
  expect(answer.json.status).toBe('a');
  return answer.json.applicationId!;
}

const at = (id: string, action: string) => `/lenders/AMFF/applications/${id}/${action}`;
const get = async (path: string) => {
  const res = await fetch(`${sandbox.url}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};

async function sign(url: string) {
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(new URL(action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ nonce }).toString(),
    redirect: 'manual',
  });
  return { page, html, status: res.status, location: res.headers.get('location') };
}

describe('AFF finalize', () => {
  it('refuses a last four that is not the SSN’s and amounts outside $300 … limit, then finalizes', async () => {
    const id = await approved();
    const wrong = await post(sandbox.url, at(id, 'repair-order'), { amount: 500, last4: '1234' });
    expect(wrong).toMatchObject({ status: 422, json: { error: AFF_MESSAGES.last4 } });
    const low = await post(sandbox.url, at(id, 'repair-order'), { amount: 299, last4: '4444' });
    expect(low).toMatchObject({ status: 422, json: { error: AFF_MESSAGES.minAmount } });
    const high = await post(sandbox.url, at(id, 'repair-order'), { amount: 4001, last4: '4444' });
    expect(high).toMatchObject({ status: 422, json: { error: AFF_MESSAGES.maxAmount } });
    const ok = await post(sandbox.url, at(id, 'repair-order'), { amount: 500, last4: '4444' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, decision: 'SIGNREADY' });
    const result = ok.json.result as Record<string, unknown>;
    expect(result).toMatchObject({
      iTotalPayments: 26,
      iFinalPayment: 1,
      productType: 'loan',
    });
    const total = Number(result.iMainPaymentsAmount) * 25 + Number(result.iFinalPaymentAmount);
    expect(total.toFixed(2)).toBe(result.acctApprovalPayTotal);
    const status = await get(at(id, 'account-status'));
    expect(JSON.parse(status.text).result).toMatchObject({
      currentStatus: 'SIGNREADY',
      currentFinancedAmount: '500.00',
    });
  });

  it('a lease for residents of the lease states: total cost and early buyout', async () => {
    const id = await approved({ STATE: 'NJ' });
    const ok = await post(sandbox.url, at(id, 'repair-order'), { amount: 1000, last4: '4444' });
    const estimate = ok.json.result as Record<string, unknown>;
    expect(estimate).toMatchObject({ productType: 'lease', earlyBuyout: '1100.00' });
    expect(estimate.leaseTotalCost).toBe(estimate.acctApprovalPayTotal);
  });
});

describe('AFF signing URL', () => {
  it('works once, expires after its time, and only a completed envelope is signed', async () => {
    const id = await approved();
    await post(sandbox.url, at(id, 'repair-order'), { amount: 500, last4: '4444' });
    const late = await post(sandbox.url, at(id, 'recipient-view'), { returnUrl: RETURN });
    offset += SIGNING_URL_TTL_MS + 1000;
    const expired = await get(new URL(String(late.json.url)).pathname);
    expect(expired.status).toBe(303);
    expect(expired.location).toBe(`${RETURN}?event=ttl_expired`);
    expect(JSON.parse((await get(at(id, 'envelope'))).text).status).toBe('sent');

    const view = await post(sandbox.url, at(id, 'recipient-view'), { returnUrl: RETURN });
    const signed = await sign(String(view.json.url));
    expect(signed.page.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(signed.html).toContain('Total of payments');
    // The contract finances the $500 repair order, not the $4,000 limit the account was approved for.
    expect(signed.html).toContain('<dt>Amount financed</dt><dd>$500.00</dd>');
    expect(signed.html).toContain('<dt>Approved credit limit</dt><dd>$4,000.00</dd>');
    expect(signed.status).toBe(303);
    expect(signed.location).toBe(`${RETURN}?event=signing_complete`);
    expect(JSON.parse((await get(at(id, 'envelope'))).text).status).toBe('completed');
    const again = await get(new URL(String(view.json.url)).pathname);
    expect(again.location).toBe(`${RETURN}?event=ttl_expired`);
  });

  it('gives a copy of the signed agreement once signed, never before', async () => {
    const id = await approved();
    await post(sandbox.url, at(id, 'repair-order'), { amount: 500, last4: '4444' });
    const early = await get(at(id, 'agreement'));
    expect(early.status).toBe(409);
    expect(JSON.parse(early.text).error).toBe(AFF_MESSAGES.notSigned);
    const view = await post(sandbox.url, at(id, 'recipient-view'), { returnUrl: RETURN });
    await sign(String(view.json.url));
    const copy = await get(at(id, 'agreement'));
    expect(copy.status).toBe(200);
    const { html } = JSON.parse(copy.text) as { html: string };
    expect(html).toContain('Retail Installment Loan Agreement');
    expect(html).toContain('<dt>Amount financed</dt><dd>$500.00</dd>');
    expect(html).toMatch(/Signed electronically on \d{4}-\d{2}-\d{2}T/);
    expect(html).not.toContain('<form');
  });
});

describe('AFF funding', () => {
  it('funds once per key, shows the virtual card again, refuses another key, cancels back to approved', async () => {
    const id = await approved();
    await post(sandbox.url, at(id, 'repair-order'), { amount: 500, last4: '4444' });
    const early = await post(sandbox.url, at(id, 'fund'), { fundtype: '1' }, { 'idempotency-key': newKey() });
    expect(early).toMatchObject({ status: 409, json: { error: AFF_MESSAGES.notSigned } });
    await post(sandbox.url, at(id, 'simulate-signing'), {});
    const key = newKey();
    const first = await post(sandbox.url, at(id, 'fund'), { fundtype: '1' }, { 'idempotency-key': key });
    const retry = await post(sandbox.url, at(id, 'fund'), { fundtype: '1' }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(String(first.json.cardNumber)).toMatch(/^4\d{15}$/);
    expect(retry.json).toEqual(first.json);
    const other = await post(sandbox.url, at(id, 'fund'), { fundtype: '1' }, { 'idempotency-key': newKey() });
    expect(other.status).toBe(409);
    const card = JSON.parse((await get(at(id, 'virtual-card'))).text);
    expect(card.cardNumber).toBe(first.json.cardNumber);
    expect(card.cardCvv).toBe(first.json.cardCvv);

    expect((await post(sandbox.url, at(id, 'cancel-funding'), {})).status).toBe(200);
    expect(JSON.parse((await get(at(id, 'account-status'))).text).result.currentStatus).toBe('APPROVED');
    expect((await get(at(id, 'virtual-card'))).status).toBe(409);
    const bank = await post(sandbox.url, at(id, 'repair-order'), { amount: 300, last4: '4444' });
    expect(bank.status).toBe(200);
  });

  it('a declined or unknown application has nothing to finalize', async () => {
    const declined = await submit(
      sandbox.url,
      'AMFF',
      'applications',
      body('AMFF', { SSN: '555555555' }),
      newKey(),
    );
    const res = await post(sandbox.url, at(declined.json.applicationId!, 'repair-order'), {
      amount: 500,
      last4: '5555',
    });
    expect(res.status).toBe(404);
  });
});
