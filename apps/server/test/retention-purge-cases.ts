// Data retention (decision 197), the cases both databases run (retention-purge.test.ts on PGlite,
// retention-purge.postgres.test.ts on PostgreSQL): the daily purge deletes exactly what is past
// RETENTION_MONTHS, in foreign-key order and in batches, records the run in the append-only audit log, and a
// second run finds nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affCardChecks,
  applicationDrafts,
  applications,
  consumerSessions,
  consumers,
  creditCheckConsents,
  documentConsents,
  emailOutbox,
  idempotencyKeys,
  journeyEvents,
  journeyLenderDecisions,
  journeys,
  linkCodes,
  otpChallenges,
  smsInbound,
  smsOutbox,
  staffAuditLog,
  staffLinkSends,
  staffLinkTexts,
} from '../src/db/schema.js';
import { purgeExpiredData, RETENTION_PURGE_QUEUE } from '../src/jobs/retention-purge-job.js';
import { versWaterfallSessions } from '../src/lenders/vers/tables.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser } from './staff-support.js';

const SHOP = 'demo-cfna';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let now: Date;
let staffUserId: string;

const monthsAgo = (months: number, extraDays = 0) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - extraDays * DAY);
};

/** One consumer with a row in every table that hangs off a consumer, all dated `at`. */
async function seedConsumer(at: Date, options: { testKey?: boolean; journeyUpdatedAt?: Date } = {}) {
  const db = t.app.db;
  const [consumer] = await db
    .insert(consumers)
    .values({ mode: 'apply', isTestKey: options.testKey ?? false, shopKeyId: SHOP, createdAt: at })
    .returning();
  const consumerId = consumer!.id;
  const code = `R${randomUUID().slice(0, 8)}`;
  await db.insert(linkCodes).values({ code, consumerId, shopKeyId: SHOP, expiresAt: at, createdAt: at });
  await db.insert(staffLinkSends).values({
    linkCode: code,
    consumerId,
    shopKeyId: SHOP,
    sentBy: staffUserId,
    phone: '4255550100',
    createdAt: at,
    lastSentAt: at,
  });
  const [application] = await db
    .insert(applications)
    .values({
      consumerId,
      shopKeyId: SHOP,
      appType: 'AFF',
      tier: '1',
      status: 'a',
      appData: {},
      confirmTimestamp: at.toISOString(),
      idempotencyKey: randomUUID(),
      requestFingerprint: 'x',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await db.insert(versWaterfallSessions).values({
    applicationId: application!.id,
    consumerId,
    expiresAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(idempotencyKeys).values({
    consumerId,
    key: randomUUID(),
    operation: 'POST',
    fingerprint: 'x',
    state: 'done',
    createdAt: at,
  });
  await db
    .insert(applicationDrafts)
    .values({ consumerId, values: {}, completedPages: [], currentPage: 'about-you', updatedAt: at });
  await db.insert(consumerSessions).values({ consumerId, createdAt: at, lastSeenAt: at });
  await db
    .insert(documentConsents)
    .values({ consumerId, document: 'privacy', version: '2026-01-01', agreedAt: at });
  await db.insert(creditCheckConsents).values({
    consumerId,
    shopKeyId: SHOP,
    appCode: 'AFF',
    creditCheck: 'hard',
    consentText: 'x',
    applicationId: application!.id,
    agreedAt: at,
  });
  await db.insert(affCardChecks).values({ consumerId, appRequestId: 'req-1', cardHmac: 'h', checkedAt: at });
  await db
    .insert(journeyEvents)
    .values({ consumerId, shopKeyId: SHOP, at, actor: 'consumer', type: 'submitted' });
  await db.insert(journeyLenderDecisions).values({
    consumerId,
    shopKeyId: SHOP,
    appCode: 'AFF',
    kind: 'application',
    status: 'approved',
    decidedAt: at,
  });
  await db.insert(journeys).values({
    consumerId,
    shopKeyId: SHOP,
    stage: 'decided',
    startedAt: at,
    updatedAt: options.journeyUpdatedAt ?? at,
  });
  return consumerId;
}

async function seedDated(at: Date, marker: string) {
  const db = t.app.db;
  await db.insert(otpChallenges).values({
    lookupHash: `${marker}-${randomUUID()}`,
    codeHmac: 'x',
    phoneMobile: '4255550101',
    ip: '127.0.0.1',
    createdAt: at,
    expiresAt: at,
  });
  await db.insert(smsInbound).values({ phone: '4255550101', createdAt: at });
  await db.insert(staffLinkTexts).values({
    linkSendId: randomUUID(),
    phone: '4255550101',
    shopKeyId: SHOP,
    sentBy: staffUserId,
    sentAt: at,
  });
  await db.insert(smsOutbox).values({ to: '4255550101', body: marker, createdAt: at });
  await db.insert(emailOutbox).values({ to: 'x@example.com', subject: marker, body: marker, createdAt: at });
}

const CONSUMER_TABLES = {
  vers_waterfall_sessions: versWaterfallSessions,
  staff_link_sends: staffLinkSends,
  link_codes: linkCodes,
  applications,
  idempotency_keys: idempotencyKeys,
  application_drafts: applicationDrafts,
  consumer_sessions: consumerSessions,
  document_consents: documentConsents,
  credit_check_consents: creditCheckConsents,
  aff_card_checks: affCardChecks,
  journey_events: journeyEvents,
  journey_lender_decisions: journeyLenderDecisions,
  journeys,
} as const;

async function rowsOf(consumerIds: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(CONSUMER_TABLES)) {
    const rows = await t.app.db.select().from(table).where(inArray(table.consumerId, consumerIds));
    counts[name] = rows.length;
  }
  counts.consumers = (
    await t.app.db.select().from(consumers).where(inArray(consumers.id, consumerIds))
  ).length;
  return counts;
}

const every = (n: number) =>
  Object.fromEntries([...Object.keys(CONSUMER_TABLES), 'consumers'].map((name) => [name, n]));

/** The purge's cases on a fresh database: PGlite, or PostgreSQL at `postgres`. */
export function retentionPurgeCases(postgres?: string): void {
  describe(`the retention purge (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
    beforeAll(async () => {
      t = await buildTestApp(postgres ? { postgres } : {});
      now = t.app.clock();
      const org = await createOrganisation(t.app, 'Retention Tires', [SHOP]);
      staffUserId = await createStaffUser(t.app, {
        organisationId: org,
        email: 's@r.example',
        roles: { [SHOP]: 'associate' },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('deletes exactly what is past 25 months, is audited, and a second run deletes nothing', async () => {
      // Past the line: two consumers (two batches of one), every table including AFF's card checks.
      const expired = [await seedConsumer(monthsAgo(25, 1)), await seedConsumer(monthsAgo(30))];
      // Inside the line by a day; an old consumer whose journey moved last month; a shared training key.
      const kept = [
        await seedConsumer(monthsAgo(25, -1)),
        await seedConsumer(monthsAgo(30), { journeyUpdatedAt: monthsAgo(1) }),
        await seedConsumer(monthsAgo(30), { testKey: true }),
      ];
      await seedDated(monthsAgo(26), 'old');
      await seedDated(monthsAgo(24), 'new');

      const counts = await purgeExpiredData(t.app.db, { now, months: 25, batchSize: 1 });
      expect(counts).toEqual({
        ...every(2),
        otp_challenges: 1,
        sms_inbound: 1,
        staff_link_texts: 1,
        sms_outbox: 1,
        email_outbox: 1,
      });
      expect(await rowsOf(expired)).toEqual(every(0));
      expect(await rowsOf(kept)).toEqual(every(3));
      for (const consumerId of kept) expect(await rowsOf([consumerId])).toEqual(every(1));
      expect(await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.body, 'old'))).toEqual([]);
      expect(await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.body, 'new'))).toHaveLength(1);

      const audits = () =>
        t.app.db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.action, 'data-purged'))
          .orderBy(staffAuditLog.at);
      const [first] = await audits();
      expect(first).toMatchObject({ organisationId: null, userId: null, targetType: 'retention' });
      expect(first!.detail).toEqual({ cutoff: monthsAgo(25).toISOString(), months: 25, counts });

      const again = await purgeExpiredData(t.app.db, { now, months: 25 });
      expect(Object.values(again).every((n) => n === 0)).toBe(true);
      expect(await rowsOf(kept)).toEqual(every(3));
      const runs = await audits();
      expect(runs).toHaveLength(2);
      expect(runs[1]!.detail).toMatchObject({ counts: again });
      // The audit log keeps the purge: it refuses to be edited or emptied (migration 0013).
      await expect(
        t.app.db.delete(staffAuditLog).where(and(eq(staffAuditLog.action, 'data-purged'))),
      ).rejects.toThrow();
    });

    it('is a durable job on the daily schedule', async () => {
      const schedules = await t.app.db.execute(
        sql`select name, cron from pgboss.schedule where name = ${RETENTION_PURGE_QUEUE}`,
      );
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
        { name: RETENTION_PURGE_QUEUE, cron: '15 4 * * *' },
      ]);
    });
  });
}
