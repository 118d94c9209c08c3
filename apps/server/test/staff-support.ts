import type { StaffRole } from '@ttapply/domain/console';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { organisationLocations, organisations, staffRoles, staffUsers } from '../src/db/schema.js';
import { hashPassword } from '../src/security/passwords.js';

/** An organisation owning the given shops (locations). */
export async function createOrganisation(
  app: FastifyInstance,
  name: string,
  shopKeyIds: string[],
): Promise<string> {
  const [org] = await app.db.insert(organisations).values({ name }).returning();
  for (const shopKeyId of shopKeyIds) {
    await app.db.insert(organisationLocations).values({ shopKeyId, organisationId: org!.id });
  }
  return org!.id;
}

/** An active staff user with roles per location; a password only when given (argon2 costs ~100 ms). */
export async function createStaffUser(
  app: FastifyInstance,
  input: {
    organisationId: string;
    email: string;
    name?: string;
    password?: string;
    roles: Record<string, StaffRole>;
  },
): Promise<string> {
  const [user] = await app.db
    .insert(staffUsers)
    .values({
      organisationId: input.organisationId,
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0]!,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      status: 'active',
    })
    .returning();
  for (const [shopKeyId, role] of Object.entries(input.roles)) {
    await app.db.insert(staffRoles).values({ userId: user!.id, shopKeyId, role });
  }
  return user!.id;
}

/** Cookies a response set, as one Cookie header value (name=value; …). */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface StaffClient {
  /** The Cookie header: session and CSRF secret. */
  cookie: string;
  csrfToken: string;
  /** Headers for a request as this user: cookie and CSRF token. */
  headers: Record<string, string>;
}

/**
 * A signed-in staff user without the sign-in route: a session made directly, then GET /me for the CSRF token
 * (and the CSRF secret's cookie), as the console does after sign-in.
 */
export async function staffClientFor(app: FastifyInstance, userId: string): Promise<StaffClient> {
  const { token } = await app.staffSessions.create({
    userId,
    method: 'password',
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return staffClientFromSessionCookie(app, `__Host-tta-staff=${token}`);
}

export async function staffClientFromSessionCookie(
  app: FastifyInstance,
  sessionCookie: string,
): Promise<StaffClient> {
  const me = await app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: { cookie: sessionCookie } });
  if (me.statusCode !== 200) throw new Error(`GET /me answered ${me.statusCode}: ${me.body}`);
  const cookie = [sessionCookie, cookiesOf(me)].filter(Boolean).join('; ');
  const csrfToken = (me.json() as { csrfToken: string }).csrfToken;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

/** POST /sign-in from the given address (each test its own, so the per-address limit stays out of its way). */
export function signIn(app: FastifyInstance, email: string, password: string, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/sign-in',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': 'staff-test' },
  });
}

/** The staff client a sign-in answer makes: its cookies and the CSRF token it carries. */
export function clientFromSignIn(response: LightMyRequestResponse): StaffClient {
  const cookie = cookiesOf(response);
  const csrfToken = (response.json() as { csrfToken: string }).csrfToken;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

/** The newest e-mail to an address, waited for (some are sent after the answer). */
export async function latestEmailTo(
  app: FastifyInstance,
  to: string,
  after = 0,
): Promise<{ subject: string; body: string }> {
  const { emailOutbox } = await import('../src/db/schema.js');
  const { desc, eq } = await import('drizzle-orm');
  // A bound only so a missing e-mail fails with its address instead of the test's timeout.
  for (let tries = 0; tries < 500; tries++) {
    const rows = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.createdAt));
    if (rows.length > after) return rows[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** The token of the one-time link in an e-mail. */
export function tokenIn(body: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[1]!;
}
