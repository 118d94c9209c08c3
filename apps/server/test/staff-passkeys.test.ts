import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, staffPasskeys } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import {
  clientFromSignIn,
  createOrganisation,
  createStaffUser,
  staffClientFor,
  type StaffClient,
} from './staff-support.js';

let t: TestApp;
let orgId: string;
const ORIGIN = 'https://console.example.test';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BASE_URL: ORIGIN } });
  orgId = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna']);
});
afterAll(() => t.close());

async function registrationOptions(client: StaffClient) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/passkeys/registration-options',
    headers: client.headers,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    challengeId: string;
    options: { challenge: string; user: { id: string }; rp: { id: string } };
  };
}

async function authenticationOptions() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/passkeys/authentication-options',
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    challengeId: string;
    options: { challenge: string; allowCredentials?: unknown[] };
  };
}

const signInWithPasskey = (challengeId: string, response: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/passkeys/authentication',
    payload: { challengeId, response },
  });

describe('passkeys', () => {
  it('registers a passkey for the signed-in user and signs in with it, no e-mail typed', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'kim@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const client = await staffClientFor(t.app, userId);
    const authenticator = new SoftwareAuthenticator('console.example.test', ORIGIN);

    const { challengeId, options } = await registrationOptions(client);
    expect(options.rp.id).toBe('console.example.test');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/passkeys/registration',
      headers: client.headers,
      payload: { challengeId, response: authenticator.register(options), name: 'Counter laptop' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      id: authenticator.id,
      name: 'Counter laptop',
      lastUsedAt: null,
    });
    // The challenge worked once.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/passkeys/registration',
      headers: client.headers,
      payload: { challengeId, response: authenticator.register(options) },
    });
    expect(replay.statusCode).toBe(400);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/passkeys',
      headers: client.headers,
    });
    expect(list.json().passkeys).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers });
    expect(me.json().passkeys).toBe(1);

    const auth = await authenticationOptions();
    expect(auth.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await signInWithPasskey(auth.challengeId, authenticator.authenticate(auth.options));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: userId }, session: { method: 'passkey' } });
    const passkeyClient = clientFromSignIn(signedIn);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: passkeyClient.headers }))
        .statusCode,
    ).toBe(200);
    const [stored] = await t.app.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.id, authenticator.id));
    expect(stored).toMatchObject({ counter: 1 });
    expect(stored!.lastUsedAt).not.toBeNull();

    // The same challenge cannot sign in twice.
    const again = await signInWithPasskey(auth.challengeId, authenticator.authenticate(auth.options));
    expect(again.statusCode).toBe(401);
  });

  it('refuses an answer for another origin, a replayed signature, an unknown credential and an expired challenge', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'lou@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const client = await staffClientFor(t.app, userId);
    const authenticator = new SoftwareAuthenticator('console.example.test', ORIGIN);
    const reg = await registrationOptions(client);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/passkeys/registration',
      headers: client.headers,
      payload: { challengeId: reg.challengeId, response: authenticator.register(reg.options) },
    });

    const phishing = await authenticationOptions();
    const fromElsewhere = await signInWithPasskey(
      phishing.challengeId,
      authenticator.authenticate(phishing.options, 'https://console-example.test.evil'),
    );
    expect(fromElsewhere.statusCode).toBe(401);
    expect(fromElsewhere.json().error.message).toBe(
      'That passkey was not recognised. Sign in with your e-mail and password.',
    );
    const [failed] = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'sign-in-failed'))
      .orderBy(desc(staffAuditLog.at))
      .limit(1);
    expect(failed).toMatchObject({ userId });

    // A signature made for one challenge does not answer another.
    const first = await authenticationOptions();
    const signed = authenticator.authenticate(first.options);
    const second = await authenticationOptions();
    expect((await signInWithPasskey(second.challengeId, signed)).statusCode).toBe(401);

    const stranger = new SoftwareAuthenticator('console.example.test', ORIGIN);
    const third = await authenticationOptions();
    expect(
      (await signInWithPasskey(third.challengeId, stranger.authenticate(third.options))).statusCode,
    ).toBe(401);

    const late = await authenticationOptions();
    t.advance(5 * 60_000 + 1000);
    expect(
      (await signInWithPasskey(late.challengeId, authenticator.authenticate(late.options))).statusCode,
    ).toBe(401);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/passkeys/authentication',
      payload: { challengeId: 'nope', response: {} },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("removes only the user's own passkey", async () => {
    const a = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'max@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const b = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'ned@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const clientA = await staffClientFor(t.app, a);
    const clientB = await staffClientFor(t.app, b);
    const authenticator = new SoftwareAuthenticator('console.example.test', ORIGIN);
    const reg = await registrationOptions(clientA);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/passkeys/registration',
      headers: clientA.headers,
      payload: { challengeId: reg.challengeId, response: authenticator.register(reg.options) },
    });
    const url = `/api/v1/staff/passkeys/${authenticator.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: clientB.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: clientA.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: clientA.headers })).statusCode).toBe(404);
    const auth = await authenticationOptions();
    expect(
      (await signInWithPasskey(auth.challengeId, authenticator.authenticate(auth.options))).statusCode,
    ).toBe(401);
  });
});
