import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications, consumers } from '../../db/schema.js';

// Versatile's own table, read by drizzle-kit with the shared schema (drizzle.config.ts) and purged with its
// consumer (the definition's consumerTables, decision 197).

/**
 * A Versatile waterfall (lenders §4 "Versatile waterfall"): the consumer walks the partner's widget while the
 * server polls the partner's session every 5 seconds (lenders §9) as a durable job, until it completes or
 * expires; the outcome is written onto the VERS application (tier 3) this row belongs to. One row per
 * application, so the one-application-per-lender rule (decision 041) covers the waterfall too.
 */
export const versWaterfallSessions = pgTable(
  'vers_waterfall_sessions',
  {
    /** Our session id (the browser's sessionId); also the pg-boss singleton key of its poll. */
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** Versatile's instoreSessionId, once the partner created the session. */
    partnerSessionId: text('partner_session_id'),
    /** 'polling' until 'completed' or 'expired' (written once, by whoever saw the end first). */
    status: text('status').notNull().default('polling'),
    /** The provider the widget started with (POST /api/v1/vers/pendingApplication). */
    pendingProvider: text('pending_provider'),
    /** Polls of the partner so far (the job's attempt number). */
    polls: integer('polls').notNull().default(0),
    /** After this the server stops polling and records the session's error (the partner's expiry plus slack). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vers_waterfall_sessions_application_idx').on(t.applicationId),
    index('vers_waterfall_sessions_consumer_idx').on(t.consumerId),
  ],
);

export type VersWaterfallSessionRow = typeof versWaterfallSessions.$inferSelect;
