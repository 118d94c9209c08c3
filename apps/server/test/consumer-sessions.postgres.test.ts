import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDraft } from './draft-helpers.js';
import { buildTestAppsOnOneDatabase, verifyPhone } from './helper.js';

const url = process.env.TEST_DATABASE_URL;

// Decision 246: each instance answers a session it found live a moment ago from memory; an end on one instance
// reaches the others by PostgreSQL's NOTIFY. Here memory lasts an hour, so only the notification can make B
// refuse: the walk waits for that state, never for time.
describe.skipIf(!url)('a consumer session ended on one instance (PostgreSQL)', () => {
  let cluster: { apps: FastifyInstance[]; close(): Promise<void> };
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await buildTestAppsOnOneDatabase(url!, { count: 2, env: { SESSION_RECHECK_MS: '3600000' } });
    [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
  }, 180_000);
  afterAll(() => cluster?.close());

  it.each(['done', 'sign-out'] as const)(
    '%s on A: B, which had just answered the session, refuses it',
    async (reason) => {
      const { token } = await verifyPhone(a);
      expect((await getDraft(b, token)).statusCode).toBe(200);
      expect((await getDraft(b, token)).statusCode).toBe(200);
      const ended = await a.inject({
        method: 'POST',
        url: '/api/v1/apps/consumer/sign-out',
        headers: { authorization: `Bearer ${token}` },
        payload: { reason },
      });
      expect(ended.statusCode).toBe(204);
      expect((await getDraft(a, token)).statusCode).toBe(401);
      await expect.poll(async () => (await getDraft(b, token)).statusCode, { timeout: 30_000 }).toBe(401);
    },
  );
});
