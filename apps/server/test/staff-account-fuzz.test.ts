import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

/**
 * The account routes fed junk by a signed-in owner with a valid CSRF token (the app-wide route fuzz only
 * reaches them signed out, where they answer 401 before reading the body): never a 5xx, always no-store.
 */
let t: TestApp;
let client: StaffClient;

beforeAll(async () => {
  t = await buildTestApp({
    env: { STAFF_SIGN_INS_PER_IP_PER_MINUTE: '100000', API_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const org = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna']);
  const owner = await createStaffUser(t.app, {
    organisationId: org,
    email: 'fuzz@example.com',
    roles: { 'demo-cfna': 'owner' },
  });
  client = await staffClientFor(t.app, owner);
});
afterAll(() => t.close());

const junk = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'demo-cfna',
    '00000000-0000-4000-8000-000000000000',
    '__proto__',
    'constructor',
    'x'.repeat(300),
  ),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: junk,
      password: junk,
      name: junk,
      token: junk,
      challengeId: junk,
      roles: fc.array(
        fc.record({
          shopKeyId: junk,
          role: fc.oneof(junk, fc.constantFrom('owner', 'manager', 'associate', 'trainer')),
        }),
      ),
      response: fc.oneof(
        fc.jsonValue(),
        fc.record({
          id: junk,
          rawId: junk,
          type: fc.constant('public-key'),
          response: fc.record({
            clientDataJSON: junk,
            attestationObject: junk,
            authenticatorData: junk,
            signature: junk,
          }),
        }),
      ),
    },
    { requiredKeys: [] },
  ),
);

const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: (param: string) => string; body: boolean }[] =
  [
    { method: 'POST', url: () => '/api/v1/staff/sign-in', body: true },
    { method: 'POST', url: () => '/api/v1/staff/password-reset', body: true },
    { method: 'POST', url: () => '/api/v1/staff/password-reset/complete', body: true },
    { method: 'GET', url: (p) => `/api/v1/staff/invitations/${encodeURIComponent(p)}`, body: false },
    { method: 'POST', url: () => '/api/v1/staff/invitations/accept', body: true },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/authentication-options', body: true },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/authentication', body: true },
    { method: 'GET', url: () => '/api/v1/staff/users', body: false },
    { method: 'POST', url: () => '/api/v1/staff/invitations', body: true },
    { method: 'PUT', url: (p) => `/api/v1/staff/users/${encodeURIComponent(p)}/roles`, body: true },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/registration-options', body: true },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/registration', body: true },
    { method: 'DELETE', url: (p) => `/api/v1/staff/passkeys/${encodeURIComponent(p)}`, body: false },
    { method: 'DELETE', url: (p) => `/api/v1/staff/sessions/${encodeURIComponent(p)}`, body: false },
    {
      method: 'GET',
      url: (p) => `/api/v1/staff/audit?before=${encodeURIComponent(p)}&limit=${encodeURIComponent(p)}`,
      body: false,
    },
    { method: 'GET', url: () => '/api/v1/staff/sessions', body: false },
    { method: 'GET', url: () => '/api/v1/staff/passkeys', body: false },
  ];

describe('staff account routes under junk input', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url(':param')} answers no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(junk, body, async (param, payload) => {
          const response = await t.app.inject({
            method: route.method,
            url: route.url(param || 'x'),
            headers: client.headers,
            ...(route.body
              ? {
                  payload: JSON.stringify(payload),
                  headers: { ...client.headers, 'content-type': 'application/json' },
                }
              : {}),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          // Answers with data are never stored. (A path parameter past the router's length limit gets the app's
          // own 404 before any staff route runs: no data, and not the staff routes' header.)
          if (response.statusCode < 300) expect(response.headers['cache-control']).toBe('no-store');
        }),
        { numRuns: 25 },
      );
    });
  }
});
