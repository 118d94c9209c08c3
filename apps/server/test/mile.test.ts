import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awaitDecision,
  buildTestApp,
  cfnaAppData,
  CONSENT_TEXT,
  verifyPhone,
  type ApplicationAnswer,
  type TestApp,
} from './helper.js';

// MILE (lenders §2 "MILE screens", §4 "MILE", §7 "MILE credit terms"; docs/decisions/070): the Summary of
// Credit Terms endpoint and MILE's prequal → application pair against the partner sandbox.
let t: TestApp;
let shop: { acctId: string; subId: string };
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-mile' });
  shop = res.json<{ shop: { acctId: string; subId: string } }>().shop;
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function milePayload(consumerId: string, phone: string, ssn: string) {
  return {
    tier: '1',
    appType: 'MILE',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: 'demo-mile',
    appData: cfnaAppData(phone, ssn),
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'MILE',
    consentText: CONSENT_TEXT,
  };
}

async function post(token: string, url: string, payload: object): Promise<ApplicationAnswer> {
  const res = await t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return awaitDecision(t.app, token, res.json<{ applicationKeyId: string }>().applicationKeyId);
}

describe('GET/POST /api/v1/mile/summaryOfCreditTerms', () => {
  it("answers the lender's Summary of Credit Terms for a MILE shop, framable from the lenders' pages origin", async () => {
    const { token } = await verifyPhone(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mile/summaryOfCreditTerms?acctId=${shop.acctId}&subId=${shop.subId}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ documentImageHtmlURL: string; documentImageURL: string }>();
    expect(new URL(body.documentImageHtmlURL).origin).toBe(new URL(t.sandbox.url).origin);
    const html = await (await fetch(body.documentImageHtmlURL)).text();
    expect(html).toContain('Summary of Credit Terms');
    const pdf = await fetch(body.documentImageURL);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The spec's POST with { acctId, subId } answers the same.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mile/summaryOfCreditTerms',
      headers: auth(token),
      payload: shop,
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(body);
  });

  it('answers bad input with a 4xx and a message that says what is wrong', async () => {
    const { token } = await verifyPhone(t.app);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mile/summaryOfCreditTerms',
      headers: auth(token),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/acctId/);

    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mile/summaryOfCreditTerms',
      headers: auth(token),
      payload: { acctId: 'x'.repeat(65), subId: '1' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/acctId/);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mile/summaryOfCreditTerms?acctId=1&subId=1',
      headers: auth(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('acctId: No shop has this acctId and subId.');

    const cfna = (await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-cfna-cfss' })).json<{
      shop: { acctId: string; subId: string };
    }>().shop;
    const noMile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mile/summaryOfCreditTerms?acctId=${cfna.acctId}&subId=${cfna.subId}`,
      headers: auth(token),
    });
    expect(noMile.statusCode).toBe(400);
    expect(noMile.json().error.message).toBe('acctId: This shop does not offer MILE.');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mile/summaryOfCreditTerms?acctId=${shop.acctId}&subId=${shop.subId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('MILE prequal → Agree & Submit (lenders §4 "MILE")', () => {
  it('123123123: the prequal carries the offer terms; accepting it with orderId and historyId approves', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await post(
      token,
      '/api/v1/apps/app/prequal',
      milePayload(consumerId, phone, '123123123'),
    );
    expect(prequal.status).toBe('q');
    const offer = prequal.result?.prequalResult as Record<string, string>;
    expect(offer).toMatchObject({
      accepted: '1',
      creditlimit: '5000',
      annualfee: '75',
      accountmaintenancefee: '99',
      annualfeefutureind: 'Y',
    });
    const approved = await post(token, '/api/v1/apps/app/', {
      ...milePayload(consumerId, phone, '123123123'),
      quickScreenAccept: '1',
      quickScreen: { orderId: offer.orderid, historyId: offer.historyid, quickScreenAccept: '1' },
    });
    expect(approved.status).toBe('a');
    expect(approved.result).toMatchObject({ accepted: '1' });
    expect(String(approved.result?.url)).toMatch(/\/lenders\/MILE\/wallet\//);
  });

  it('789789789: prequalified, and the accepted offer answers EXPIRED with a confirmation number', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await post(
      token,
      '/api/v1/apps/app/prequal',
      milePayload(consumerId, phone, '789789789'),
    );
    const offer = prequal.result?.prequalResult as Record<string, string>;
    const expired = await post(token, '/api/v1/apps/app/', {
      ...milePayload(consumerId, phone, '789789789'),
      quickScreen: { orderId: offer.orderid, historyId: offer.historyid, quickScreenAccept: '1' },
    });
    expect(expired.status).toBe('d');
    expect(expired.result).toMatchObject({ declined: 'EXPIRED' });
    expect(expired.result?.confirmationnumber).toBeTruthy();
  });

  it('456456456: the prequal is declined, and there is no offer to accept', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const prequal = await post(
      token,
      '/api/v1/apps/app/prequal',
      milePayload(consumerId, phone, '456456456'),
    );
    expect(prequal.status).toBe('n');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: auth(token),
      payload: {
        ...milePayload(consumerId, phone, '456456456'),
        quickScreen: { orderId: '1', historyId: '1', quickScreenAccept: '1' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'quickScreen: There is no prequalification offer from MILE to accept.',
    );
  });
});
