import { randomBytes } from 'node:crypto';
import type { LinkSendView } from '@ttapply/domain/console';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys } from '../src/db/schema.js';
import { buildTestApp, nextPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

/**
 * Organisation isolation, every staff route enumerated (collected as they are registered, so a route added
 * later is covered without touching this file): a user of organisation A calling each route with
 * organisation B's location, journey, link send and user in the parameters gets 403 or 404, and no answer
 * carries anything of B's. Every answer, refused or not, is `no-store`.
 */
const STAFF = '/api/v1/staff';
const routes: RouteOptions[] = [];
let t: TestApp;
let ownerA: string;
let clientA: StaffClient;

const A_SHOP = 'demo-cfna';
const B_SHOP = 'demo-amff';
const b = {
  organisation: 'Bravo Holdings',
  email: 'boss@bravo.example',
  userName: 'Bertrand Bravo-Boss',
  customerName: 'Bertha Bravo',
  phone: '',
  userId: '',
  consumerId: '',
  linkSendId: '',
};
let aConsumerId = '';
let aLinkSendId = '';

beforeAll(async () => {
  // On real PostgreSQL when TEST_DATABASE_URL is set, as route-fuzz.test.ts: its type checks are stricter.
  const postgres = process.env.TEST_DATABASE_URL;
  t = await buildTestApp({ onRoute: (route) => routes.push(route), ...(postgres ? { postgres } : {}) });
  const orgA = await createOrganisation(t.app, 'Alpha Tires', [A_SHOP]);
  const orgB = await createOrganisation(t.app, b.organisation, [B_SHOP]);
  ownerA = await createStaffUser(t.app, {
    organisationId: orgA,
    email: 'owner@alpha.example',
    roles: { [A_SHOP]: 'owner' },
  });
  b.userId = await createStaffUser(t.app, {
    organisationId: orgB,
    email: b.email,
    name: b.userName,
    roles: { [B_SHOP]: 'owner' },
  });
  clientA = await staffClientFor(t.app, ownerA);
  const clientB = await staffClientFor(t.app, b.userId);
  b.phone = nextPhone();
  const sentB = await t.app.inject({
    method: 'POST',
    url: `${STAFF}/locations/${B_SHOP}/links`,
    headers: clientB.headers,
    payload: { phone: b.phone, purchaseAmount: 777.77, note: 'Bravo secret note' },
  });
  expect(sentB.statusCode, sentB.body).toBe(201);
  b.consumerId = sentB.json<LinkSendView>().consumerId;
  b.linkSendId = sentB.json<LinkSendView>().id;
  await t.app.db
    .update(journeys)
    .set({ customerName: b.customerName })
    .where(eq(journeys.consumerId, b.consumerId));
  const sentA = await t.app.inject({
    method: 'POST',
    url: `${STAFF}/locations/${A_SHOP}/links`,
    headers: clientA.headers,
    payload: { phone: nextPhone() },
  });
  aConsumerId = sentA.json<LinkSendView>().consumerId;
  aLinkSendId = sentA.json<LinkSendView>().id;
}, 120_000);
afterAll(() => t.close());

/** B's values that must never reach A. */
const bMarkers = () => [
  b.organisation,
  b.email,
  b.userName,
  b.customerName,
  b.phone,
  b.userId,
  b.consumerId,
  b.linkSendId,
  'Bravo secret note',
  '777.77',
];

/** Parameters by name: B's thing of that kind. */
const bParams = (): Record<string, string> => ({
  shopKeyId: B_SHOP,
  consumerId: b.consumerId,
  id: b.linkSendId,
  userId: b.userId,
  token: randomBytes(24).toString('base64url'),
});
const IDENTIFYING = new Set(['shopKeyId', 'consumerId', 'id', 'userId']);

/**
 * Bodies the routes accept (docs/console-api.md), naming B where a body names a location: without a valid
 * body a route would answer 400 before it looks at whose data it is.
 */
const BODIES: Record<string, { body: unknown; namesB?: boolean }> = {
  'POST /locations/:shopKeyId/links': { body: { phone: '4255550199', purchaseAmount: 10 } },
  'POST /invitations': {
    body: { email: 'new@alpha.example', name: 'New', roles: [{ shopKeyId: B_SHOP, role: 'associate' }] },
    namesB: true,
  },
  'PUT /users/:userId/roles': { body: { roles: [{ shopKeyId: B_SHOP, role: 'associate' }] } },
  'POST /locations/:shopKeyId/journeys/:consumerId/sale': {
    body: { outcome: 'sale-completed', invoiceAmount: 250 },
  },
  'POST /locations/:shopKeyId/journeys/:consumerId/cancel-funding': {
    body: { reason: 'Customer changed mind' },
  },
  'PUT /locations/:shopKeyId/lenders': { body: { lenders: ['CFNA'] } },
  'PUT /locations/:shopKeyId/contact': {
    body: { phoneNumber: '4255550100', contactHours: 'Mon–Sat 8am–6pm' },
  },
  'POST /locations/:shopKeyId/training/tickets': { body: { programme: 'pay-link' } },
  'POST /locations/:shopKeyId/api-keys': { body: { name: 'Bravo shop system' } },
  'POST /locations/:shopKeyId/webhooks': {
    body: { url: 'https://example.com/hooks', events: ['sale.completed'] },
  },
  'PUT /locations/:shopKeyId/webhooks/:id': {
    body: { url: 'https://example.com/hooks', events: ['sale.completed'] },
  },
  'POST /sign-in': { body: { email: b.email, password: 'wrong password here' } },
  'POST /password-reset': { body: { email: b.email } },
};

/** Queries the routes require (docs/console-api.md): without them a route answers 400 before the location check. */
const QUERIES: Record<string, string> = {
  'GET /locations/:shopKeyId/reports': '?from=2026-01-01&to=2026-01-31',
  'GET /locations/:shopKeyId/reports.csv': '?from=2026-01-01&to=2026-01-31',
};

function staffTargets() {
  return routes
    .filter((route) => route.url.startsWith(STAFF))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, url: route.url, route })),
    );
}

