import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import {
  buildTestApp,
  latestCode,
  nextPhone,
  sendCode,
  awaitDecision,
  submitApplication,
  submitPayload,
  verifyPhone,
  type TestApp,
} from './helper.js';
import { getDraft, putDraft, saveCfnaSteps } from './draft-helpers.js';
import { REMOTE_SEARCH_URL, REMOTE_SHOP } from './remote-shop.js';

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

  it('keeps answering when PostgreSQL terminates its idle connections', async () => {
    // A shop lookup by key id reads the table (shop search answers from the in-memory directory).
    const lookup = () => t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-cfna' });
    // Concurrent lookups open several pooled connections, which then sit idle.
    const warm = await Promise.all([1, 2, 3, 4, 5].map(lookup));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // What a PostgreSQL restart or an administrator does to the pool's idle clients.
    await t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lookup()).statusCode).toBe(200);
  });

  it('bumps the shop directory revision on a change to shops, and the directory follows it', async () => {
    const { revision } = t.app.services.shops.directoryState;
    await t.app.db.insert(shops).values({ ...REMOTE_SHOP, keyId: 'pg-gulf-1' });
    // The 5-second watcher may have reloaded already; either way the directory is now at the new revision.
    await t.app.services.shops.refreshIfChanged();
    expect(t.app.services.shops.directoryState.revision).toBeGreaterThan(revision);
    const res = await t.app.inject({ method: 'GET', url: REMOTE_SEARCH_URL });
    expect(res.json().shops[0].keyId).toBe('pg-gulf-1');
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

  it('submits CFNA approve, refer, decline through the job queue with the SSN encrypted', async () => {
    const statuses: string[] = [];
    for (const [ssn, outcome] of [
      ['111111111', 'approve'],
      ['333333333', 'refer'],
      ['222222222', 'decline'],
    ]) {
      const consumer = await verifyPhone(t.app);
      const res = await submitApplication(t.app, consumer, ssn ?? '', { 'idempotency-key': `pg-${outcome}` });
      statuses.push((await awaitDecision(t.app, consumer.token, res.json().applicationKeyId)).status);
    }
    expect(statuses).toEqual(['a', 'p', 'd']);
    const raw = await t.app.db.execute(sql`select * from applications`);
    expect(JSON.stringify((raw as { rows: unknown[] }).rows)).not.toContain('111111111');
  });

  it('100 concurrent submissions for one consumer and lender make one application and one lender pull', async () => {
    const { token, consumerId, phone } = await verifyPhone(t.app);
    const payload = submitPayload(consumerId, phone, '333333333');
    const before = await t.sandbox.pulls('CFNA', '333333333');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/apps/app/',
          headers: {
            authorization: `Bearer ${token}`,
            ...(i % 3 === 0
              ? { 'idempotency-key': 'pg-same-key' }
              : i % 3 === 1
                ? { 'idempotency-key': `pg-new-${i}` }
                : {}),
          },
          payload,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().applicationKeyId));
    expect(ids.size).toBe(1);
    await awaitDecision(t.app, token, [...ids][0] as string);
    const after = await t.sandbox.pulls('CFNA', '333333333');
    expect(after.hard - before.hard).toBe(1);
  });

  it('saves and resumes a draft with the sensitive values encrypted, and refuses steps out of order', async () => {
    const { token, phone } = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const early = await putDraft(t.app, token, 'about-you', {});
    expect(early.statusCode).toBe(409);
    const answers = await saveCfnaSteps(t.app, token, phone, '987650123');
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const draft = (await getDraft(t.app, token)).json().draft;
    expect(draft).toMatchObject({ currentPage: 'summary', values: { SSN: '987650123', DOB: '1985-04-12' } });
    const raw = await t.app.db.execute(sql`select * from application_drafts`);
    const text = JSON.stringify((raw as { rows: unknown[] }).rows);
    for (const plain of ['987650123', 'WDLJONESP123', '1985-04-12']) expect(text).not.toContain(plain);

    // The same phone again (docs/decisions/025 addendum): the draft holds the SSN, so it opens only after the
    // check.
    const again = await verifyPhone(t.app, phone, { shopKeyId: 'demo-cfna' });
    expect((await getDraft(t.app, again.token)).statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/verify-ssn',
      headers: { authorization: `Bearer ${again.token}` },
      payload: { ssn: '987650123' },
    });
    expect(confirmed.statusCode).toBe(200);
    const opened = await getDraft(t.app, confirmed.headers['x-session-token'] as string);
    expect(opened.json().draft.values.SSN).toBe('987650123');
  });

  it('answers 400, not 500, to a NUL byte PostgreSQL text cannot hold', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/a%00b' })).statusCode).toBe(400);
    const consumer = await verifyPhone(t.app);
    const payload = {
      ...submitPayload(consumer.consumerId, consumer.phone, '111111111'),
      confirmTimestamp: 'a\u0000',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${consumer.token}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a texted Apply Code with a link that expires', async () => {
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: `+1${phone}`, Body: '100002' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const body = outbox.json<{ to: string; body: string }[]>().find((m) => m.to === phone)?.body ?? '';
    const code = body.match(/\/go\/([0-9A-Za-z]{12}) /)?.[1];
    const lookUp = () => t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${code}` });
    expect((await lookUp()).json().shop.keyId).toBe('demo-gemy');
    t.advance(25 * 3_600_000);
    expect((await lookUp()).statusCode).toBe(410);
  });
});
