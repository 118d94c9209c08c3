// docs/decisions/135: GDYR, ALNC and BIGO go to their lenders (the partner sandbox) end to end; BREAD in a
// shop's list is applied to as ALNC; SERV and ACMA are refused, with a warning naming the shop when the
// shops are loaded.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitDecision, buildTestApp, submitPayload, verifyPhone, type TestApp } from './helper.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: stream });
});
afterAll(async () => t.close());

function payload(consumerId: string, phone: string, ssn: string, shop: string, appType: string) {
  return { ...submitPayload(consumerId, phone, ssn, shop), appType, tier: '1', selectedApps: appType };
}

async function submit(token: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

describe('the branded applications reach their lender', () => {
  it('GDYR at Issaquah Tire & Service: the Goodyear card declines 222222222 with a hard pull, then CFNA is applied to', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, payload(consumerId, phone, '222222222', 'demo-gdyr', 'GDYR'));
    expect(res.statusCode).toBe(200);
    const decided = await awaitDecision(t.app, token, res.json().applicationKeyId);
    expect(decided).toMatchObject({ appType: 'GDYR', status: 'd', result: { declined: '1' } });
    expect(await t.sandbox.pulls('GDYR', '222222222')).toMatchObject({ hard: 1, soft: 0 });

    // The next lender in the shop's list is CFNA; the same consumer's application to it is accepted.
    const next = await submit(token, payload(consumerId, phone, '222222222', 'demo-gdyr', 'CFNA'));
    expect(next.statusCode).toBe(200);
    expect((await awaitDecision(t.app, token, next.json().applicationKeyId)).appType).toBe('CFNA');
  });

  it("Kenmore Tire & Brake lists BREAD: the application goes to ALNC (Bread Financing), never as 'BREAD'", async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const bread = await submit(token, payload(consumerId, phone, '121212121', 'demo-bread', 'BREAD'));
    expect(bread.statusCode).toBe(400);
    expect(bread.json().error.message).toBe('appType: BREAD is not offered by this shop.');

    const res = await submit(token, payload(consumerId, phone, '121212121', 'demo-bread', 'ALNC'));
    expect(res.statusCode).toBe(200);
    const decided = await awaitDecision(t.app, token, res.json().applicationKeyId);
    expect(decided).toMatchObject({
      appType: 'ALNC',
      status: 'a',
      result: { accepted: '1', creditlimit: '3000' },
    });
  });

  it('BIGO at Bothell Big O Tires approves 111111111 with its card and what it costs', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, payload(consumerId, phone, '111111111', 'demo-bigo', 'BIGO'));
    expect(res.statusCode).toBe(200);
    const decided = await awaitDecision(t.app, token, res.json().applicationKeyId);
    expect(decided).toMatchObject({ appType: 'BIGO', status: 'a', result: { accepted: '1' } });
    expect(decided.cardArt).toMatchObject({ line1: 'Big O Tires Credit Card' });
    // What the card costs, as Big O's lender gave it, with its own terms on its own origin.
    expect(decided.result?.offerTerms).toEqual({
      product: 'credit-card',
      termsUrl: `${t.sandbox.url}/lenders/BIGO/rates-and-fees`,
      amountCents: 150_000,
      apr: { min: '29.99', max: '29.99' },
      fees: [
        { kind: 'late-payment', cents: 4100, upTo: true },
        { kind: 'returned-payment', cents: 4100, upTo: true },
      ],
      deferredInterest: { days: 180, minimumPurchaseCents: 19_900 },
    });
  });

  it("each one's terms download as a PDF named for the lender (the review's terms link)", async () => {
    for (const [shop, code] of [
      ['demo-gdyr', 'GDYR'],
      ['demo-bread', 'ALNC'],
      ['demo-bigo', 'BIGO'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/shops/shop/${shop}/pdf?appType=${code}&template=terms`,
      });
      expect(res.statusCode, code).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('a branded application is sent with tier 1 only (spec §1 tier rule)', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const res = await submit(token, {
      ...payload(consumerId, phone, '111111111', 'demo-bigo', 'BIGO'),
      tier: '3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('tier: BIGO is sent with tier 1.');
  });
});

describe('SERV and ACMA are refused', () => {
  it('an application to either is a 400 even where the shop lists it; nothing reaches a lender', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    for (const code of ['SERV', 'ACMA']) {
      const res = await submit(token, payload(consumerId, phone, '111111111', 'demo-refused', code));
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.message).toBe(`appType: ${code} is not offered by this shop.`);
    }
  });

  it('loading the shops says, for Fall City Auto & Tire, why SERV and ACMA will not be offered', () => {
    const warning = lines
      .map((line) => JSON.parse(line) as { level: number; shopKeyId?: string; msg: string })
      .find((entry) => entry.shopKeyId === 'demo-refused');
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain(
      'SERV is not offered: no lender, application or result screen is known for it.',
    );
    expect(warning?.msg).toContain(
      "ACMA is not offered on its own: Acima's lease is offered through Versatile's waterfall.",
    );
    // A shop whose list is fine is not mentioned.
    expect(lines.some((line) => line.includes('"shopKeyId":"demo-cfna"'))).toBe(false);
  });

  it('the shop search answer still lists the shop, so the web reads its list and starts with CFNA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98024' });
    expect(res.statusCode).toBe(200);
    const shop = res.json().shops.find((s: { keyId: string }) => s.keyId === 'demo-refused');
    expect(shop.lenders).toBe('SERV,ACMA,CFNA');
  });
});
