import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCodes, organisations, shops, staffUsers } from '../src/db/schema.js';
import { LINK_CODE_DEACTIVATED } from '../src/services/link-codes.js';
import { createOperator } from '../src/staff/platform-operators.js';
import { buildTestApp, nextPhone, type TestApp } from './helper.js';
import {
  clientFromSignIn,
  createOrganisation,
  createStaffUser,
  latestEmailTo,
  staffClientFor,
  tokenIn,
  type StaffClient,
} from './staff-support.js';

/**
 * Bringing a shop on without SQL (decision 281): the command's operator signs in through the
 * invitation link, creates an organisation with its agreements, a location from the shop's data and its first
 * owner; the owner's links work until an operator deactivates the location or the owner.
 */
let t: TestApp;
let app: FastifyInstance;
let operator: StaffClient;
const PASSWORD = 'operator password 1';

async function accept(token: string, name: string) {
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/invitations/accept',
    payload: { token, name, password: PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  return { client: clientFromSignIn(accepted), me: accepted.json() };
}

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  const made = await createOperator(app.db, {
    email: 'Ops@Example.com',
    now: new Date(),
    publicBaseUrl: 'http://localhost:3000',
  });
  if (!('link' in made)) throw new Error(`operator not created: ${made.outcome}`);
  const signedIn = await accept(tokenIn(made.link, '/console/accept-invitation'), 'Otto Operator');
  expect(signedIn.me).toMatchObject({ operator: true, locations: [] });
  operator = signedIn.client;
}, 120_000);
afterAll(() => t?.close());

