import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffRoles, staffUsers } from '../src/db/schema.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail, seedDemoStaff } from '../src/db/seed-staff.js';
import { buildTestApp, type TestApp } from './helper.js';
import {
  clientFromSignIn,
  createOrganisation,
  createStaffUser,
  latestEmailTo,
  signIn,
  staffClientFor,
  tokenIn,
  type StaffClient,
} from './staff-support.js';

let t: TestApp;
let orgId: string;
let otherOrgId: string;
let owner: StaffClient;
let ownerId: string;
let manager: StaffClient;
let managerId: string;
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BASE_URL: 'https://console.example.test' } });
  orgId = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna', 'demo-gemy', 'demo-cfss']);
  otherOrgId = await createOrganisation(t.app, 'Kirkland Wheels', ['demo-ezpy']);
  ownerId = await createStaffUser(t.app, {
    organisationId: orgId,
    email: 'owner@example.com',
    name: 'Olive Owner',
    roles: { 'demo-cfna': 'owner', 'demo-gemy': 'owner' },
  });
  managerId = await createStaffUser(t.app, {
    organisationId: orgId,
    email: 'manager@example.com',
    roles: { 'demo-cfna': 'manager', 'demo-cfss': 'associate' },
  });
});
// Fresh sessions per test: some tests move the clock by days, past any session's end.
beforeEach(async () => {
  owner = await staffClientFor(t.app, ownerId);
  manager = await staffClientFor(t.app, managerId);
});
afterAll(() => t.close());

