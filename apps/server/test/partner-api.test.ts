import type { ApiKeyList, AuditEntry, CreatedApiKey } from '@ttapply/domain/console';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  partnerIdempotencyKeys,
  partnerJourneys,
  smsOptOuts,
  staffAuditLog,
  staffLinkSends,
  staffUsers,
} from '../src/db/schema.js';
import type { PartnerJourney } from '../src/partner-api/partner-api-schemas.js';
import { KEY_REFUSED } from '../src/partner-api/partner-api-keys.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

/**
 * The partner API with the console's keys (docs/partner-api.md): keys made, rotated and revoked by owners and
 * managers; a journey started, read, listed, closed and its link cancelled by a shop system; Idempotency-Key
 * replays and refusals; problem+json; one location's key reaching nothing of another's; the worlds apart.
 */
const A_SHOP = 'demo-cfna';
const B_SHOP = 'demo-amff';
const PARTNER = '/api/partner/v1';
const PER_MINUTE = 80;

let t: TestApp;
let ownerA: StaffClient;
let associateA: StaffClient;
let ownerB: StaffClient;

beforeAll(async () => {
  t = await buildTestApp({ env: { PARTNER_API_REQUESTS_PER_KEY_PER_MINUTE: String(PER_MINUTE) } });
  const orgA = await createOrganisation(t.app, 'Redmond Tire Group', [A_SHOP]);
  const orgB = await createOrganisation(t.app, 'Bravo Holdings', [B_SHOP]);
  ownerA = await staffClientFor(
    t.app,
    await createStaffUser(t.app, {
      organisationId: orgA,
      email: 'olive@redmond.example',
      roles: { [A_SHOP]: 'owner' },
    }),
  );
  associateA = await staffClientFor(
    t.app,
    await createStaffUser(t.app, {
      organisationId: orgA,
      email: 'ava@redmond.example',
      name: 'Ava Associate',
      roles: { [A_SHOP]: 'associate' },
    }),
  );
  ownerB = await staffClientFor(
    t.app,
    await createStaffUser(t.app, {
      organisationId: orgB,
      email: 'boss@bravo.example',
      roles: { [B_SHOP]: 'owner' },
    }),
  );
}, 120_000);
afterAll(() => t.close());

const keysUrl = (shop: string) => `/api/v1/staff/locations/${shop}/api-keys`;

async function newKey(client: StaffClient, shop = A_SHOP, name = 'Shop system'): Promise<CreatedApiKey> {
  const res = await t.app.inject({
    method: 'POST',
    url: keysUrl(shop),
    headers: client.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiKey>();
}

/** A key made without the console: the staff sessions of the file have ended once the clock moved a day. */
async function keyMadeBy(shop: string): Promise<CreatedApiKey> {
  const [owner] = await t.app.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, 'olive@redmond.example'));
  return t.app.services.partnerKeys.create(shop, owner!.id, 'Later');
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

function start(secret: string, idempotencyKey: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${PARTNER}/journeys`,
    headers: { ...bearer(secret), 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

const order = (reference: string, phone = nextPhone()) => ({
  phone,
  purchaseAmount: 1234.5,
  reference,
  associate: 'ava@redmond.example',
});

async function textsTo(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return res
    .json<{ to: string; body: string }[]>()
    .filter((m) => m.to === phone)
    .map((m) => m.body);
}

describe('keys in the console', () => {
  it('an owner makes a test key shown once; the list shows its hint only; an associate may not; all audited', async () => {
    const created = await newKey(ownerA, A_SHOP, 'Front desk');
    expect(created.secret).toMatch(/^tta_test_[0-9A-Za-z]{40}$/);
    expect(created.key).toMatchObject({
      name: 'Front desk',
      mode: 'test',
      status: 'active',
      expiresAt: null,
    });
    expect(created.key.hint).toBe(`tta_test_…${created.secret.slice(-4)}`);

    const list = await t.app.inject({ method: 'GET', url: keysUrl(A_SHOP), headers: ownerA.headers });
    expect(list.statusCode).toBe(200);
    const keys = list.json<ApiKeyList>();
    expect(keys.mode).toBe('test');
    expect(keys.keys.find((k) => k.id === created.key.id)).toMatchObject({ hint: created.key.hint });
    expect(list.body).not.toContain(created.secret.slice(9));

    for (const request of [
      { method: 'GET' as const, url: keysUrl(A_SHOP) },
      { method: 'POST' as const, url: keysUrl(A_SHOP), payload: { name: 'Mine' } },
      { method: 'POST' as const, url: `${keysUrl(A_SHOP)}/${created.key.id}/revoke` },
    ]) {
      expect((await t.app.inject({ ...request, headers: associateA.headers })).statusCode).toBe(403);
    }
    // Another organisation's owner does not learn the location or the key exist.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${keysUrl(A_SHOP)}/${created.key.id}/revoke`,
      headers: ownerB.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const [audit] = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'api-key-created'), eq(staffAuditLog.targetId, created.key.id)));
    expect(audit).toMatchObject({ shopKeyId: A_SHOP, targetType: 'api-key' });
    expect(JSON.stringify(audit)).not.toContain(created.secret.slice(9));
  });

  it('a name too long is refused with the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: keysUrl(A_SHOP),
      headers: ownerA.headers,
      payload: { name: 'x'.repeat(61) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe(
      'Name the key in 1 to 60 characters, e.g. Shop system, front desk.',
    );
  });
});