const call = (client: StaffClient, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/staff/operator${url}`, headers: client.headers, payload });

const LOCATION = {
  name: 'Bellevue Brake & Tire',
  addr1: '100 Main St',
  city: 'Bellevue',
  state: 'wa',
  zip: '98004',
  phoneNumber: '(425) 555-0142',
  contactHours: 'Mon–Sat 8am–6pm',
  lenders: ['CFNA', 'GNES'],
  acctId: 'ACC-778',
  subId: 'SUB-1',
  storeNumber: '0042',
};

describe('platform operators', () => {
  it('the command refuses an address that has a shop account, and renews an unused link', async () => {
    const org = await createOrganisation(app, 'Some Shop', []);
    await createStaffUser(app, { organisationId: org, email: 'shopper@example.com', roles: {} });
    const refused = await createOperator(app.db, {
      email: 'shopper@example.com',
      now: new Date(),
      publicBaseUrl: 'http://x',
    });
    expect(refused.outcome).toBe('shop-account');
    const first = await createOperator(app.db, {
      email: 'new-op@example.com',
      now: new Date(),
      publicBaseUrl: 'http://x',
    });
    const again = await createOperator(app.db, {
      email: 'new-op@example.com',
      now: new Date(),
      publicBaseUrl: 'http://x',
    });
    expect([first.outcome, again.outcome]).toEqual(['created', 'new-link']);
    const active = await createOperator(app.db, {
      email: 'ops@example.com',
      now: new Date(),
      publicBaseUrl: 'http://x',
    });
    expect(active.outcome).toBe('already-active');
  });

  it('shop staff are refused, and every change needs the CSRF token', async () => {
    const org = await createOrganisation(app, 'Staff Only Tires', []);
    const ownerId = await createStaffUser(app, { organisationId: org, email: 'own@example.com', roles: {} });
    const owner = await staffClientFor(app, ownerId);
    const refused = await call(owner, 'GET', '/organisations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only platform operators may do this.');
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/operator/organisations',
      headers: { cookie: operator.cookie },
      payload: { name: 'X', agreements: [] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/staff/operator/organisations' })).statusCode,
    ).toBe(401);
  });

  it('brings a shop on: organisation, agreements, location, first owner; the owner sends a link that works', async () => {
    const created = await call(operator, 'POST', '/organisations', {
      name: 'Bellevue Brakes LLC',
      agreements: ['gnes', 'CFNA'],
    });
    expect(created.statusCode).toBe(201);
    const orgId = created.json().id as string;
    expect(created.json()).toMatchObject({
      name: 'Bellevue Brakes LLC',
      agreements: ['CFNA', 'GNES'],
      locations: [],
    });

    // Bad shop data answers 400 with the field's message, never 500.
    const badZip = await call(operator, 'POST', `/organisations/${orgId}/locations`, {
      ...LOCATION,
      zip: '00000',
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().error.fields.zip).toBe(
      'We could not place this ZIP code on the map. Check it and try again.',
    );
    const notAgreed = await call(operator, 'POST', `/organisations/${orgId}/locations`, {
      ...LOCATION,
      lenders: ['CFNA', 'EZPY'],
    });
    expect(notAgreed.statusCode).toBe(400);
    expect(notAgreed.json().error.fields.lenders).toContain('EZPY is not offered');
    const badAgreement = await call(operator, 'PUT', `/organisations/${orgId}/agreements`, {
      agreements: ['NOPE'],
    });
    expect(badAgreement.statusCode).toBe(400);

    const withLocation = await call(operator, 'POST', `/organisations/${orgId}/locations`, LOCATION);
    expect(withLocation.statusCode).toBe(201);
    const [location] = withLocation.json().locations;
    expect(location).toMatchObject({
      name: 'Bellevue Brake & Tire',
      address: '100 Main St, Bellevue, WA 98004',
      phoneNumber: '4255550142',
      lenders: ['CFNA', 'GNES'],
      acctId: 'ACC-778',
      subId: 'SUB-1',
      storeNumber: '0042',
      active: true,
    });
    const shopKeyId = location.shopKeyId as string;
    const [shop] = await app.db.select().from(shops).where(eq(shops.keyId, shopKeyId));
    expect(shop).toMatchObject({ companyName: 'Bellevue Brakes LLC', lenders: 'CFNA,GNES', state: 'WA' });

    const invited = await call(operator, 'POST', `/organisations/${orgId}/owners`, {
      email: 'Bea@Example.com',
      name: 'Bea Owner',
      shopKeyIds: [shopKeyId],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().users).toEqual([
      {
        id: expect.any(String),
        email: 'bea@example.com',
        name: 'Bea Owner',
        status: 'invited',
        roles: [{ shopKeyId, role: 'owner' }],
      },
    ]);
    const email = await latestEmailTo(app, 'bea@example.com');
    expect(email.subject).toContain('Bellevue Brakes LLC');
    const bea = await accept(tokenIn(email.body, '/console/accept-invitation'), 'Bea Owner');
    expect(bea.me.organisation.name).toBe('Bellevue Brakes LLC');
    expect(bea.me.locations).toEqual([expect.objectContaining({ shopKeyId, role: 'owner' })]);
    expect(bea.me.operator).toBe(false);

    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/locations/${shopKeyId}/links`,
      headers: bea.client.headers,
      payload: { phone: nextPhone() },
    });
    expect(sent.statusCode).toBe(201);
    const code = /\/([A-Za-z0-9]{12})(?:\?|$)/.exec(sent.json().link as string)![1]!;
    const opened = await app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().shop.name).toBe('Bellevue Brake & Tire');

    // The organisation's own log says what the operator did for it.
    const audit = await app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit',
      headers: bea.client.headers,
    });
    const actions = (audit.json().entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['organisation-created', 'location-added', 'invite']));
    const read = await call(operator, 'GET', `/organisations/${orgId}`);
    expect(read.json().locations.map((l: { name: string }) => l.name)).toEqual(['Bellevue Brake & Tire']);
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit',
      headers: bea.client.headers,
    });
    expect((again.json().entries as { action: string }[])[0]!.action).toBe('organisation-viewed');

    // Deactivating the owner: her sessions end and the link she sent stops working.
    const beaId = invited.json().users[0].id as string;
    const gone = await call(operator, 'POST', `/organisations/${orgId}/users/${beaId}/deactivate`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().users[0].status).toBe('disabled');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: bea.client.headers })).statusCode,
    ).toBe(401);
    const deadBySender = await app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(deadBySender.statusCode).toBe(410);
    expect(deadBySender.json().error.message).toBe(LINK_CODE_DEACTIVATED);

    // Deactivating the location: an associate's link there stops working, the role there opens nothing, the
    // location leaves search, and the history stays.
    const associateId = await createStaffUser(app, {
      organisationId: orgId,
      email: 'ari@example.com',
      roles: { [shopKeyId]: 'associate' },
    });
    const ari = await staffClientFor(app, associateId);
    const sentByAri = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/locations/${shopKeyId}/links`,
      headers: ari.headers,
      payload: { phone: nextPhone() },
    });
    const ariCode = /\/([A-Za-z0-9]{12})(?:\?|$)/.exec(sentByAri.json().link as string)![1]!;
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${ariCode}` })).statusCode,
    ).toBe(200);
    // The shop directory follows the table by its revision (every instance checks it on a timer).
    await app.services.shops.refreshIfChanged();
    const found = await app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98004' });
    expect(found.body).toContain(shopKeyId);
    // Its texted Apply Code answers until the location is deactivated, then is a code we do not know.
    await app.db.update(shops).set({ applyCode: '700777' }).where(eq(shops.keyId, shopKeyId));
    expect(await app.services.textToApply.handleInbound(nextPhone(), '700777')).toBe('link-sent');
    const off = await call(operator, 'POST', `/organisations/${orgId}/locations/${shopKeyId}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().locations[0].active).toBe(false);
    const dead = await app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${ariCode}` });
    expect(dead.statusCode).toBe(410);
    expect(dead.json().error.message).toBe(LINK_CODE_DEACTIVATED);
    expect(await app.services.textToApply.handleInbound(nextPhone(), '700777')).not.toBe('link-sent');
    const board = await app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/${shopKeyId}/board`,
      headers: ari.headers,
    });
    expect(board.statusCode).toBe(404);
    expect(await app.services.shops.refreshIfChanged()).toBe(true);
    const search = await app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98004' });
    expect(search.body).not.toContain(shopKeyId);
    const [kept] = await app.db.select({ n: count() }).from(linkCodes).where(eq(linkCodes.code, ariCode));
    expect(kept!.n).toBe(1);

    const list = await call(operator, 'GET', '/organisations');
    expect(list.json().organisations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: orgId, name: 'Bellevue Brakes LLC', locations: 1 }),
      ]),
    );
    // The operators' own organisation is not one to manage.
    const [platform] = await app.db.select().from(organisations).where(eq(organisations.kind, 'platform'));
    expect((await call(operator, 'GET', `/organisations/${platform!.id}`)).statusCode).toBe(404);
  });
});

// On PostgreSQL (npm test starts one): a fresh database there costs a fraction of a fresh PGlite folder.
describe.skipIf(!process.env.TEST_DATABASE_URL)('production', () => {
  it('seeds nothing: no shops, test links or organisations', async () => {
    const prod = await buildTestApp({
      postgres: process.env.TEST_DATABASE_URL!,
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
    try {
      for (const table of [shops, linkCodes, organisations, staffUsers]) {
        const [row] = await prod.app.db.select({ n: count() }).from(table);
        expect(row!.n).toBe(0);
      }
    } finally {
      await prod.close();
    }
  }, 120_000);
});
