import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import type { JourneyChange } from '../src/journey/journey-feed.js';
import { buildTestAppsOnOneDatabase, verifyPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';
import {
  awaitJourney,
  CFNA_CONSENT_NAMING_CONCORA,
  concoraAnswered,
  submitCfnaDecline,
} from './waterfall-support.js';

/**
 * The server-side waterfall on two instances sharing one PostgreSQL (docs/decisions/140): the next step runs
 * once, whichever instance records the decision, and a change recorded on one instance is heard on the
 * other. Needs TEST_DATABASE_URL (`npm test` starts a throwaway PostgreSQL).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the waterfall on two instances sharing PostgreSQL', () => {
  let sandbox: RunningSandbox;
  let pair: Awaited<ReturnType<typeof buildTestAppsOnOneDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    sandbox = await startSandbox();
    pair = await buildTestAppsOnOneDatabase(url!, {
      env: {
        PARTNER_SANDBOX_URL: sandbox.url,
        JOB_POLLING_INTERVAL_SECONDS: '0.5',
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
      },
    });
    [a, b] = pair.apps as [FastifyInstance, FastifyInstance];
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
    await sandbox?.close();
  });

  it("Concora's automatic prequal runs once for each of ten consumers, with both instances working jobs", async () => {
    const consumers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyPhone(i % 2 === 0 ? a : b)),
    );
    await Promise.all(
      consumers.map((consumer, i) =>
        submitCfnaDecline(i % 2 === 0 ? b : a, consumer, CFNA_CONSENT_NAMING_CONCORA),
      ),
    );
    for (const consumer of consumers) {
      const answer = await awaitJourney(a, consumer.token, concoraAnswered);
      expect(answer.journey!.events.filter((e) => e.type === 'automatic-prequal-submitted')).toHaveLength(1);
      const rows = await a.db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.consumerId, consumer.consumerId), eq(applications.appType, 'GNES')));
      expect(rows).toHaveLength(1);
    }
    // One soft pull at Concora per consumer (they share the test SSN), no hard one.
    expect(await sandbox.pulls('GNES', '222222222')).toMatchObject({ soft: 10, hard: 0 });
  });

  it('a decision recorded on one instance is heard by a listener on the other within a second', async () => {
    const consumer = await verifyPhone(a);
    const heardAt = new Promise<number>((resolve) => {
      const unsubscribe = b.services.journeyFeed.subscribe((change: JourneyChange) => {
        if (change.consumerId !== consumer.consumerId || change.type !== 'decided') return;
        unsubscribe();
        resolve(Date.now());
      });
    });
    // The decision is written on instance a (the lender job could run on either, so it is recorded here).
    const [row] = await a.db
      .insert(applications)
      .values({
        consumerId: consumer.consumerId,
        shopKeyId: 'demo-cfna',
        appType: 'CFNA',
        tier: '1',
        status: 'p',
        appData: {},
        confirmTimestamp: new Date().toISOString(),
        idempotencyKey: `listener-${consumer.consumerId}`,
        requestFingerprint: 'x',
      })
      .returning({ id: applications.id });
    const recordedAt = Date.now();
    await a.services.applications.recordDecision(row!.id, { status: 'd', result: { declined: '1' } });
    const latency = (await heardAt) - recordedAt;
    expect(latency).toBeLessThan(1000);
  });
});
