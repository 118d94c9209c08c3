import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await verifyPhone(t.app));
});
afterAll(async () => t.close());

const nextYear = String(new Date().getFullYear() + 1).slice(-2);
const goodCard = {
  q: '4111111111111111',
  fullname: 'PAT JONES',
  address: '16150 NE 85th St',
  zipcode: '98052',
  exp: `12${nextYear}`,
  cvv: '123',
  appReqId: 'req-1',
  t2AStoreKeyId: 'demo-amff',
  aba: '021000021',
};

function post(url: string, payload: Record<string, unknown>, auth = true) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

describe('POST /api/v1/apps/amff/validate-debit-card (lenders §4 "Card validation (AFF)")', () => {
  it('a good card passes', async () => {
    const res = await post('/api/v1/apps/amff/validate-debit-card', goodCard);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it.each([
    ['4000000000000002', 'CARDERR', 'Invalid Card Number'],
    ['4000000000000069', 'EXPERR', 'Card Expired'],
    ['4000000000000127', 'CVVERR', 'Invalid CVV'],
    ['4000000000000036', 'ZIPERR', 'Billing Zip Code does not match'],
  ])('the sandbox test card %s answers %s', async (q, code, reason) => {
    const res = await post('/api/v1/apps/amff/validate-debit-card', { ...goodCard, q });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error_code: code, reason });
  });

  it('an expiry in the past is EXPERR', async () => {
    const res = await post('/api/v1/apps/amff/validate-debit-card', { ...goodCard, exp: '0120' });
    expect(res.json()).toMatchObject({ success: false, error_code: 'EXPERR' });
  });

  it.each([
    [{ q: '4111111111111112' }, 'q: Invalid Card Number'],
    [{ q: '41111111abc' }, 'q: '],
    [{ exp: '1399' }, 'exp: Expiration must be MMYY.'],
    [{ cvv: '12' }, 'cvv: '],
    [{ zipcode: '1' }, 'zipcode: '],
    [{ aba: '123456789' }, 'aba: Invalid Routing Number'],
    [{ cvv: '12345' }, 'cvv: At most 4 characters.'],
  ])('bad input %j is a 400 naming the field', async (change, message) => {
    const res = await post('/api/v1/apps/amff/validate-debit-card', { ...goodCard, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('an unknown shop is 404, no session is 401', async () => {
    expect(
      (await post('/api/v1/apps/amff/validate-debit-card', { ...goodCard, t2AStoreKeyId: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/v1/apps/amff/validate-debit-card', goodCard, false)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/shops/shop/{id}/validate-routing-num (lenders §5)', () => {
  const url = '/api/v1/shops/shop/demo-amff/validate-routing-num';
  it('a known bank is accepted', async () => {
    const res = await post(url, { ckaba: '021000021' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'accepted' }, checked: true });
  });
  it('a checksum failure or a number without a bank is rejected', async () => {
    expect((await post(url, { ckaba: '123456789' })).json()).toMatchObject({
      result: { status: 'rejected' },
    });
    expect((await post(url, { ckaba: '000000000' })).json()).toEqual({
      result: { status: 'rejected' },
      checked: true,
    });
  });
  it('a technical failure of the check passes the number', async () => {
    const res = await post(url, { ckaba: '021000089' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'accepted' }, checked: false });
  });
  it('bad input is a 4xx with a clear message', async () => {
    const short = await post(url, { ckaba: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('ckaba: A routing number is 9 digits.');
    const long = await post(url, { ckaba: '1234567890' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('ckaba');
    expect(
      (await post('/api/v1/shops/shop/nope/validate-routing-num', { ckaba: '021000021' })).statusCode,
    ).toBe(404);
    expect((await post(url, {})).statusCode).toBe(400);
  });
});
