import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../src/db/schema.js';
import { buildTestAppsOnOneDatabase } from './helper.js';
import { createOrganisation, createStaffUser, signIn, staffClientFor } from './staff-support.js';

/**
 * Staff authentication on real PostgreSQL with two server instances on one database (decision 161): the
 * lockout count, a session's revocation and the per-address sign-in limit hold across instances. PGlite runs
 * one query at a time and would hide a read-then-write race, so this suite needs TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;

type Pair = Awaited<ReturnType<typeof buildTestAppsOnOneDatabase>>;
let pair: Pair;
let orgId: string;
const PASSWORD = 'the right password';

/** Waits out the end of the current minute when it is close, so a one-minute window cannot reset mid-test. */
async function awayFromMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.skipIf(!url)('staff authentication across instances (PostgreSQL)', () => {
  beforeAll(async () => {
    pair = await buildTestAppsOnOneDatabase(url!, {
      env: {
        STAFF_LOCKOUT_ATTEMPTS: '10',
        STAFF_LOCKOUT_MINUTES: '15',
        STAFF_SIGN_INS_PER_IP_PER_MINUTE: '4',
      },
    });
    orgId = await createOrganisation(pair.apps[0]!, 'Redmond Tire Group', ['demo-cfna']);
  });
  afterAll(() => pair?.close());

  it('50 parallel wrong passwords over two instances lock the account at exactly the tenth', async () => {
    const [a, b] = pair.apps as [NonNullable<Pair['apps'][0]>, NonNullable<Pair['apps'][0]>];
    const userId = await createStaffUser(a, {
      organisationId: orgId,
      email: 'pat@example.com',
      password: PASSWORD,
      roles: { 'demo-cfna': 'associate' },
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(
          i % 2 ? b : a,
          'pat@example.com',
          `wrong password ${i}`,
          `10.20.${Math.floor(i / 200)}.${i + 1}`,
        ),
      ),
    );
    const counts: Record<number, number> = {};
    for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    // Tries 1–9 are wrong passwords; the tenth locks; every later one is refused as locked.
    expect(counts).toEqual({ 401: 9, 429: 41 });
    const [row] = await a.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    expect(row!.failedSignIns).toBeGreaterThanOrEqual(10);
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    for (const app of [a, b]) {
      const right = await signIn(app, 'pat@example.com', PASSWORD, '10.21.0.1');
      expect(right.statusCode).toBe(429);
      expect(right.json().error.message).toMatch(/this account is locked\. Try again in 1[45] minutes\./);
    }
  });

  it('a session revoked on one instance is refused on the other at once', async () => {
    const [a, b] = pair.apps as [NonNullable<Pair['apps'][0]>, NonNullable<Pair['apps'][0]>];
    const userId = await createStaffUser(a, {
      organisationId: orgId,
      email: 'rae@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const client = await staffClientFor(a, userId);
    const second = await staffClientFor(b, userId);
    expect(
      (await b.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers })).statusCode,
    ).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: client.headers });
    expect(out.statusCode).toBe(204);
    expect(
      (await b.inject({ method: 'GET', url: '/api/v1/staff/me', headers: client.headers })).statusCode,
    ).toBe(401);
    expect(
      (await b.inject({ method: 'GET', url: '/api/v1/staff/me', headers: second.headers })).statusCode,
    ).toBe(200);
    const everywhere = await b.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out-everywhere',
      headers: second.headers,
    });
    expect(everywhere.statusCode).toBe(204);
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/staff/me', headers: second.headers })).statusCode,
    ).toBe(401);
  });

  it('the per-address sign-in limit holds across instances', async () => {
    const [a, b] = pair.apps as [NonNullable<Pair['apps'][0]>, NonNullable<Pair['apps'][0]>];
    await awayFromMinuteEdge();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(i % 2 ? b : a, `nobody${i}@example.com`, 'any password at all', '10.30.0.1'),
      ),
    );
    const passed = answers.filter((r) => r.statusCode === 401).length;
    const limited = answers.filter((r) => r.statusCode === 429).length;
    expect(passed + limited).toBe(12);
    // A ceiling of 4 leaves no share to count from memory (decision 035): every try is counted in the database.
    expect(passed).toBe(4);
  });
});
