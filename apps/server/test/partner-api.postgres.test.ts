import type { CreatedApiKey } from '@ttapply/domain/console';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerJourneys, smsOutbox } from '../src/db/schema.js';
import { buildTestAppsOnOneDatabase, nextPhone } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

/**
 * The partner API on real PostgreSQL with two server instances on one database (decision 314): a key revoked on
 * one instance, or rotated past its overlap, is refused by both at once, and one Idempotency-Key sent 50 times at
 * once across both starts one journey and texts once. PGlite runs one query at a time and would hide a race.
 */
const url = process.env.TEST_DATABASE_URL;
const SHOP = 'demo-cfna';
const PARTNER = '/api/partner/v1';
const PER_MINUTE = 60;

let pair: Awaited<ReturnType<typeof buildTestAppsOnOneDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;
let owner: StaffClient;
let offset = 0;

describe.skipIf(!url)('partner API keys across instances (PostgreSQL)', () => {
  beforeAll(async () => {
    // No lender is called: a journey started here is never applied for.
    pair = await buildTestAppsOnOneDatabase(url!, {
      env: { PARTNER_API_REQUESTS_PER_KEY_PER_MINUTE: String(PER_MINUTE) },
      // One clock for both instances, moved by the test: the end of a rotation's overlap.
      now: () => new Date(Date.now() + offset),
    });
    [a, b] = pair.apps as [FastifyInstance, FastifyInstance];
    const org = await createOrganisation(a, 'Redmond Tire Group', [SHOP]);
    const ownerId = await createStaffUser(a, {
      organisationId: org,
      email: 'olive@redmond.example',
      roles: { [SHOP]: 'owner' },
    });
    await createStaffUser(a, {
      organisationId: org,
      email: 'ava@redmond.example',
      roles: { [SHOP]: 'associate' },
    });
    owner = await staffClientFor(a, ownerId);
  }, 120_000);
  afterAll(() => pair?.close());

  const keys = `/api/v1/staff/locations/${SHOP}/api-keys`;
  async function newKey(): Promise<CreatedApiKey> {
    const res = await a.inject({
      method: 'POST',
      url: keys,
      headers: owner.headers,
      payload: { name: 'Shop system' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedApiKey>();
  }
  const use = (app: FastifyInstance, secret: string) =>
    app.inject({ method: 'GET', url: `${PARTNER}/journeys`, headers: { authorization: `Bearer ${secret}` } });

  it('50 parallel starts with one Idempotency-Key over two instances start one journey and text once', async () => {
    const { secret } = await newKey();
    const phone = nextPhone();
    const body = { phone, purchaseAmount: 800, reference: 'RO-5050', associate: 'ava@redmond.example' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: `${PARTNER}/journeys`,
          headers: { authorization: `Bearer ${secret}`, 'idempotency-key': 'ro-5050' },
          payload: body,
        }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const fresh = answers.filter((res) => res.statusCode === 201 && !res.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    const rows = await a.db.select().from(partnerJourneys).where(eq(partnerJourneys.reference, 'RO-5050'));
    expect(rows).toHaveLength(1);
    expect(await a.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone))).toHaveLength(1);
  });

  it('a key revoked on one instance is refused on the other at once', async () => {
    const { secret, key } = await newKey();
    expect((await use(a, secret)).statusCode).toBe(200);
    expect((await use(b, secret)).statusCode).toBe(200);
    const revoked = await a.inject({
      method: 'POST',
      url: `${keys}/${key.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await use(b, secret)).statusCode).toBe(401);
    expect((await use(a, secret)).statusCode).toBe(401);
  });

  it('a key’s limit per minute holds over both instances together', async () => {
    const { secret } = await newKey();
    // Away from a minute's end, so the fixed window cannot reset in the middle of the burst.
    const left = 60_000 - ((Date.now() + offset) % 60_000);
    if (left < 10_000) offset += left + 50;
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 20 }, (_, i) => use(i % 2 ? b : a, secret)),
    );
    const admitted = answers.filter((res) => res.statusCode === 200).length;
    // Decision 035's bound: the ceiling, plus what the other instance may admit from memory (a tenth of it).
    expect(admitted).toBeGreaterThanOrEqual(PER_MINUTE);
    expect(admitted).toBeLessThanOrEqual(PER_MINUTE + PER_MINUTE / 10);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(answers.length - admitted);
  });

  it('a key rotated on one instance works on both through the overlap, then on neither', async () => {
    const old = await newKey();
    const rotated = await b.inject({
      method: 'POST',
      url: `${keys}/${old.key.id}/rotate`,
      headers: owner.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const { secret } = rotated.json<CreatedApiKey>();
    for (const app of [a, b]) {
      expect((await use(app, old.secret)).statusCode).toBe(200);
      expect((await use(app, secret)).statusCode).toBe(200);
    }
    // Last: a day later every staff session has ended too.
    offset += 24 * 3_600_000 + 1_000;
    for (const app of [a, b]) {
      expect((await use(app, old.secret)).statusCode).toBe(401);
      expect((await use(app, secret)).statusCode).toBe(200);
    }
  });
});
