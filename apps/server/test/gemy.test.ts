import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, shops } from '../src/db/schema.js';
import { buildTestApp, CONSENT_TEXT, verifyPhone, type TestApp } from './helper.js';

// Synchrony (lenders §4 "GEMY embedded form", §7, §8; docs/decisions/060): the token, the application that
// waits for Synchrony's own form, and the status our server asks Synchrony for. The browser's word never
// decides.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Consumer = { token: string; consumerId: string; phone: string };
const auth = (c: Consumer) => ({ authorization: `Bearer ${c.token}` });

async function shop(keyId: string) {
  const [row] = await t.app.db.select().from(shops).where(eq(shops.keyId, keyId));
  if (!row) throw new Error(`no shop ${keyId}`);
  return row;
}

async function generateToken(c: Consumer, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/gemy/generateToken', headers: auth(c), payload: body });
}

/** Verified at the shop, a token issued, the GEMY application stored: what the GEMY page does on mount. */
async function startGemy(shopKeyId = 'demo-gemy') {
  const c = await verifyPhone(t.app, undefined, { shopKeyId });
  const s = await shop(shopKeyId);
  const issued = await generateToken(c, {
    phoneNumber: c.phone,
    acctId: s.acctId,
    subId: s.subId,
    trackingId: 'T1',
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const { token, isPrequal } = issued.json<{ token: string; isPrequal: boolean }>();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: auth(c),
    payload: {
      tier: '1',
      appType: 'GEMY',
      t2AConsumerKeyId: c.consumerId,
      t2AStoreKeyId: shopKeyId,
      appData: { MOBILE_PHONE: c.phone, GEMY_TOKEN: token, TRACKING_ID: 'T1' },
      confirmTimestamp: new Date().toISOString(),
      selectedApps: 'GEMY',
      consentText: CONSENT_TEXT,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const applicationKeyId = created.json<{ applicationKeyId: string }>().applicationKeyId;
  return { c, token, isPrequal, applicationKeyId };
}

/** The consumer fills in Synchrony's form on the sandbox's origin (what the iframe's script posts). */
async function completeForm(token: string, ssn: string) {
  const res = await fetch(`${t.sandbox.url}/lenders/GEMY/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      dsaToken: token,
      answers: {
        firstName: 'Casey',
        lastName: 'Nguyen',
        email: 'casey@example.com',
        line1: '2200 148th Ave NE',
        city: 'Bellevue',
        state: 'WA',
        zipCode: '98007',
        dateOfBirth: '04/12/1986',
        socialSecurity: ssn,
        netIncome: '3500',
        residenceType: 'RENT',
      },
    }),
  });
  expect(res.status).toBe(200);
}

function status(c: Consumer, query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/gemy/applicationStatus?${new URLSearchParams(query).toString()}`,
    headers: auth(c),
  });
}

describe('POST /api/v1/gemy/generateToken', () => {
  it("refuses a test SSN from a real consumer's session: a real SSN never travels in a data share", async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const s = await shop('demo-gemy');
    const res = await generateToken(c, {
      phoneNumber: c.phone,
      acctId: s.acctId,
      subId: s.subId,
      trainingSsn: '111111111',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('trainingSsn: Only a training session chooses a test SSN.');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/gemy/generateToken', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input with a message naming the field', async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const s = await shop('demo-gemy');
    const badPhone = await generateToken(c, { phoneNumber: '12ab', acctId: s.acctId, subId: s.subId });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toMatch(/^phoneNumber: /);

    const otherPhone = await generateToken(c, {
      phoneNumber: '4255550000',
      acctId: s.acctId,
      subId: s.subId,
    });
    expect(otherPhone.statusCode).toBe(400);
    expect(otherPhone.json().error.message).toBe('phoneNumber: Must match the verified mobile phone.');

    const otherShop = await generateToken(c, { phoneNumber: c.phone, acctId: '123', subId: s.subId });
    expect(otherShop.statusCode).toBe(400);
    expect(otherShop.json().error.message).toBe("acctId: Must be the shop's Synchrony merchant number.");
  });

  it('refuses a shop that does not offer Synchrony', async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const s = await shop('demo-cfna');
    const res = await generateToken(c, { phoneNumber: c.phone, acctId: s.acctId, subId: s.subId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('acctId: This shop does not offer Synchrony.');
  });

  it("the shop's synchronyPrequalAccept decides the prequal variant, not the browser", async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const s = await shop('demo-gemy');
    const res = await generateToken(c, {
      phoneNumber: c.phone,
      acctId: s.acctId,
      subId: s.subId,
      isPrequal: true,
    });
    expect(res.json()).toMatchObject({ isPrequal: false, error: null, message: null });
    expect((await startGemy('demo-gemy-prequal')).isPrequal).toBe(true);
  });
});

describe('GET /api/v1/gemy/applicationStatus', () => {
  it('creating the application asks no lender: it waits for the form', async () => {
    const { applicationKeyId } = await startGemy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
    expect(row?.result).toBeNull();
    expect(row?.status).toBe('p');
  });

  it('a completion claim Synchrony has not confirmed is refused and records nothing', async () => {
    const { c, token, applicationKeyId } = await startGemy();
    const res = await status(c, { gemyToken: token, applicationKeyId, consumerId: c.consumerId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Synchrony has not completed this application yet.');
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
    expect(row?.result).toBeNull();
  });

  it("'Token mismatch' for another token; another consumer's application is not found", async () => {
    const { c, token, applicationKeyId } = await startGemy();
    await completeForm(token, '111111111');
    const wrong = await status(c, { gemyToken: `${token}x`, applicationKeyId, consumerId: c.consumerId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Token mismatch');

    const other = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const theirs = await status(other, { gemyToken: token, applicationKeyId, consumerId: other.consumerId });
    expect(theirs.statusCode).toBe(404);
    const notMe = await status(other, { gemyToken: token, applicationKeyId, consumerId: c.consumerId });
    expect(notMe.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
    expect(row?.result).toBeNull();
  });

  it('bad query values answer 400 with the field named', async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const res = await status(c, { gemyToken: 'x', applicationKeyId: 'not-an-id', consumerId: c.consumerId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/applicationKeyId/);
  });

  it('a token Synchrony never issued is an unexpected status answer', async () => {
    const c = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-gemy' });
    const forged = `dsa_${'0'.repeat(48)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: auth(c),
      payload: {
        tier: '1',
        appType: 'GEMY',
        t2AConsumerKeyId: c.consumerId,
        t2AStoreKeyId: 'demo-gemy',
        appData: { MOBILE_PHONE: c.phone, GEMY_TOKEN: forged },
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'GEMY',
        consentText: CONSENT_TEXT,
      },
    });
    const applicationKeyId = created.json().applicationKeyId as string;
    const res = await status(c, { gemyToken: forged, applicationKeyId, consumerId: c.consumerId });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Unexpected response from applicationStatus');
  });

  it.each([
    ['111111111', 'a', 'APPROVED'],
    ['222222222', 'd', 'DECLINED'],
    ['333333333', 'p', 'REFERRED'],
    ['999999999', 'e', 'ERROR'],
  ])('SSN %s: Synchrony decides, our server records status %s (%s)', async (ssn, letter, decision) => {
    const { c, token, applicationKeyId } = await startGemy();
    await completeForm(token, ssn);
    const res = await status(c, { gemyToken: token, applicationKeyId, consumerId: c.consumerId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.tokenStatus).toBe('COMPLETED');
    expect(body.applicantInfo.firstName).toBe('Casey');
    expect(body.application.status).toBe(letter);
    expect(body.application.result.applicationDecision).toBe(decision);
    if (decision === 'APPROVED') {
      expect(body.application.result).toMatchObject({ accepted: '1', creditlimit: '1800' });
      // The account number is encrypted at rest like a card number.
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationKeyId));
      expect(JSON.stringify(row?.result)).not.toContain('6666666666666666');
    }
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${applicationKeyId}`,
      headers: auth(c),
    });
    expect(again.json().application.status).toBe(letter);
  });

  it("the prequal shop's decline says gemyPrequal '1' (Synchrony's prequal variant)", async () => {
    const { c, token, applicationKeyId } = await startGemy('demo-gemy-prequal');
    await completeForm(token, '222222222');
    const res = await status(c, { gemyToken: token, applicationKeyId, consumerId: c.consumerId });
    expect(res.json().application.result).toMatchObject({
      applicationDecision: 'DECLINED',
      gemyPrequal: '1',
    });
    expect(res.json().preQual).toBe('Y');
  });
});

describe('Content-Security-Policy names exactly the partner origin', () => {
  it("frame-src and script-src are 'self' and the lenders' pages origin, nothing wider", async () => {
    // A page's policy: API answers carry one that allows nothing (decision 241).
    const res = await t.app.inject({ method: 'GET', url: '/v.html' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    const partner = new URL(t.sandbox.url).origin;
    expect(directive('frame-src')).toBe(`frame-src 'self' ${partner}`);
    expect(directive('script-src')).toBe(`script-src 'self' ${partner}`);
  });
});