describe('a journey through the partner API', () => {
  it('texts the customer as the console does and answers the journey, its link and QR code', async () => {
    const { secret, key } = await newKey(ownerA);
    const body = order('RO-1001');
    const res = await start(secret, 'start-1001', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-request-id']).toBeTruthy();
    const journey = res.json<PartnerJourney & { qrCodeData: string }>();
    expect(journey).toMatchObject({
      reference: 'RO-1001',
      stage: 'link-sent',
      stageText: 'link sent',
      purchaseAmount: 1234.5,
      phoneLast4: body.phone.slice(-4),
      associate: 'Ava Associate',
      lenders: [],
      approvedAmount: null,
      sale: null,
      link: { status: 'live' },
    });
    expect(journey.link.url).toMatch(/\/go\/[0-9A-Za-z]{12}$/);
    expect(await textsTo(body.phone)).toEqual([
      `Redmond Tire Pros: apply for financing for your $1,234.50 purchase at ${journey.link.url} . The link works for 24 ` +
        'hours. Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
    ]);
    // The send is the associate's, as if texted from the console; the board's note names the order.
    const [send] = await t.app.db.select().from(staffLinkSends).where(eq(staffLinkSends.id, journey.id));
    expect(send).toMatchObject({ shopKeyId: A_SHOP, note: 'Shop system: RO-1001' });

    const svg = Buffer.from(journey.qrCodeData.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(journey.link.qrCodeUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Embeddable in the shop system's own pages.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.body).toBe(svg);

    const read = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys/${journey.id}`,
      headers: bearer(secret),
    });
    expect(read.statusCode).toBe(200);
    const { qrCodeData: _qr, ...view } = journey;
    expect(read.json()).toEqual(view);

    // Each use of the key is in the organisation's audit log, written once its answer has gone (it records the
    // status), so a little after the call returns.
    await vi.waitFor(async () => {
      const uses = await t.app.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'partner-api-call'), eq(staffAuditLog.targetId, key.id)));
      expect(uses.map((row) => row.detail)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ method: 'POST', route: `${PARTNER}/journeys`, status: 201 }),
          expect.objectContaining({
            method: 'GET',
            route: `${PARTNER}/journeys/:id`,
            journeyId: journey.id,
            status: 200,
          }),
        ]),
      );
    });
    // The owner's audit log says which key, by its name and hint.
    const log = await t.app.inject({ method: 'GET', url: '/api/v1/staff/audit', headers: ownerA.headers });
    expect(log.json<{ entries: AuditEntry[] }>().entries).toContainEqual(
      expect.objectContaining({
        action: 'partner-api-call',
        actor: key.hint,
        target: `api-key:${key.id}`,
        targetName: `API key Shop system (${key.hint})`,
      }),
    );
  });

  it('the same Idempotency-Key and body answer the first answer again, marked; another body answers 422', async () => {
    const { secret } = await newKey(ownerA);
    const body = order('RO-1002');
    const first = await start(secret, 'start-1002', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await start(secret, 'start-1002', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await textsTo(body.phone)).toHaveLength(1);

    const other = await start(secret, 'start-1002', { ...body, purchaseAmount: 99 });
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.json()).toEqual({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'UNPROCESSABLE',
      requestId: other.headers['x-request-id'],
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: `${PARTNER}/journeys`,
      headers: bearer(secret),
      payload: order('RO-1003'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.json().fields['idempotency-key']).toMatch(/^Send an Idempotency-Key header/);
  });

  it('a refused start gives its key back: corrected, the same key starts the journey', async () => {
    const { secret } = await newKey(ownerA);
    const wrong = await start(secret, 'start-1004', {
      ...order('RO-1004'),
      associate: 'nobody@redmond.example',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: { associate: 'Give the e-mail of the associate at this location who is helping the customer.' },
    });
    const bad = await start(secret, 'start-1004', { ...order('RO-1004'), phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'about:blank', status: 400, code: 'BAD_REQUEST' });
    expect(bad.json().fields.phone).toBeTruthy();
    expect((await start(secret, 'start-1004', order('RO-1004'))).statusCode).toBe(201);
  });

  it('a journey read follows the customer: a new one as they verify, a returning one to the journey they had', async () => {
    const { secret } = await newKey(ownerA);
    const read = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `${PARTNER}/journeys/${id}`, headers: bearer(secret) })
      ).json<PartnerJourney>();
    const codeOf = (journey: PartnerJourney) => journey.link.url.split('/go/')[1]!;

    const newPhone = nextPhone();
    const fresh = (await start(secret, 'follow-new', order('RO-4001', newPhone))).json<PartnerJourney>();
    expect(fresh.stage).toBe('link-sent');
    await verifyPhone(t.app, newPhone, { linkCode: codeOf(fresh) });
    expect(await read(fresh.id)).toMatchObject({
      stage: 'phone-verified',
      stageText: 'verified their phone',
    });

    const returning = nextPhone();
    await verifyPhone(t.app, returning, { shopKeyId: A_SHOP });
    const back = (
      await start(secret, 'follow-returning', order('RO-4002', returning))
    ).json<PartnerJourney>();
    await verifyPhone(t.app, returning, { linkCode: codeOf(back) });
    expect(await read(back.id)).toMatchObject({
      reference: 'RO-4002',
      stage: 'phone-verified',
      stageText: 'verified their phone',
    });
  });

  it('a number that opted out is refused as from the console, texts nothing, and frees its key', async () => {
    const { secret } = await newKey(ownerA);
    const body = order('RO-3000');
    await t.app.db.insert(smsOptOuts).values({ phone: body.phone, createdAt: new Date() });
    const res = await start(secret, 'start-3000', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      detail:
        'This number opted out of texts from Text To Apply. To get texts again, text START to 898227 from that phone, then try again.',
    });
    expect(await textsTo(body.phone)).toEqual([]);
    await t.app.db.delete(smsOptOuts).where(eq(smsOptOuts.phone, body.phone));
    expect((await start(secret, 'start-3000', body)).statusCode).toBe(201);
  });

  it('50 parallel starts with one Idempotency-Key start one journey and text once', async () => {
    const { secret } = await newKey(ownerA);
    const body = order('RO-2000');
    const answers = await Promise.all(Array.from({ length: 50 }, () => start(secret, 'start-2000', body)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const started = answers.filter((res) => res.statusCode === 201);
    expect(started.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(started.map((res) => res.json<PartnerJourney>().id)).size).toBe(1);
    const busy = answers.find((res) => res.statusCode === 409);
    if (busy) expect(busy.headers['content-type']).toMatch(/^application\/problem\+json/);
    const rows = await t.app.db
      .select()
      .from(partnerJourneys)
      .where(eq(partnerJourneys.reference, 'RO-2000'));
    expect(rows).toHaveLength(1);
    expect(await textsTo(body.phone)).toHaveLength(1);
  });

  it('lists by reference and stage, paged; marks the sale; cancels the link', async () => {
    const { secret } = await newKey(ownerA);
    const ids: string[] = [];
    for (const reference of ['INV-1', 'INV-2', 'INV-3']) {
      ids.push((await start(secret, `list-${reference}`, order(reference))).json<PartnerJourney>().id);
    }
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `${PARTNER}/journeys?${query}`, headers: bearer(secret) });

    const byReference = await get('reference=INV-2');
    expect(byReference.json().journeys.map((j: PartnerJourney) => j.id)).toEqual([ids[1]]);
    const first = (await get('limit=2&stage=link-sent')).json<{ journeys: PartnerJourney[]; next: string }>();
    expect(first.journeys.map((j) => j.id)).toEqual([ids[2], ids[1]]);
    const second = (await get(`limit=2&stage=link-sent&cursor=${first.next}`)).json<{
      journeys: PartnerJourney[];
    }>();
    expect(second.journeys[0]!.id).toBe(ids[0]);
    expect((await get('stage=funded')).json().journeys).toEqual([]);
    expect((await get('cursor=bm9uc2Vuc2U')).statusCode).toBe(400);

    const post = (url: string, key: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${PARTNER}${url}`,
        headers: { ...bearer(secret), 'idempotency-key': key },
        ...(payload ? { payload } : {}),
      });
    const sold = await post(`/journeys/${ids[0]}/sale`, 'sale-1', {
      outcome: 'sale-completed',
      invoiceAmount: 1210.75,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().sale).toEqual({ outcome: 'sale-completed', invoiceAmount: 1210.75 });
    const gone = await post(`/journeys/${ids[1]}/sale`, 'sale-2', { outcome: 'customer-left' });
    expect(gone.json().sale).toEqual({ outcome: 'customer-left', invoiceAmount: null });

    const cancelled = await post(`/journeys/${ids[2]}/cancel-link`, 'cancel-3');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ stageText: 'link cancelled', link: { status: 'cancelled' } });
    const code = cancelled.json<PartnerJourney>().link.url.split('/go/')[1];
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(opened.statusCode).toBe(410);
  });
});

