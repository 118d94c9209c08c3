import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import {
  buildTestApp,
  latestCode,
  nextPhone,
  sendCode,
  submitPayload,
  verifyPhone,
  type TestApp,
} from './helper.js';

/**
 * The key journeys again on real PostgreSQL (GUIDE "Tests": a smaller set runs against PostgreSQL).
 * Runs when TEST_DATABASE_URL points at a server where this user may CREATE DATABASE; each run gets its own.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ postgres: url });
  });
  afterAll(async () => t?.close());

  it('migrates and seeds idempotently', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(shops);
    expect(before?.n).toBeGreaterThanOrEqual(500);
    await seedDatabase(t.app.db);
    const [after] = await t.app.db.select({ n: count() }).from(shops);
    expect(after?.n).toBe(before?.n);
  });

  it('searches shops nearest first and 404s far away', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shops/?lat=47.67&lng=-122.12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().shops[0].keyId).toBe('demo-cfna');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/shops/?lat=0&lng=0' })).statusCode).toBe(404);
  });

  it('verifies a phone, kills a code after 5 wrong checks, and limits sends', async () => {
    const phone = nextPhone();
    const sent = await sendCode(t.app, phone);
    const hash = sent.json().verificationHash as string;
    const code = await latestCode(t.app, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/validate-OTP/',
        payload: { phoneMobile: phone, verificationCode: wrong, verificationHash: hash },
      });
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: { phoneMobile: phone, verificationCode: code, verificationHash: hash },
    });
    expect(right.statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await sendCode(t.app, phone);
    expect((await sendCode(t.app, phone)).statusCode).toBe(429);
  });

  it('submits CFNA approve, refer, decline idempotently with the SSN encrypted', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const statuses: string[] = [];
    for (const [ssn, outcome] of [
      ['111111111', 'approve'],
      ['333333333', 'refer'],
      ['222222222', 'decline'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/app/',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `pg-${outcome}` },
        payload: submitPayload(consumerId, phone, ssn ?? ''),
      });
      statuses.push(res.json().status);
    }
    expect(statuses).toEqual(['a', 'p', 'd']);
    const payload = submitPayload(consumerId, phone, '111111111');
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/apps/app/',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'pg-double' },
          payload,
        }),
      ),
    );
    expect(a?.json().applicationKeyId).toBe(b?.json().applicationKeyId);
    const raw = await t.app.db.execute(sql`select * from applications`);
    expect(JSON.stringify((raw as { rows: unknown[] }).rows)).not.toContain('111111111');
  });
});