function fill(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

describe('organisation isolation on every staff route', () => {
  it('knows the location routes', () => {
    const urls = staffTargets().map((target) => `${target.method} ${target.url.slice(STAFF.length)}`);
    for (const expected of [
      'GET /locations/:shopKeyId/board',
      'GET /locations/:shopKeyId/board/events',
      'GET /locations/:shopKeyId/journeys/:consumerId',
      'GET /locations/:shopKeyId/links',
      'POST /locations/:shopKeyId/links',
      'POST /locations/:shopKeyId/links/:id/resend',
      'POST /locations/:shopKeyId/links/:id/cancel',
      'GET /me',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it("A's user gets 403 or 404 for B's location, journey, link send and user, and never B's data", async () => {
    const checked: string[] = [];
    for (const { method, url } of staffTargets()) {
      const key = `${method} ${url.slice(STAFF.length)}`;
      const names = (url.match(/:(\w+)/g) ?? []).map((name) => name.slice(1));
      const sample = BODIES[key];
      const mustRefuse = names.some((name) => IDENTIFYING.has(name)) || sample?.namesB === true;
      // All of B's, then A's own location with B's journey, link send or user in it.
      const variants = [bParams()];
      if (
        names.includes('shopKeyId') &&
        names.some((name) => name !== 'shopKeyId' && IDENTIFYING.has(name))
      ) {
        variants.push({ ...bParams(), shopKeyId: A_SHOP });
      }
      for (const params of variants) {
        // A fresh session per call: sign-out routes end the session they are called with.
        const client = await staffClientFor(t.app, ownerA);
        const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
        const res = await t.app.inject({
          method: method as 'GET',
          url: fill(url, params) + (QUERIES[key] ?? ''),
          headers: client.headers,
          ...(hasBody ? { payload: (sample?.body ?? {}) as Record<string, unknown> } : {}),
        });
        const label = `${key} with ${JSON.stringify(params)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
        expect(res.headers['cache-control'], label).toBe('no-store');
        if (mustRefuse) expect([403, 404], label).toContain(res.statusCode);
        for (const marker of bMarkers()) expect(res.body, label).not.toContain(marker);
        checked.push(key);
      }
    }
    expect(new Set(checked).size).toBe(staffTargets().length);
  });

  it('every staff route answers no-store without a session too, and opens nothing', async () => {
    for (const { method, url } of staffTargets()) {
      const res = await t.app.inject({ method: method as 'GET', url: fill(url, bParams()) });
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      for (const marker of bMarkers()) expect(res.body).not.toContain(marker);
    }
  });
});

// ------------------------------------------------------------------------------------------------ fuzz

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    'demo-cfna',
    'demo-amff',
    '4255550100',
    '+1 (425) 555-0100',
    '1e309',
    '-1',
    '%',
    '__proto__',
  ),
);
const leaf = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('record')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  record: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
})).value;

function shapeKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    current = typeof current.unwrap === 'function' ? (current.unwrap() as typeof current) : undefined;
  }
  return [];
}

const shaped = (schema: unknown) =>
  fc.record(Object.fromEntries(shapeKeys(schema).map((name) => [name, fc.oneof(nastyString, leaf, junk)])), {
    requiredKeys: [],
  });

describe('an API path no route matches', () => {
  it('is a 404 with no-store, as every staff answer (a dot segment a client resolved lands here)', async () => {
    for (const url of [
      `${STAFF}/locations/../board`,
      `${STAFF}/locations/x/journeys/..`,
      `${STAFF}/nothing`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: clientA.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store too when a path that matches no route is refused for its body first', async () => {
    // `journeys/./sale` resolves to `journeys/sale`, which no route has; the input guard refuses the body's
    // `toString` key before the not-found handler runs (a case the fuzz below once found).
    const res = await t.app.inject({
      method: 'POST',
      url: `${STAFF}/locations/${A_SHOP}/journeys/./sale`,
      headers: { ...clientA.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ toString: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the location routes under fuzz with a valid session', () => {
  it('never answer 5xx', async () => {
    const targets = staffTargets().filter(
      (target) => target.url.startsWith(`${STAFF}/locations/`) && !target.url.endsWith('/board/events'),
    );
    expect(targets.length).toBeGreaterThanOrEqual(6);
    const ids = () => fc.constantFrom(aConsumerId, aLinkSendId, b.consumerId, b.linkSendId);
    for (const { method, url, route } of targets) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      // Parameters are never empty: an empty path segment is another URL, not this route.
      const param = nastyString.filter((value) => value.length > 0);
      const request = fc.record({
        shopKeyId: fc.oneof(fc.constant(A_SHOP), fc.constant(B_SHOP), param),
        consumerId: fc.oneof(ids(), param),
        id: fc.oneof(ids(), param),
        query: shaped(schema.querystring),
        body: fc.oneof(shaped(schema.body), junk),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const params = { shopKeyId: input.shopKeyId, consumerId: input.consumerId, id: input.id };
          const query = Object.entries(input.query)
            .map(
              ([k, v]) =>
                `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
            )
            .join('&');
          const res = await t.app.inject({
            method: method as 'GET',
            url: `${fill(url, params)}${query ? `?${query}` : ''}`,
            headers: {
              ...clientA.headers,
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            ...(method === 'POST' ? { payload: JSON.stringify(input.body) } : {}),
          });
          if (res.statusCode >= 500) {
            throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          }
          expect(res.headers['cache-control'], `${method} ${url} answered ${res.statusCode}`).toBe(
            'no-store',
          );
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 40),
          seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
        },
      );
    }
  }, 240_000);
});