describe('one location, one key', () => {
  it('a key of location A reads or changes nothing of location B', async () => {
    const a = await newKey(ownerA);
    const b = await newKey(ownerB, B_SHOP);
    const bPhone = nextPhone();
    const bJourney = await start(b.secret, 'b-start', {
      ...order('B-77', bPhone),
      associate: 'boss@bravo.example',
    });
    expect(bJourney.statusCode, bJourney.body).toBe(201);
    const id = bJourney.json<PartnerJourney>().id;

    const asA = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${PARTNER}${url}`,
        headers: { ...bearer(a.secret), 'idempotency-key': `a-${url}` },
        ...(payload ? { payload } : {}),
      });
    for (const res of [
      await asA('GET', `/journeys/${id}`),
      await asA('POST', `/journeys/${id}/sale`, { outcome: 'customer-left' }),
      await asA('POST', `/journeys/${id}/cancel-link`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await asA('GET', '/journeys?reference=B-77')).json().journeys).toEqual([]);
    // A's associate is not B's: a start at A cannot text in B's name.
    const asBAssociate = await asA('POST', '/journeys', { ...order('A-1'), associate: 'boss@bravo.example' });
    expect(asBAssociate.statusCode).toBe(422);
    // B's journey is as it was.
    const still = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys/${id}`,
      headers: bearer(b.secret),
    });
    expect(still.json()).toMatchObject({ sale: null, link: { status: 'live' } });
    // B's Idempotency-Keys are B's: A reusing one starts its own journey.
    expect((await start(a.secret, 'b-start', order('A-2'))).statusCode).toBe(201);
  });
});

