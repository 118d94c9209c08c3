import type { StaffRole } from '@ttapply/domain/console';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { organisationLocations, organisations, staffRoles, staffUsers } from '../src/db/schema.js';
import { hashPassword } from '../src/staff/passwords.js';

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
