import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, staffUsers } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';
import {
  clientFromSignIn,
  createOrganisation,
  createStaffUser,
  signIn,
  staffClientFor,
} from './staff-support.js';

let t: TestApp;
let orgId: string;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await buildTestApp({
    env: { STAFF_LOCKOUT_ATTEMPTS: '3', STAFF_LOCKOUT_MINUTES: '15', STAFF_SIGN_INS_PER_IP_PER_MINUTE: '4' },
  });
  orgId = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna', 'demo-gemy']);
});
afterAll(() => t.close());

async function lastAudit(action: string) {
  const [row] = await t.app.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(1);
  return row;
}

describe('password sign-in', () => {
  it('signs in with e-mail (any case) and password: session cookie, StaffMe, audited', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'ava@example.com',
      password: PASSWORD,
      roles: { 'demo-cfna': 'associate' },
    });
    const response = await signIn(t.app, ' Ava@Example.COM ', PASSWORD, '10.1.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === '__Host-tta-staff');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(response.json()).toMatchObject({
      user: { id: userId, email: 'ava@example.com' },
      organisation: { id: orgId, name: 'Redmond Tire Group' },
      locations: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
      session: { method: 'password' },
    });
    const client = clientFromSignIn(response);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers });
    expect(me.statusCode).toBe(200);
    // The token the sign-in answered with is this session's: a state change with it passes CSRF.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out',
      headers: client.headers,
    });
    expect(out.statusCode).toBe(204);
    expect(await lastAudit('sign-in')).toMatchObject({
      userId,
      organisationId: orgId,
      ip: '10.1.0.1',
      userAgent: 'staff-test',
    });
  });

  it('answers a wrong password and an unknown e-mail alike, and audits both', async () => {
    await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'ben@example.com',
      password: PASSWORD,
      roles: { 'demo-cfna': 'associate' },
    });
    const wrong = await signIn(t.app, 'ben@example.com', 'not the password', '10.2.0.1');
    const unknown = await signIn(t.app, 'nobody@example.com', 'not the password', '10.2.0.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('That e-mail and password do not match.');
      expect(response.cookies.find((c) => c.name === '__Host-tta-staff')).toBeUndefined();
    }
    expect(await lastAudit('sign-in-failed')).toMatchObject({
      actorEmail: 'nobody@example.com',
      organisationId: null,
    });
  });

  it('locks the account at the configured wrong tries, refuses even the right password, then lets it in and resets the count', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'cy@example.com',
      password: PASSWORD,
      roles: { 'demo-cfna': 'manager' },
    });
    const ip = (i: number) => `10.3.0.${i}`;
    expect((await signIn(t.app, 'cy@example.com', 'wrong password 1', ip(1))).statusCode).toBe(401);
    expect((await signIn(t.app, 'cy@example.com', 'wrong password 2', ip(2))).statusCode).toBe(401);
    const third = await signIn(t.app, 'cy@example.com', 'wrong password 3', ip(3));
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      'Too many wrong passwords: this account is locked. Try again in 15 minutes.',
    );
    expect(Number(third.headers['retry-after'])).toBe(900);
    expect(await lastAudit('sign-in-locked')).toMatchObject({ userId });

    const right = await signIn(t.app, 'cy@example.com', PASSWORD, ip(4));
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name === '__Host-tta-staff')).toBeUndefined();

    t.advance(15 * 60_000 + 1000);
    const after = await signIn(t.app, 'cy@example.com', PASSWORD, ip(5));
    expect(after.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    // The count starts again from nothing: two wrong tries do not lock.
    await signIn(t.app, 'cy@example.com', 'wrong again 1', ip(6));
    expect((await signIn(t.app, 'cy@example.com', 'wrong again 2', ip(7))).statusCode).toBe(401);
    expect((await signIn(t.app, 'cy@example.com', PASSWORD, ip(8))).statusCode).toBe(200);
  });

  it('limits sign-in tries per address, whatever the e-mails', async () => {
    // Five slow password hashes within one window of the limit (two windows would let the fifth through).
    t.advanceToMinuteStart();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await signIn(t.app, `guess${i}@example.com`, 'guess guess', '10.4.0.1'));
    expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json().error.message).toMatch(
      /^Too many attempts from this network\. Try again in .+\.$/,
    );
    // Another address is not held back.
    expect((await signIn(t.app, 'guess@example.com', 'guess guess', '10.4.0.2')).statusCode).toBe(401);
  });

  it('refuses a disabled user and an invited one with no password, as a wrong password', async () => {
    const id = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'dee@example.com',
      password: PASSWORD,
      roles: { 'demo-cfna': 'associate' },
    });
    await t.app.db.update(staffUsers).set({ status: 'disabled' }).where(eq(staffUsers.id, id));
    const response = await signIn(t.app, 'dee@example.com', PASSWORD, '10.5.0.1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('That e-mail and password do not match.');
  });

  it('answers 400 for a malformed body, never 500', async () => {
    for (const payload of [
      {},
      { email: 'x', password: 'y' },
      { email: 'a@b.co', password: '' },
      { email: 'a@b.co', password: 'p'.repeat(129) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/sign-in',
        payload,
        remoteAddress: '10.6.0.1',
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('sessions and signing out', () => {
  it('lists own sessions, ends one, and signs out everywhere', async () => {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'eve@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const a = await staffClientFor(t.app, userId);
    const b = await staffClientFor(t.app, userId);
    const c = await staffClientFor(t.app, userId);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff/sessions', headers: a.headers });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/staff/sessions/${other.id}`,
      headers: a.headers,
    });
    expect(end.statusCode).toBe(204);
    const remaining = [b, c].map((client) =>
      t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers }),
    );
    expect((await Promise.all(remaining)).map((r) => r.statusCode).sort()).toEqual([200, 401]);

    // Another user's session is not found.
    const otherUser = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'fay@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const f = await staffClientFor(t.app, otherUser);
    const fSessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/sessions',
      headers: f.headers,
    });
    const fId = (fSessions.json().sessions as { id: string }[])[0]!.id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/staff/sessions/${fId}`, headers: a.headers }))
        .statusCode,
    ).toBe(404);

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out-everywhere',
      headers: a.headers,
    });
    expect(everywhere.statusCode).toBe(204);
    for (const client of [a, b, c]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers })).statusCode,
      ).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: f.headers })).statusCode,
    ).toBe(200);
    expect(await lastAudit('sign-out-everywhere')).toMatchObject({ userId });
  });
});

describe('CSRF on every state change of a signed-in user', () => {
  const routes: {
    method: 'POST' | 'PUT' | 'DELETE';
    url: (ids: { userId: string; sessionId: string }) => string;
    payload?: object;
  }[] = [
    { method: 'POST', url: () => '/api/v1/staff/sign-out' },
    { method: 'POST', url: () => '/api/v1/staff/sign-out-everywhere' },
    { method: 'DELETE', url: ({ sessionId }) => `/api/v1/staff/sessions/${sessionId}` },
    {
      method: 'POST',
      url: () => '/api/v1/staff/invitations',
      payload: {
        email: 'new@example.com',
        name: 'New',
        roles: [{ shopKeyId: 'demo-cfna', role: 'associate' }],
      },
    },
    { method: 'PUT', url: ({ userId }) => `/api/v1/staff/users/${userId}/roles`, payload: { roles: [] } },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/registration-options', payload: {} },
    { method: 'POST', url: () => '/api/v1/staff/passkeys/registration', payload: {} },
    { method: 'DELETE', url: () => '/api/v1/staff/passkeys/some-credential' },
  ];

  it('refuses a missing token, a wrong one and one from another session (403), and changes nothing', async () => {
    const owner = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'gus@example.com',
      roles: { 'demo-cfna': 'owner' },
    });
    const target = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'hal@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const client = await staffClientFor(t.app, owner);
    const otherSession = await staffClientFor(t.app, owner);
    const sessionId = (await t.app.staffSessions.liveOf(owner))[0]!.id;
    for (const route of routes) {
      const url = route.url({ userId: target, sessionId });
      const tries = {
        missing: { cookie: client.cookie },
        wrong: { cookie: client.cookie, 'x-csrf-token': 'not-a-token' },
        otherSession: { cookie: client.cookie, 'x-csrf-token': otherSession.csrfToken },
      };
      for (const [name, headers] of Object.entries(tries)) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers,
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(response.statusCode, `${route.method} ${url} with ${name} token`).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: otherSession.headers }))
        .statusCode,
    ).toBe(200);
    const [invited] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.email, 'new@example.com'));
    expect(invited).toBeUndefined();
  });
});

describe('audit log', () => {
  it('owners read their organisation only, newest first, page by page; others get 403', async () => {
    const otherOrg = await createOrganisation(t.app, 'Overlake Group', ['demo-cfss']);
    const outsider = await createStaffUser(t.app, {
      organisationId: otherOrg,
      email: 'ida@example.com',
      roles: { 'demo-cfss': 'owner' },
    });
    const outsiderClient = await staffClientFor(t.app, outsider);
    await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: outsiderClient.headers });

    const owner = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'jo@example.com',
      roles: { 'demo-gemy': 'owner', 'demo-cfna': 'trainer' },
    });
    const client = await staffClientFor(t.app, owner);
    const all = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.organisationId, orgId));
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit?limit=3',
      headers: client.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const entries = first.json().entries as { id: string; at: string; action: string; actor: string }[];
    expect(entries).toHaveLength(3);
    expect(all.length).toBeGreaterThan(6);
    const pages = [...entries];
    let before = entries.at(-1)!.id;
    for (;;) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/audit?limit=3&before=${before}`,
        headers: client.headers,
      });
      const more = page.json().entries as typeof entries;
      if (more.length === 0) break;
      pages.push(...more);
      before = more.at(-1)!.id;
    }
    // Every entry of the organisation as it stood at the first page, once, newest first, none of the other's.
    expect(new Set(pages.map((e) => e.id)).size).toBe(pages.length);
    expect(pages.length).toBe(all.length);
    expect(pages.map((e) => e.at)).toEqual([...pages.map((e) => e.at)].sort().reverse());
    expect(pages.some((e) => e.actor === 'ida@example.com')).toBe(false);
    // Reading the log is itself recorded, after the page it read.
    expect(await lastAudit('audit-viewed')).toMatchObject({ userId: owner, organisationId: orgId });

    for (const role of ['manager', 'associate', 'trainer'] as const) {
      const id = await createStaffUser(t.app, {
        organisationId: orgId,
        email: `${role}-audit@example.com`,
        roles: { 'demo-cfna': role },
      });
      const c = await staffClientFor(t.app, id);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/staff/audit', headers: c.headers })).statusCode,
      ).toBe(403);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit?before=nope&limit=0',
      headers: client.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses UPDATE and DELETE on the audit log', async () => {
    await expect(t.app.db.execute(sql`update staff_audit_log set action = 'edited'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
    const [edited] = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'edited'));
    expect(edited).toBeUndefined();
  });
});
