import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, staffAuditLog, staffUsers } from '../src/db/schema.js';
import { buildTestAppsOnOneDatabase } from './helper.js';
import {
  createOrganisation,
  createStaffUser,
  latestEmailTo,
  staffClientFor,
  tokenIn,
  type StaffClient,
} from './staff-support.js';

/**
 * The staff console's caps that parallel requests beat, on real PostgreSQL with two
 * instances on one database: PGlite runs one query at a time and would hide every race below.
 */
const url = process.env.TEST_DATABASE_URL;
const SHOP = 'demo-cfna';
const IDLE_MINUTES = 30;

describe.skipIf(!url)('staff caps across instances (PostgreSQL)', () => {
  let cluster: { apps: FastifyInstance[]; close(): Promise<void> };
  let a: FastifyInstance;
  let b: FastifyInstance;
  let orgId: string;
  let otherOrgId: string;
  let owner: StaffClient;
  let offset = 0;

  beforeAll(async () => {
    cluster = await buildTestAppsOnOneDatabase(url!, {
      count: 3,
      now: () => new Date(Date.now() + offset),
      env: { STAFF_SESSION_IDLE_MINUTES: String(IDLE_MINUTES), STAFF_BOARD_HEARTBEAT_SECONDS: '1' },
    });
    [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
    orgId = await createOrganisation(a, 'Redmond Tire Group', [SHOP]);
    otherOrgId = await createOrganisation(a, 'Kirkland Wheels', ['demo-ezpy']);
    const ownerId = await createStaffUser(a, {
      organisationId: orgId,
      email: 'olive@example.com',
      name: 'Olive Owner',
      roles: { [SHOP]: 'owner' },
    });
    owner = await staffClientFor(a, ownerId);
  }, 180_000);
  afterAll(() => cluster?.close());

  it('an invitation answers the same for an address with an account elsewhere as for a new one', async () => {
    await createStaffUser(a, {
      organisationId: otherOrgId,
      email: 'kim@example.com',
      name: 'Kim Elsewhere',
      password: 'kims own password',
      roles: { 'demo-ezpy': 'manager' },
    });
    const invite = (app: FastifyInstance, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: owner.headers,
        payload: { email, name: 'New Person', roles: [{ shopKeyId: SHOP, role: 'associate' }] },
      });
    const [known, unknown] = await Promise.all([invite(a, 'kim@example.com'), invite(b, 'nia@example.com')]);
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: 'id', email: 'email' });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json()).toMatchObject({ email: 'kim@example.com', status: 'invited' });
    // The team list shows both as invited: nothing there tells either apart.
    const team = await b.inject({ method: 'GET', url: '/api/v1/staff/users', headers: owner.headers });
    const listed = (team.json() as { users: { email: string; status: string }[] }).users;
    expect(listed.filter((u) => u.email === 'kim@example.com' || u.email === 'nia@example.com')).toEqual([
      expect.objectContaining({ email: 'kim@example.com', status: 'invited' }),
      expect.objectContaining({ email: 'nia@example.com', status: 'invited' }),
    ]);

    // By e-mail: the new address gets its link; the known one is told why it cannot join with this address.
    expect(
      tokenIn((await latestEmailTo(a, 'nia@example.com')).body, '/console/accept-invitation'),
    ).toBeTruthy();
    const told = await latestEmailTo(a, 'kim@example.com');
    expect(told.body).toContain('already has a Text To Apply console account with another organisation');
    expect(told.body).not.toContain('token=');
    // Kim's own account is untouched and still signs in.
    const kim = await a.db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.email, 'kim@example.com'), eq(staffUsers.organisationId, otherOrgId)));
    expect(kim[0]!.status).toBe('active');
    const signIn = await b.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-in',
      payload: { email: 'kim@example.com', password: 'kims own password' },
      remoteAddress: '10.41.0.1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().organisation.id).toBe(otherOrgId);
  });

  it('an address invited by two organisations joins the first to accept; the second says why not', async () => {
    const otherOwnerId = await createStaffUser(a, {
      organisationId: otherOrgId,
      email: 'kai@example.com',
      roles: { 'demo-ezpy': 'owner' },
    });
    const otherOwner = await staffClientFor(b, otherOwnerId);
    const inviteBy = (app: FastifyInstance, client: StaffClient, shopKeyId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: client.headers,
        payload: { email: 'lee@example.com', name: 'Lee', roles: [{ shopKeyId, role: 'associate' }] },
      });
    expect((await inviteBy(a, owner, SHOP)).statusCode).toBe(201);
    const firstLink = tokenIn((await latestEmailTo(a, 'lee@example.com')).body, '/console/accept-invitation');
    expect((await inviteBy(b, otherOwner, 'demo-ezpy')).statusCode).toBe(201);
    const secondLink = tokenIn(
      (await latestEmailTo(a, 'lee@example.com', 1)).body,
      '/console/accept-invitation',
    );
    const accept = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations/accept',
        payload: { token, name: 'Lee', password: 'lees own password' },
      });
    expect((await accept(b, secondLink)).statusCode).toBe(200);
    const refused = await accept(a, firstLink);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This e-mail already has a Text To Apply console account with another organisation. Ask for an invitation to another address.',
    );
  });

  it('a session whose only traffic is a board idles out, and the board is told', async () => {
    await b.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const userId = await createStaffUser(a, {
      organisationId: orgId,
      email: 'bo@example.com',
      roles: { [SHOP]: 'associate' },
    });
    const bo = await staffClientFor(a, userId);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/v1/staff/locations/${SHOP}/board/events`, {
      headers: { cookie: bo.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const frames = sseFrames(res.body!);
    try {
      await frames.until((frame) => frame === ': heartbeat');
      // Two thirds of the idle time, twice, with heartbeats and a reload the browser made by itself between.
      offset += (IDLE_MINUTES * 60_000 * 2) / 3;
      await frames.until((frame) => frame === ': heartbeat');
      const reload = await a.inject({
        method: 'GET',
        url: `/api/v1/staff/locations/${SHOP}/board`,
        headers: { ...bo.headers, 'x-staff-background': '1' },
      });
      expect(reload.statusCode).toBe(200);
      await frames.until((frame) => frame === ': heartbeat');
      offset += (IDLE_MINUTES * 60_000 * 2) / 3;
      await frames.until((frame) => frame.startsWith('event: signed-out'));
      expect(await frames.until(() => false)).toBe('end');
    } finally {
      controller.abort();
    }
    const me = await a.inject({ method: 'GET', url: '/api/v1/staff/me', headers: bo.headers });
    expect(me.statusCode).toBe(401);
  });

  it("the user's own requests keep the session alive", async () => {
    const userId = await createStaffUser(a, {
      organisationId: orgId,
      email: 'cy@example.com',
      roles: { [SHOP]: 'associate' },
    });
    const cy = await staffClientFor(a, userId);
    for (let step = 0; step < 2; step++) {
      offset += (IDLE_MINUTES * 60_000 * 2) / 3;
      const board = await b.inject({
        method: 'GET',
        url: `/api/v1/staff/locations/${SHOP}/board`,
        headers: cy.headers,
      });
      expect(board.statusCode).toBe(200);
    }
  });

  it('TRUNCATE of the audit log is refused, like UPDATE and DELETE', async () => {
    await expect(a.db.execute(sql`truncate table staff_audit_log`)).rejects.toThrow();
    await expect(a.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
    const [kept] = await a.db.select({ n: sql<number>`count(*)::int` }).from(staffAuditLog);
    expect(kept!.n).toBeGreaterThan(0);
  });

  // Last: it closes two of the three instances to wait for the e-mails they send after answering.
  it('20 parallel reset requests over two instances send one e-mail', async () => {
    const [, second, third] = cluster.apps as [FastifyInstance, FastifyInstance, FastifyInstance];
    await createStaffUser(a, {
      organisationId: orgId,
      email: 'rita@example.com',
      roles: { [SHOP]: 'associate' },
    });
    // Each instance's first request compiles its route: warmed up, the 20 reach the database together.
    for (const app of [second, third]) {
      await app.inject({
        method: 'POST',
        url: '/api/v1/staff/password-reset',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '10.40.1.1',
      });
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second : third).inject({
          method: 'POST',
          url: '/api/v1/staff/password-reset',
          payload: { email: 'rita@example.com' },
          remoteAddress: `10.40.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
    // Closing an instance waits for the reset e-mails it is still sending.
    await Promise.all([second.close(), third.close()]);
    const sent = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'rita@example.com'));
    expect(sent[0]!.n).toBe(1);
  });
});

/** Server-Sent Events frames as they arrive; `until` reads to the first that matches, or 'end'. */
function sseFrames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async until(match: (frame: string) => boolean): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (match(frame)) return frame;
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) return 'end';
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
}
