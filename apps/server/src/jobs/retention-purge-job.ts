import type { FastifyBaseLogger } from 'fastify';
import { and, getTableName, gt, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
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
} from '../db/schema.js';
import { lenderConsumerTables } from '../lenders/index.js';
import type { JobQueue } from './job-queue.js';

export const RETENTION_PURGE_QUEUE = 'retention-purge';
/** Consumers purged per transaction: small enough to keep locks short, large enough to finish in minutes. */
export const RETENTION_PURGE_BATCH = 500;

/** A table whose rows belong to one consumer and go with them: a lender's own ones among them. */
export interface ConsumerTable {
  readonly table: PgTable;
  /** The column naming the consumer a row belongs to. */
  readonly consumerId: PgColumn;
}

/**
 * What hangs off a consumer, in the order the purge deletes it (children before the rows they reference, the
 * consumer last; decision 197 says why each is purged). journey_lender_decisions has no foreign key but is a
 * journey's copy, so it goes with it. The lenders' own tables come before these: they reference the shared
 * rows, never the reverse.
 */
const CONSUMER_TABLES: ReadonlyArray<readonly [string, PgTable, PgColumn]> = [
  ['staff_link_sends', staffLinkSends, staffLinkSends.consumerId],
  ['link_codes', linkCodes, linkCodes.consumerId],
  ['applications', applications, applications.consumerId],
  ['idempotency_keys', idempotencyKeys, idempotencyKeys.consumerId],
  ['application_drafts', applicationDrafts, applicationDrafts.consumerId],
  ['consumer_sessions', consumerSessions, consumerSessions.consumerId],
  ['document_consents', documentConsents, documentConsents.consumerId],
  ['credit_check_consents', creditCheckConsents, creditCheckConsents.consumerId],
  ['aff_card_checks', affCardChecks, affCardChecks.consumerId],
  ['journey_events', journeyEvents, journeyEvents.consumerId],
  ['journey_lender_decisions', journeyLenderDecisions, journeyLenderDecisions.consumerId],
  ['journeys', journeys, journeys.consumerId],
  ['consumers', consumers, consumers.id],
];

/** Rows not tied to a consumer, kept by their own date: phones and codes of verifications and texts. */
const DATED_TABLES: ReadonlyArray<readonly [string, PgTable, PgColumn]> = [
  ['otp_challenges', otpChallenges, otpChallenges.createdAt],
  ['sms_inbound', smsInbound, smsInbound.createdAt],
  ['staff_link_texts', staffLinkTexts, staffLinkTexts.sentAt],
  ['sms_outbox', smsOutbox, smsOutbox.createdAt],
  ['email_outbox', emailOutbox, emailOutbox.createdAt],
];

export type PurgeCounts = Record<string, number>;

/** The retention line: `months` calendar months before `now` (decision 197). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes what is past retention (decision 197) and writes one staff_audit_log row ('data-purged', no
 * organisation, counts per table) in the same run; the audit log itself is append-only and kept. A consumer
 * is past retention when nothing of theirs moved since the line: created, journeys, events, applications,
 * draft, sessions, links texted. The shared training keys (TRAIN_<app code>) are fixtures and stay.
 */
export async function purgeExpiredData(
  db: Database,
  options: {
    now: Date;
    months: number;
    batchSize?: number;
    /** The lenders' own tables of a consumer's rows; the registry's when left out. */
    lenderTables?: readonly ConsumerTable[];
  },
): Promise<PurgeCounts> {
  const cutoff = retentionCutoff(options.now, options.months);
  const batchSize = options.batchSize ?? RETENTION_PURGE_BATCH;
  const consumerTables = [
    ...(options.lenderTables ?? lenderConsumerTables()).map(
      ({ table, consumerId }) => [getTableName(table), table, consumerId] as const,
    ),
    ...CONSUMER_TABLES,
  ];
  const counts: PurgeCounts = Object.fromEntries(
    [...consumerTables, ...DATED_TABLES].map(([name]) => [name, 0]),
  );
  const at = cutoff.toISOString();
  // One pass over the consumers' primary key (keyset by id), so a consumer kept is looked at once per run.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: consumers.id })
      .from(consumers)
      .where(
        and(
          gt(consumers.id, after),
          sql`${consumers.isTestKey} = false`,
          lt(consumers.createdAt, cutoff),
          sql`not exists (select 1 from journeys j where j.consumer_id = ${consumers.id} and j.updated_at >= ${at})`,
          sql`not exists (select 1 from journey_events e where e.consumer_id = ${consumers.id} and e.at >= ${at})`,
          sql`not exists (select 1 from applications a where a.consumer_id = ${consumers.id} and a.updated_at >= ${at})`,
          sql`not exists (select 1 from application_drafts d where d.consumer_id = ${consumers.id} and d.updated_at >= ${at})`,
          sql`not exists (select 1 from consumer_sessions s where s.consumer_id = ${consumers.id} and s.last_seen_at >= ${at})`,
          sql`not exists (select 1 from link_codes l where l.consumer_id = ${consumers.id} and l.created_at >= ${at})`,
          sql`not exists (select 1 from staff_link_sends s where s.consumer_id = ${consumers.id} and s.last_sent_at >= ${at})`,
        ),
      )
      .orderBy(consumers.id)
      .limit(batchSize);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    await db.transaction(async (tx) => {
      for (const [name, table, column] of consumerTables) {
        const deleted = await tx.delete(table).where(inArray(column, ids)).returning({ id: column });
        counts[name]! += deleted.length;
      }
    });
    after = ids[ids.length - 1]!;
    if (batch.length < batchSize) break;
  }
  for (const [name, table, column] of DATED_TABLES) {
    for (;;) {
      // In batches too: a first run on an old database may find many.
      const deleted = await db.execute(sql`
        with gone as (
          delete from ${table} where ctid in (select ctid from ${table} where ${column} < ${at} limit ${batchSize})
          returning 1
        ) select count(*)::int as n from gone`);
      const n = Number((deleted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      counts[name]! += n;
      if (n < batchSize) break;
    }
  }
  await db.insert(staffAuditLog).values({
    organisationId: null,
    userId: null,
    action: 'data-purged',
    targetType: 'retention',
    ip: 'system',
    userAgent: RETENTION_PURGE_QUEUE,
    at: options.now,
    detail: { cutoff: at, months: options.months, counts },
  });
  return counts;
}

/**
 * A durable daily job (decision 197), never a timer: pg-boss's schedule runs it at 04:15 each day on one
 * instance; with `purgeAtStart` one is also queued at start (one per date, whichever instance).
 */
export async function startRetentionPurge(
  queue: JobQueue,
  db: Database,
  settings: { months: number; purgeAtStart: boolean; lenderTables: readonly ConsumerTable[] },
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.ensureQueue(RETENTION_PURGE_QUEUE, { policy: 'singleton' });
  await queue.work(RETENTION_PURGE_QUEUE, async () => {
    const { months, lenderTables } = settings;
    const counts = await purgeExpiredData(db, { now: now(), months, lenderTables });
    log.info({ counts }, 'retention purge done');
  });
  await queue.boss.schedule(RETENTION_PURGE_QUEUE, '15 4 * * *');
  if (settings.purgeAtStart) {
    await queue.boss.send(RETENTION_PURGE_QUEUE, {}, { singletonKey: now().toISOString().slice(0, 10) });
  }
}
