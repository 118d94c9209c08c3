import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor } from './staff-support.js';

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna']);
  userId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'Ava@Example.com',
    roles: { 'demo-cfna': 'associate' },
  });
});
afterAll(() => t.close());

describe('staff session', () => {
  it('answers /me for a live session cookie, with no-store, and 401 without one', async () => {
    const client = await staffClientFor(t.app, userId);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({
      user: { email: 'ava@example.com' },
      locations: [{ shopKeyId: 'demo-cfna', name: 'Redmond Tire Pros', role: 'associate' }],
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['cache-control']).toBe('no-store');
  });

  it('refuses a revoked session and an idle one', async () => {
    const client = await staffClientFor(t.app, userId);
    const sessionId = (await t.app.staffSessions.resolve(client.cookie.split(';')[0]!.split('=')[1]!))!.sessionId;
    await t.app.staffSessions.revoke(sessionId);
    const revoked = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers });
    expect(revoked.statusCode).toBe(401);

    const idle = await staffClientFor(t.app, userId);
    t.advance(31 * 60_000);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: idle.headers });
    expect(after.statusCode).toBe(401);
  });

  it('never opens a staff route with a consumer Bearer token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/me',
      headers: { authorization: 'Bearer anything' },
    });
    expect(response.statusCode).toBe(401);
  });
});