describe('worlds apart', () => {
  it('neither a staff cookie nor a consumer token opens the partner API, and a key opens no staff or consumer route', async () => {
    const { secret } = await newKey(ownerA);
    const withCookie = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys`,
      headers: ownerA.headers,
    });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.headers['content-type']).toMatch(/^application\/problem\+json/);
    // A consumer's session token is a Bearer too: it opens nothing here either.
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: A_SHOP });
    const withToken = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys`,
      headers: bearer(consumer.token),
    });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().code).toBe('UNAUTHORIZED');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: bearer(secret) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/staff/locations/${A_SHOP}/board`,
          headers: bearer(secret),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/apps/journey', headers: bearer(secret) }))
        .statusCode,
    ).toBe(401);
  });

  it('an unknown partner path answers a problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PARTNER}/nothing-here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'about:blank', status: 404, code: 'NOT_FOUND' });
  });
});

describe('the limit per key', () => {
  it('a key past its requests per minute is refused with Retry-After; another key is not', async () => {
    const busy = await newKey(ownerA);
    const calm = await newKey(ownerA);
    t.advanceToMinuteStart();
    const use = (secret: string) =>
      t.app.inject({ method: 'GET', url: `${PARTNER}/journeys?limit=1`, headers: bearer(secret) });
    for (let i = 0; i < PER_MINUTE; i++) expect((await use(busy.secret)).statusCode).toBe(200);
    const refused = await use(busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await use(calm.secret)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('every partner route, fed values near and far from its schema with a valid key, answers without a 5xx', async () => {
    // Three keys taking turns: each stays under its limit per minute, so every run reaches the route.
    const secrets = [
      (await newKey(ownerA)).secret,
      (await newKey(ownerA)).secret,
      (await newKey(ownerA)).secret,
    ];
    let turn = 0;
    const known = (await start(secrets[0]!, 'fuzz-known', order('FUZZ-1'))).json<PartnerJourney>();
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('\ud800', 'a\udfffb', '\u0000', '', '__proto__', 'constructor', known.id, 'RO-1001'),
      fc.constantFrom(
        '4255550123',
        'ava@redmond.example',
        'sale-completed',
        'customer-left',
        'es',
        'link-sent',
      ),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const body = fc.dictionary(
      fc.constantFrom(
        'phone',
        'purchaseAmount',
        'reference',
        'associate',
        'locale',
        'outcome',
        'invoiceAmount',
        'x',
      ),
      value,
    );
    const query = fc.dictionary(
      fc.constantFrom('from', 'to', 'stage', 'reference', 'limit', 'cursor', 'lang'),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2026-11-01T00:00:00Z', '0', '101', 'link-sent'),
      ),
    );
    const segment = fc.oneof(fc.constant(known.id), fc.uuid(), fc.string({ minLength: 1, maxLength: 20 }));
    const request = fc.record({
      route: fc.constantFrom('start', 'list', 'read', 'sale', 'cancel', 'qr'),
      body,
      query,
      segment,
      idempotencyKey: fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const id = encodeURIComponent(r.segment);
        const [method, path] = {
          start: ['POST', '/journeys'],
          list: ['GET', '/journeys'],
          read: ['GET', `/journeys/${id}`],
          sale: ['POST', `/journeys/${id}/sale`],
          cancel: ['POST', `/journeys/${id}/cancel-link`],
          qr: ['GET', `/qr-codes/${id}`],
        }[r.route] as ['GET' | 'POST', string];
        const res = await t.app.inject({
          method,
          url: `${PARTNER}${path}`,
          query: r.query,
          headers: { ...bearer(secrets[turn++ % secrets.length]!), 'idempotency-key': r.idempotencyKey },
          ...(method === 'POST' ? { payload: r.body } : {}),
        });
        if (res.statusCode >= 500)
          throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
        // Not the key's own limit: each run reaches the route (the texting caps may still answer 429).
        if (res.statusCode === 429) expect(res.json().detail).not.toMatch(/^This API key made too many/);
        if (res.statusCode >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('revoked and rotated keys', () => {
  it('a revoked key is refused at once; a rotated key works through the overlap, then is refused', async () => {
    const revoked = await newKey(ownerA);
    const res = await t.app.inject({
      method: 'POST',
      url: `${keysUrl(A_SHOP)}/${revoked.key.id}/revoke`,
      headers: ownerA.headers,
    });
    expect(res.json()).toMatchObject({ status: 'revoked' });
    const refused = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys`,
      headers: bearer(revoked.secret),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED', detail: KEY_REFUSED });

    const old = await newKey(ownerA);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${keysUrl(A_SHOP)}/${old.key.id}/rotate`,
      headers: ownerA.headers,
    });
    expect(rotated.statusCode).toBe(201);
    const replacement = rotated.json<CreatedApiKey>();
    expect(replacement.key).toMatchObject({ name: old.key.name, status: 'active' });
    const again = await t.app.inject({
      method: 'POST',
      url: `${keysUrl(A_SHOP)}/${old.key.id}/rotate`,
      headers: ownerA.headers,
    });
    expect(again.statusCode).toBe(409);
    const list = (
      await t.app.inject({ method: 'GET', url: keysUrl(A_SHOP), headers: ownerA.headers })
    ).json<ApiKeyList>();
    const listedOld = list.keys.find((k) => k.id === old.key.id)!;
    expect(listedOld.status).toBe('rotating');
    expect(new Date(listedOld.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const use = (secret: string) =>
      t.app.inject({ method: 'GET', url: `${PARTNER}/journeys`, headers: bearer(secret) });
    expect((await use(old.secret)).statusCode).toBe(200);
    expect((await use(replacement.secret)).statusCode).toBe(200);
    // Last in the file: the clock moved a day on ends every staff session.
    t.advance(24 * 3_600_000 + 1_000);
    expect((await use(old.secret)).statusCode).toBe(401);
    expect((await use(replacement.secret)).statusCode).toBe(200);
  });

  it('a day later an Idempotency-Key is free again, and the answers kept for the day before are gone', async () => {
    // The clock is a day on (the test above): the key of the first start no longer answers its old answer.
    const { secret } = await keyMadeBy(A_SHOP);
    const again = await start(secret, 'start-1002', order('RO-1002'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const kept = await t.app.db
      .select({ key: partnerIdempotencyKeys.key })
      .from(partnerIdempotencyKeys)
      .where(eq(partnerIdempotencyKeys.shopKeyId, A_SHOP));
    expect(kept.map((row) => row.key)).toEqual(['start-1002']);
  });

  it('a key of the other mode is refused with what it works with; a malformed one asks for a key', async () => {
    const live = await t.app.inject({
      method: 'GET',
      url: `${PARTNER}/journeys`,
      headers: bearer(`tta_live_${'a'.repeat(40)}`),
    });
    expect(live.statusCode).toBe(401);
    expect(live.json().detail).toMatch(/^A live key \(tta_live_…\) works only with real lenders/);
    const none = await t.app.inject({ method: 'GET', url: `${PARTNER}/journeys` });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Send the location’s API key as Authorization: Bearer tta_….');
  });
});

describe('the description', () => {
  it('lists the partner API under its tag, with the key as its security and problem+json as its errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            tags: string[];
            security?: unknown;
            responses: Record<string, { content: Record<string, unknown> }>;
          }
        >
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const start = doc.paths[`${PARTNER}/journeys`]!.post!;
    expect(start.tags).toEqual(['Partner API']);
    expect(start.security).toEqual([{ partnerApiKey: [] }]);
    expect(Object.keys(start.responses['422']!.content)).toEqual(['application/problem+json']);
    expect(Object.keys(start.responses['201']!.content)).toEqual(['application/json']);
    expect(doc.components.securitySchemes.partnerApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the reference page', () => {
  it('shows every partner operation with its fields and answers, without a script, under the page CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/partner-api-reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(/script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]).not.toMatch(
      /unsafe/,
    );
    expect(page.body).not.toMatch(/<script/i);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(PARTNER))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(6);
    for (const operation of operations) expect(page.body).toContain(`<code>${operation}</code></h2>`);
    const text = page.body.replace(/<[^>]+>/g, '');
    expect(text).toContain('referencestring, 1 to 64 characters');
    expect(text).toContain('associatestring, format email, at most 254 characters');
    expect(text).toContain('detailstring');
    expect(text).toContain('Takes no key.');
  });
});