const invite = (client: StaffClient, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/invitations', headers: client.headers, payload });
const setRoles = (client: StaffClient, userId: string, roles: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/users/${userId}/roles`,
    headers: client.headers,
    payload: { roles },
  });

describe('invitations', () => {
  it('invites by e-mail, previews, accepts once (name, password, signed in), then signs in with the password', async () => {
    const response = await invite(owner, {
      email: 'New.Person@Example.com',
      name: 'New Person',
      roles: [
        { shopKeyId: 'demo-cfna', role: 'associate' },
        { shopKeyId: 'demo-gemy', role: 'trainer' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.person@example.com', status: 'invited' });
    const mail = await latestEmailTo(t.app, 'new.person@example.com');
    expect(mail.subject).toBe('Olive Owner invited you to Redmond Tire Group on Text To Apply');
    expect(mail.body).toContain('Associate at Redmond Tire Pros');
    expect(mail.body).toContain('https://console.example.test/console/accept-invitation?token=');
    const token = tokenIn(mail.body, '/console/accept-invitation');

    // Not signed in yet: an invited user has no password.
    expect((await signIn(t.app, 'new.person@example.com', PASSWORD, '10.9.0.1')).statusCode).toBe(401);

    const preview = await t.app.inject({ method: 'GET', url: `/api/v1/staff/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json()).toEqual({
      email: 'new.person@example.com',
      name: 'New Person',
      organisation: 'Redmond Tire Group',
      locations: [
        { name: 'Overlake Auto & Tire', role: 'trainer' },
        { name: 'Redmond Tire Pros', role: 'associate' },
      ],
    });

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      payload: { token, name: 'N', password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      payload: { token, name: 'Nia Person', password: PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ user: { name: 'Nia Person' }, organisation: { id: orgId } });
    const client = clientFromSignIn(accept);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers })).statusCode,
    ).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      payload: { token, name: 'X', password: PASSWORD },
    });
    expect(again.statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/staff/invitations/${token}` })).statusCode,
    ).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/staff/invitations/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    expect((await signIn(t.app, 'new.person@example.com', PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it('an invitation expires after 7 days', async () => {
    await invite(owner, {
      email: 'late@example.com',
      name: 'Late',
      roles: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
    });
    const token = tokenIn(
      (await latestEmailTo(t.app, 'late@example.com')).body,
      '/console/accept-invitation',
    );
    t.advance(7 * 24 * 3_600_000 + 1000);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      payload: { token, name: 'Late', password: PASSWORD },
    });
    expect(accept.statusCode).toBe(410);
  });

  it('a manager cannot grant owner; an associate or trainer cannot invite; a location not managed is refused', async () => {
    const asOwner = await invite(manager, {
      email: 'x1@example.com',
      name: 'X',
      roles: [{ shopKeyId: 'demo-cfna', role: 'owner' }],
    });
    expect(asOwner.statusCode).toBe(403);
    // The manager is only an associate at demo-cfss, and holds no role at demo-gemy or another organisation's shop.
    const notManaged = await invite(manager, {
      email: 'x2@example.com',
      name: 'X',
      roles: [{ shopKeyId: 'demo-cfss', role: 'associate' }],
    });
    expect(notManaged.statusCode).toBe(403);
    const noRole = await invite(manager, {
      email: 'x3@example.com',
      name: 'X',
      roles: [{ shopKeyId: 'demo-gemy', role: 'associate' }],
    });
    expect(noRole.statusCode).toBe(404);
    const otherOrg = await invite(owner, {
      email: 'x4@example.com',
      name: 'X',
      roles: [{ shopKeyId: 'demo-ezpy', role: 'associate' }],
    });
    expect(otherOrg.statusCode).toBe(404);
    for (const role of ['associate', 'trainer'] as const) {
      const id = await createStaffUser(t.app, {
        organisationId: orgId,
        email: `${role}-inv@example.com`,
        roles: { 'demo-cfna': role },
      });
      const client = await staffClientFor(t.app, id);
      const response = await invite(client, {
        email: 'x5@example.com',
        name: 'X',
        roles: [{ shopKeyId: 'demo-cfna', role: 'trainer' }],
      });
      expect(response.statusCode).toBe(403);
      expect((await setRoles(client, managerId, [])).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/staff/users', headers: client.headers }))
          .statusCode,
      ).toBe(403);
    }
    const dup = await invite(owner, {
      email: 'x6@example.com',
      name: 'X',
      roles: [
        { shopKeyId: 'demo-cfna', role: 'trainer' },
        { shopKeyId: 'demo-cfna', role: 'associate' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const created = await t.app.db.select().from(staffUsers).where(eq(staffUsers.email, 'x1@example.com'));
    expect(created).toHaveLength(0);
  });

  it("another organisation's user is invited like a new address without more; a user of the same organisation gets the roles added", async () => {
    await createStaffUser(t.app, {
      organisationId: otherOrgId,
      email: 'taken@example.com',
      roles: { 'demo-ezpy': 'associate' },
    });
    const taken = await invite(owner, {
      email: 'taken@example.com',
      name: 'T',
      roles: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
    });
    // The same answer as for a new address (decision 282): nothing tells the inviter the address is known.
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({
      status: 'invited',
      roles: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
    });
    expect(taken.body).not.toContain('Kirkland');
    const roles = await t.app.db
      .select()
      .from(staffRoles)
      .innerJoin(staffUsers, eq(staffUsers.id, staffRoles.userId))
      .where(and(eq(staffUsers.email, 'taken@example.com'), eq(staffUsers.organisationId, otherOrgId)));
    expect(roles.map((r) => r.staff_roles.shopKeyId)).toEqual(['demo-ezpy']);

    const colleague = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'colleague@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const added = await invite(owner, {
      email: 'colleague@example.com',
      name: 'C',
      roles: [{ shopKeyId: 'demo-gemy', role: 'manager' }],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: colleague, status: 'active' });
    expect(added.json().roles).toEqual([
      { shopKeyId: 'demo-cfna', role: 'associate' },
      { shopKeyId: 'demo-gemy', role: 'manager' },
    ]);
    expect((await latestEmailTo(t.app, 'colleague@example.com')).body).not.toContain('token=');

    expect(
      (
        await invite(owner, {
          email: 'owner@example.com',
          name: 'Me',
          roles: [{ shopKeyId: 'demo-cfna', role: 'manager' }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('users and roles', () => {
  it('lists the users at the locations the caller manages, with roles there only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/users',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    const users = response.json().users as {
      email: string;
      status: string;
      roles: { shopKeyId: string }[];
    }[];
    expect(users.map((u) => u.email)).toContain('owner@example.com');
    // The other organisation's account of this address is not listed: only this organisation's invitation.
    expect(users.filter((u) => u.email === 'taken@example.com').map((u) => u.status)).toEqual(['invited']);
    for (const user of users) expect(user.roles.every((r) => r.shopKeyId === 'demo-cfna')).toBe(true);
  });

  it('changes roles within what the caller may grant; never their own; 404 for users they cannot see', async () => {
    const target = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'target@example.com',
      roles: { 'demo-cfna': 'associate', 'demo-gemy': 'trainer' },
    });
    const up = await setRoles(manager, target, [{ shopKeyId: 'demo-cfna', role: 'manager' }]);
    expect(up.statusCode).toBe(200);
    expect(up.json().roles).toEqual([{ shopKeyId: 'demo-cfna', role: 'manager' }]);
    // demo-gemy, which the manager does not manage, kept its role.
    const rows = await t.app.db.select().from(staffRoles).where(eq(staffRoles.userId, target));
    expect(rows.map((r) => `${r.shopKeyId}:${r.role}`).sort()).toEqual([
      'demo-cfna:manager',
      'demo-gemy:trainer',
    ]);

    expect((await setRoles(manager, target, [{ shopKeyId: 'demo-cfna', role: 'owner' }])).statusCode).toBe(
      403,
    );
    // A manager cannot demote or remove an owner.
    expect(
      (await setRoles(manager, ownerId, [{ shopKeyId: 'demo-cfna', role: 'associate' }])).statusCode,
    ).toBe(403);
    expect((await setRoles(manager, ownerId, [])).statusCode).toBe(403);
    // Nobody changes their own roles.
    expect(
      (await setRoles(manager, managerId, [{ shopKeyId: 'demo-cfna', role: 'associate' }])).statusCode,
    ).toBe(403);
    expect((await setRoles(owner, ownerId, [{ shopKeyId: 'demo-cfna', role: 'manager' }])).statusCode).toBe(
      403,
    );
    // Users of another organisation, or at no location the caller manages, are not found.
    const outsider = await createStaffUser(t.app, {
      organisationId: otherOrgId,
      email: 'outsider@example.com',
      roles: { 'demo-ezpy': 'associate' },
    });
    expect(
      (await setRoles(owner, outsider, [{ shopKeyId: 'demo-cfna', role: 'associate' }])).statusCode,
    ).toBe(404);
    const elsewhere = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'elsewhere@example.com',
      roles: { 'demo-gemy': 'associate' },
    });
    expect(
      (await setRoles(manager, elsewhere, [{ shopKeyId: 'demo-cfna', role: 'associate' }])).statusCode,
    ).toBe(404);
    expect((await setRoles(manager, '00000000-0000-4000-8000-000000000000', [])).statusCode).toBe(404);
    expect((await setRoles(manager, 'not-a-uuid', [])).statusCode).toBe(400);
    // An owner grants owner and removes roles.
    const byOwner = await setRoles(owner, target, [{ shopKeyId: 'demo-gemy', role: 'owner' }]);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().roles).toEqual([{ shopKeyId: 'demo-gemy', role: 'owner' }]);
  });
});

describe('password reset', () => {
  it('always answers 202; e-mails a one-hour, one-time link to active users only; ends every session', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'reset@example.com',
      password: 'the old password',
      roles: { 'demo-cfna': 'associate' },
    });
    const session = await staffClientFor(t.app, userId);
    for (const email of ['reset@example.com', 'no-account@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/password-reset',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
    }
    const mail = await latestEmailTo(t.app, 'reset@example.com');
    expect(mail.body).toContain('https://console.example.test/console/reset-password?token=');
    const token = tokenIn(mail.body, '/console/reset-password');

    const complete = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/password-reset/complete',
        payload: { token: tok, password: 'the new password!' },
      });
    expect((await complete('x'.repeat(43))).statusCode).toBe(400);
    expect((await complete(token)).statusCode).toBe(204);
    expect((await complete(token)).statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: session.headers })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, 'reset@example.com', 'the old password', '10.8.0.1')).statusCode).toBe(401);
    expect((await signIn(t.app, 'reset@example.com', 'the new password!', '10.8.0.2')).statusCode).toBe(200);

    // An invited user gets no reset e-mail (the invitation is their way in).
    await invite(owner, {
      email: 'pending@example.com',
      name: 'P',
      roles: [{ shopKeyId: 'demo-cfna', role: 'trainer' }],
    });
    await latestEmailTo(t.app, 'pending@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password-reset',
      payload: { email: 'pending@example.com' },
    });
    // A second reset for the active user proves the first request's work has finished.
    t.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password-reset',
      payload: { email: 'reset@example.com' },
    });
    const second = await latestEmailTo(t.app, 'reset@example.com', 1);
    const late = tokenIn(second.body, '/console/reset-password');
    const { emailOutbox } = await import('../src/db/schema.js');
    const pendingMails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'pending@example.com'));
    expect(pendingMails).toHaveLength(1);
    t.advance(3_600_000 + 1000);
    expect((await complete(late)).statusCode).toBe(410);
  });

  it('a reset lifts a lockout', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'locked@example.com',
      password: 'the old password',
      roles: { 'demo-cfna': 'associate' },
    });
    await t.app.db
      .update(staffUsers)
      .set({ failedSignIns: 10, lockedUntil: new Date(t.app.clock().getTime() + 600_000) })
      .where(eq(staffUsers.id, userId));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password-reset',
      payload: { email: 'locked@example.com' },
    });
    const token = tokenIn((await latestEmailTo(t.app, 'locked@example.com')).body, '/console/reset-password');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password-reset/complete',
      payload: { token, password: 'a fresh password' },
    });
    expect(done.statusCode).toBe(204);
    expect((await signIn(t.app, 'locked@example.com', 'a fresh password', '10.8.1.1')).statusCode).toBe(200);
  });
});

describe('demo staff seed', () => {
  it('seeds one user per role at every demo shop not owned by another organisation, once', async () => {
    const fresh = await buildTestApp({ env: { SEED_DEMO_STAFF: '1' } });
    try {
      const response = await signIn(fresh.app, demoStaffEmail('associate'), DEMO_STAFF_PASSWORD);
      expect(response.statusCode).toBe(200);
      const me = response.json() as { organisation: { name: string }; locations: { role: string }[] };
      expect(me.organisation.name).toBe('Text To Apply Demo Shops');
      expect(me.locations.length).toBeGreaterThanOrEqual(6);
      expect(me.locations.every((l) => l.role === 'associate')).toBe(true);
      const before = await fresh.app.db.select().from(staffRoles);
      await seedDemoStaff(fresh.app.db);
      expect(await fresh.app.db.select().from(staffRoles)).toHaveLength(before.length);
      expect(DEMO_STAFF_PASSWORD.length).toBeGreaterThanOrEqual(12);
    } finally {
      await fresh.close();
    }
  });
});

describe('an invitation whose e-mail fails', () => {
  it('answers 502 with the roles saved, and inviting again sends a new link', async () => {
    let failing = true;
    const sent: { to: string; text: string }[] = [];
    const flaky = await buildTestApp({
      partners: {
        email: {
          name: 'flaky',
          send: async (message) => {
            if (failing) throw new Error('SMTP down');
            sent.push(message);
          },
        },
      },
    });
    try {
      const org = await createOrganisation(flaky.app, 'Flaky Tires', ['demo-cfna']);
      const ownerOfFlaky = await createStaffUser(flaky.app, {
        organisationId: org,
        email: 'boss@example.com',
        roles: { 'demo-cfna': 'owner' },
      });
      const client = await staffClientFor(flaky.app, ownerOfFlaky);
      const payload = {
        email: 'newbie@example.com',
        name: 'Newbie',
        roles: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
      };
      const first = await flaky.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: client.headers,
        payload,
      });
      expect(first.statusCode).toBe(502);
      expect(first.json().error.message).toBe(
        'The invitation is saved but its e-mail could not be sent. Invite again to send it.',
      );
      failing = false;
      const second = await flaky.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: client.headers,
        payload,
      });
      expect(second.statusCode).toBe(201);
      expect(sent).toHaveLength(1);
      const token = tokenIn(sent[0]!.text, '/console/accept-invitation');
      const accept = await flaky.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations/accept',
        payload: { token, name: 'Newbie', password: PASSWORD },
      });
      expect(accept.statusCode).toBe(200);
    } finally {
      await flaky.close();
    }
  });
});

describe('one-time links in logged URLs', () => {
  it('are redacted, the accept route name is not', async () => {
    const { redactUrl } = await import('../src/logging.js');
    expect(redactUrl('/api/v1/staff/invitations/abcDEF123_-xyz')).toBe(
      '/api/v1/staff/invitations/[redacted]',
    );
    expect(redactUrl('/api/v1/staff/invitations/accept')).toBe('/api/v1/staff/invitations/accept');
    expect(redactUrl('/console/accept-invitation?token=abc123&x=1')).toBe(
      '/console/accept-invitation?token=[redacted]&x=1',
    );
    expect(redactUrl('/console/reset-password?token=abc123')).toBe(
      '/console/reset-password?token=[redacted]',
    );
    expect(redactUrl('/go/ABC123?linkCode=Q')).toBe('/go/[redacted]?linkCode=[redacted]');
  });
});
