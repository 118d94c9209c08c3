import type { JourneyLenderStatus, Locale } from '@ttapply/domain';
import type { FinanceEstimate } from '@ttapply/domain/consumer-api';
import { sql } from 'drizzle-orm';
import {
  pgSequence,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * AFF after the approval (lenders §4 "AFF approval, finalize, e-sign, funding"): the finalized repair order,
 * its loan details and the funding targets on file, masked (first six / last four at most). The signing URL
 * is never kept: it works once and the lender makes a new one when asked.
 */
export interface AffLoanRecord {
  amount: number;
  repairOrderId: string;
  envelopeId: string;
  estimate: FinanceEstimate;
  /** lenders §9 fundingType '1' virtual card, '2' bank account, '3' credit card, with what each shows. */
  fundingOptions: Array<{ fundingType: '1' | '2' | '3'; masked: string }>;
  finalizedAt: string;
}

/** What was funded (lenders §3 "Funding / funded details"): never the card number, expiry or CVV. */
export interface FundedDetailsRecord {
  fundtype: '1' | '2' | '3';
  last4: string;
  first6?: string;
  fundedAt: string;
}

/** Shop card art as the result screen shows it (lenders §3 "Shop"). */
export interface CardArt {
  filename: string;
  filenamefilled: string;
  line1: string;
  line2: string;
}

export const shops = pgTable(
  'shops',
  {
    keyId: text('key_id').primaryKey(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    image: text('image').notNull().default(''),
    addr1: text('addr1').notNull(),
    addr2: text('addr2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Comma list of lender app codes in tier order, as the shop lists them (spec §1). */
    lenders: text('lenders').notNull(),
    acctId: text('acct_id').notNull(),
    subId: text('sub_id').notNull(),
    storeNumber: text('store_number').notNull(),
    bsro: text('bsro').notNull().default('0'),
    cardArt: jsonb('card_art').$type<CardArt | null>(),
    synchronyPrequalAccept: text('synchrony_prequal_accept').notNull().default('0'),
    /** Company keyword a consumer may type in shop search (keywordInfo). */
    keyword: text('keyword'),
    /** Six digits a consumer may text to start an application at this shop (docs/decisions/021). */
    applyCode: text('apply_code'),
    companyName: text('company_name').notNull(),
    /** When the shop answers its phone, as its staff write it ("Mon–Sat 8am–6pm"); shown beside the phone. */
    contactHours: text('contact_hours').notNull().default(''),
  },
  // Shop search reads no index here: it answers from the in-memory directory (docs/decisions/026).
  (t) => [index('shops_keyword_idx').on(t.keyword), uniqueIndex('shops_apply_code_idx').on(t.applyCode)],
);

/**
 * One row counting changes to `shops`: a statement trigger (migration 0007) adds one on every insert, update,
 * delete or truncate, so a server holding the shop directory in memory sees another process's edits by reading
 * one number (services/shop-directory.ts, docs/decisions/026).
 */
export const shopDirectoryRevision = pgTable('shop_directory_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Verified mobile phone (10 digits); null until a phone is verified for a link-code consumer. */
    phoneMobile: text('phone_mobile'),
    /** 'apply' or 'fm-train'; training consumers are separate people so the public demo code reveals nothing. */
    mode: text('mode').notNull().default('apply'),
    /** Shared test keys (TRAIN_<app code>) are never bound to one phone. */
    isTestKey: boolean('is_test_key').notNull().default(false),
    shopKeyId: text('shop_key_id').references(() => shops.keyId),
    keyword: text('keyword'),
    submissionSource: text('submission_source').notNull().default('web'),
    sendText: text('send_text').notNull().default('0'),
    /**
     * No longer written (decision 113): the selected apps travel with each application
     * (applications.selected_apps) and the consumer's view shows the latest. Kept until no running server
     * of the earlier release writes it, then dropped by a migration (expand, then contract).
     */
    consumerSelectedApps: text('consumer_selected_apps').notNull().default(''),
    /** Wrong SSN entries when a returning consumer re-verifies; at the limit every entry is refused. */
    ssnCheckFailures: integer('ssn_check_failures').notNull().default(0),
    /** When the current run of wrong SSN entries began; the check locks until SSN_CHECK_LOCK_MINUTES after it. */
    ssnCheckWindowStartedAt: timestamp('ssn_check_window_started_at', { withTimezone: true }),
    /**
     * The language the consumer reads (decision 232): the texts and e-mails we send them are in it. Set when a
     * code is asked in a language, when a shop texts the link in one, or when the consumer switches.
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumers_phone_mode_idx')
      .on(t.phoneMobile, t.mode)
      .where(sql`${t.phoneMobile} is not null`),
  ],
);

/**
 * Consumer sessions as server records (decision 188): the session token names its row and generation; every
 * authenticated call checks the row on whichever instance it reaches, so Done, the idle exit and sign-out end
 * a session everywhere at once, and a token refresh retires the token before it.
 */
export const consumerSessions = pgTable(
  'consumer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /**
     * Bumped by each token refresh; a token of the current generation opens the session, one of the generation
     * before only until `rotatedAt` + the grace (requests already in flight when the refresh answered).
     */
    generation: integer('generation').notNull().default(1),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'done', 'idle', 'sign-out'. */
    endReason: text('end_reason'),
  },
  (t) => [index('consumer_sessions_consumer_idx').on(t.consumerId)],
);

/**
 * Documents a consumer agreed to, with the version they saw (decision 189): the policy page's disclosure,
 * Privacy Policy, Terms, SMS Terms and E-SIGN Consent, recorded when the phone is verified after agreeing;
 * and a lender's own consent agreed for one application (AFF's electronic consent before signing, decision
 * 293), with the exact text shown.
 */
export const documentConsents = pgTable(
  'document_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** The document's slug under /terms (or the disclosure's). */
    document: text('document').notNull(),
    /** The document's "last updated" date: its version. */
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    /** The application a lender's consent was agreed for (no foreign key: the purge deletes applications first). */
    applicationId: uuid('application_id'),
    /** The lender's text as shown (its HTML); null for our own documents, whose version names the text. */
    text: text('text'),
  },
  (t) => [index('document_consents_consumer_idx').on(t.consumerId)],
);

/**
 * Codes a shop or a text message hands out as `/go/<code>`: each belongs to one consumer and expires
 * (LINK_CODE_TTL_HOURS); the shared test keys (TRAIN_<app code>) have no expiry. Kept apart from consumers so a
 * consumer may be sent several links over time.
 */
export const linkCodes = pgTable(
  'link_codes',
  {
    code: text('code').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id').references(() => shops.keyId),
    /** Null only for the shared test keys. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The mobile number the link was texted to (our short code's reply, a shop's send), so the verification
     * screen can offer it by its last four digits; null for a link made on screen.
     */
    sentTo: text('sent_to'),
  },
  (t) => [
    index('link_codes_consumer_idx').on(t.consumerId),
    // The webhooks' link-expiry job reads the links that expired in the last day, once a minute.
    index('link_codes_expires_idx').on(t.expiresAt),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** HMAC(OTP_SECRET, 'challenge:' + id) in hex: the verificationHash handed to the browser. */
    lookupHash: text('lookup_hash').notNull(),
    /** HMAC(OTP_SECRET, id + ':' + code): the code itself is never stored (GUIDE security figures). */
    codeHmac: text('code_hmac').notNull(),
    phoneMobile: text('phone_mobile').notNull(),
    ip: text('ip').notNull(),
    mode: text('mode').notNull().default('apply'),
    linkCode: text('link_code'),
    shopKeyId: text('shop_key_id'),
    /** The language the code was asked in, remembered on the consumer once verified (null: not said). */
    locale: text('locale').$type<Locale>(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or when a newer code replaced it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('otp_challenges_lookup_idx').on(t.lookupHash),
    index('otp_challenges_phone_idx').on(t.phoneMobile, t.createdAt),
    index('otp_challenges_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    appType: text('app_type').notNull(),
    tier: text('tier').notNull(),
    /** Status letter: a approved, d declined, e error, n, p pending, q prequalified (lenders §3). */
    status: text('status').notNull(),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    cardArt: jsonb('card_art').$type<CardArt | null>(),
    /** AFF sign status (lenders §4 item 7): 0 not signed or cancelled, 1 signed, 2 funded. */
    signedFlag: text('signed_flag').notNull().default('0'),
    /** lenders §9: '1' virtual card (default), '2' bank account, '3' credit card. */
    fundingType: text('funding_type').notNull().default('1'),
    affLoan: jsonb('aff_loan').$type<AffLoanRecord | null>(),
    fundedDetails: jsonb('funded_details').$type<FundedDetailsRecord | null>(),
    /** appData with every sensitive field replaced by its AES-256-GCM ciphertext; confirm fields and CVV dropped. */
    appData: jsonb('app_data').$type<Record<string, string>>().notNull(),
    ssnCiphertext: text('ssn_ciphertext'),
    /** HMAC-SHA256(ENCRYPTION_KEY-derived key, SSN): lookups without a plain hash (GLBA 314.4(c)(3)). */
    ssnHmac: text('ssn_hmac'),
    last4: text('last4').notNull().default(''),
    selectedApps: text('selected_apps').notNull().default(''),
    confirmTimestamp: text('confirm_timestamp').notNull(),
    quickScreenAccept: text('quick_screen_accept'),
    /** The quick-screen answer an application accepting a prequal offer carries from it (lenders §4). */
    quickScreen: jsonb('quick_screen').$type<Record<string, string> | null>(),
    /** The client's Idempotency-Key of the request that created the row (the key table decides replays). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the first request with this key asked for, to refuse the same key reused for another request. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** 'application' (a credit decision, usually a hard pull) or 'prequal' (a soft pull), lenders §3. */
    kind: text('kind').notNull().default('application'),
    /** The consent line the consumer saw next to the submit button: soft or hard check, who gets which data. */
    consentText: text('consent_text').notNull().default(''),
    /** The lender's own id for this application, once it answered. */
    lenderApplicationId: text('lender_application_id'),
    /**
     * Set when the spec allows a second application to the same lender (AFF 'Edit Application' after a data
     * error): the superseded row no longer counts for the one-application-per-lender rule.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one credit pull per applicant per lender (docs/decisions/041): one live application (and one
    // prequal) per consumer and lender, whatever Idempotency-Key the client sends.
    uniqueIndex('applications_one_per_lender_idx')
      .on(t.consumerId, t.appType, t.kind)
      .where(sql`${t.supersededAt} is null`),
    index('applications_consumer_idx').on(t.consumerId),
    index('applications_ssn_hmac_idx').on(t.ssnHmac),
  ],
);

/**
 * Idempotency keys of partner mutations (IETF draft "The Idempotency-Key HTTP Header Field"): the key is
 * claimed with a keyed fingerprint of the request; a retry gets the stored answer, a twin while the first is
 * still running gets 409, the same key with another request 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    key: text('key').notNull(),
    /** Which operation the key was used for, e.g. 'POST /api/v1/apps/app/'. */
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** 'running' while the first request is being answered, then 'done'. */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.key] })],
);

/** E-mails written by the local e-mail provider (development, tests), shown at /api/dev/outbox. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The application as typed so far, one per consumer (nothing typed is lost, docs/decisions/022): saved as
 * each step is completed, read back after a refresh or on another device once the phone is verified again.
 * Sensitive values (and their confirm fields) are AES-256-GCM ciphertexts; CVV and the access code are never
 * kept.
 */
export const applicationDrafts = pgTable('application_drafts', {
  consumerId: uuid('consumer_id')
    .primaryKey()
    .references(() => consumers.id),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  /** Pages saved so far, the domain's JourneyState.completedPages (summary and coapp-select are actions). */
  completedPages: jsonb('completed_pages').$type<string[]>().notNull(),
  /** Where the applicant resumes: the domain's nextPage after the last saved page. */
  currentPage: text('current_page').notNull(),
  /** The lender whose requirements the steps were checked against; null while the shop has none. */
  appCode: text('app_code'),
  /**
   * Answers typed on a page not finished yet, saved as the page is left (a refresh, a closed tab): kept apart
   * from `values` so they never make a page count as complete (decision 022 addendum). Encrypted like values.
   */
  partialValues: jsonb('partial_values').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Inbound texts per phone, for the per-phone rate limit on the SMS webhook; the text itself is not kept. */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_inbound_phone_idx').on(t.phone, t.createdAt)],
);

/** Phones that texted STOP (CTIA opt-out): nothing is texted back to them until they text START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The texting programme's consent log (CTIA, TCPA): every opt-in and opt-out, who (the phone), when, how (a
 * keyword texted, a screen, a shop's send) and the exact text they saw or were sent. Append-only by use; the
 * current state is `sms_opt_outs`.
 */
export const smsConsentLog = pgTable(
  'sms_consent_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** 'opt-in' or 'opt-out'. */
    action: text('action').notNull(),
    /** 'keyword' (texted to us), 'screen' (a page of ours), 'staff' (a shop sent the link at the customer's ask). */
    source: text('source').notNull(),
    /** The keyword texted (STOP, START, …) or the screen's name. */
    via: text('via').notNull(),
    /** What the person saw or was sent at that moment. */
    textShown: text('text_shown').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_consent_log_phone_idx').on(t.phone, t.at)],
);

/**
 * API requests per client key per fixed window (the API ceiling, ADDRESS_CHECKS_PER_MINUTE), where every server
 * instance adds its hits and reads the shared total (decision 035). Rows go once their window has ended.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
export type ConsumerRow = typeof consumers.$inferSelect;
export type DraftRow = typeof applicationDrafts.$inferSelect;
export type LinkCodeRow = typeof linkCodes.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

/**
 * The last passing AFF card check per consumer and app request id (lenders §4 "Card validation (AFF)",
 * decision 090): a keyed hash of the card number, expiry and billing ZIP, never the card itself and never the
 * CVV (PCI DSS v4 §3.3). An AFF application must carry the card this hash was made from, so a card changed
 * after its check cannot reach AFF.
 */
export const affCardChecks = pgTable(
  'aff_card_checks',
  {
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    appRequestId: text('app_request_id').notNull(),
    cardHmac: text('card_hmac').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.appRequestId] })],
);

/**
 * The credit checks a consumer agreed to, one row per lender and check (docs/decisions/140): the consent line
 * they saw next to the submit button, versioned by its text, and when they agreed. The waterfall acts only on
 * these: an automatic soft prequal runs only with a row naming that lender and the decline it follows.
 */
export const creditCheckConsents = pgTable(
  'credit_check_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id').notNull(),
    appCode: text('app_code').notNull(),
    /** 'soft' (a prequal) or 'hard' (an application). */
    creditCheck: text('credit_check').notNull(),
    /** Set for a soft prequal agreed to in advance: it may run only after this lender declined. */
    afterDeclineOf: text('after_decline_of'),
    consentText: text('consent_text').notNull(),
    /** The submission the consent came with. */
    applicationId: uuid('application_id').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_check_consents_consumer_idx').on(t.consumerId, t.shopKeyId)],
);

/**
 * Where each consumer's journey at a shop stands, kept by the server (docs/decisions/140): the stage, the
 * page they are on, the waterfall's next step and each lender's status and amounts. The consumer's pages and
 * the shop console read it; every change is published (journey-feed.ts).
 */
/** Numbers the boards' events (journeys.board_seq, decision 288). */
export const journeyBoardSeq = pgSequence('journey_board_seq');

export const journeys = pgTable(
  'journeys',
  {
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id').notNull(),
    /** link-sent, phone-verified, filling, submitted, decided, next-offered, offer-accepted, funded, ended. */
    stage: text('stage').notNull(),
    page: text('page'),
    nextStep: jsonb('next_step').$type<Record<string, unknown> | null>(),
    lenders: jsonb('lenders').$type<JourneyLenderStatus[]>().notNull().default([]),
    /**
     * The customer's name as typed on the application (first and last), for the shop's board; empty until the
     * name page is saved. Never a sensitive field: those stay in the encrypted draft and applications.
     */
    customerName: text('customer_name').notNull().default(''),
    /** 'apply' or 'fm-train' (the consumer's mode): training journeys never count in live reports. */
    mode: text('mode').notNull().default('apply'),
    /**
     * The shop's lender list (spec §1 comma list) when the journey began: a change to the shop's list applies
     * to new journeys only (decision 195). Null for journeys begun before it was kept; they read the shop's.
     */
    lenderList: text('lender_list'),
    /** The associate who texted the link, or whose training walk this is. */
    staffUserId: uuid('staff_user_id'),
    // Milestones the reports count (decision 196): set once, by the event or decision that reaches them.
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    firstDecidedAt: timestamp('first_decided_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedAppCode: text('approved_app_code'),
    /** Whole dollars, as the lender approved (or prequalified) them. */
    approvedAmount: integer('approved_amount'),
    /** The approval came after at least one decline: the waterfall saved the sale. */
    approvedAfterDecline: boolean('approved_after_decline').notNull().default(false),
    /**
     * The shop system's own reference for the journey (a repair order or invoice number), set when the partner
     * API starts it; sent with the journey's webhooks (docs/webhooks.md).
     */
    shopReference: text('shop_reference'),
    /** 'sale-completed' or 'customer-left', marked by staff. */
    saleOutcome: text('sale_outcome'),
    saleAmountCents: integer('sale_amount_cents'),
    saleMarkedAt: timestamp('sale_marked_at', { withTimezone: true }),
    saleMarkedBy: uuid('sale_marked_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The journey's place in its shop's board stream (decision 288): set from journey_board_seq at commit by a
     * deferred trigger (migration board-seq-trigger) holding a per-shop lock, so a shop's numbers follow its commit
     * order. A board's event id; a board that reconnects with Last-Event-ID is sent every row numbered after it.
     */
    boardSeq: bigint('board_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.consumerId, t.shopKeyId] }),
    index('journeys_shop_idx').on(t.shopKeyId, t.updatedAt),
    index('journeys_board_seq_idx').on(t.shopKeyId, t.boardSeq),
    // The reports' scan (decision 204): the columns they read ride in the index, so a year of a busy location is
    // an index-only scan (drizzle has no INCLUDE; trailing key columns do the same). `npm run bench` measured a
    // year of 353,000 journeys at 0.5 s with the heap read, 0.24 s without.
    index('journeys_report_idx').on(
      t.shopKeyId,
      t.mode,
      t.startedAt,
      t.verifiedAt,
      t.submittedAt,
      t.firstDecidedAt,
      t.approvedAt,
      t.approvedAfterDecline,
      t.saleOutcome,
      t.saleAmountCents,
      t.page,
    ),
    // The retention purge's scan (decision 197).
    index('journeys_updated_idx').on(t.updatedAt),
  ],
);

/**
 * Each lender's decision in a journey, one row per lender and kind, kept by JourneyService.advance beside the
 * status row, so the reports' per-lender figures are one indexed scan, not a walk through every journey's JSON.
 */
export const journeyLenderDecisions = pgTable(
  'journey_lender_decisions',
  {
    consumerId: uuid('consumer_id').notNull(),
    shopKeyId: text('shop_key_id').notNull(),
    appCode: text('app_code').notNull(),
    /** 'application' or 'prequal'. */
    kind: text('kind').notNull(),
    /** The journey status word: approved, prequalified, declined, referred, error, funded… */
    status: text('status').notNull(),
    amount: integer('amount'),
    mode: text('mode').notNull().default('apply'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.consumerId, t.shopKeyId, t.appCode, t.kind] }),
    // Index-only for the reports' per-lender figures, as journeys_report_idx; the consumer, since a lender's
    // figures count one answer per journey (an offer and its acceptance are one, decision 277).
    index('journey_lender_decisions_report_idx').on(
      t.shopKeyId,
      t.mode,
      t.decidedAt,
      t.appCode,
      t.status,
      t.amount,
      t.consumerId,
    ),
  ],
);

/** What happened in a journey, when, and by whom (consumer, shop staff or the system). */
export const journeyEvents = pgTable(
  'journey_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    appCode: text('app_code'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('journey_events_journey_idx').on(t.consumerId, t.shopKeyId, t.at)],
);

// ---------------------------------------------------------------------------------------------------------
// The shop console (decision 160): staff are a world apart from consumers. Organisations own locations (our
// shops); a staff user belongs to one organisation and holds a role per location.
// ---------------------------------------------------------------------------------------------------------

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /**
   * 'shop' for a customer of ours; 'platform' for the one organisation holding our own platform operators
   * (decision 281), which owns no location.
   */
  kind: text('kind').notNull().default('shop'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Platform operators (decision 281): our own people who bring shops on (organisations, locations, lender
 * agreements, first owners) and deactivate users and locations. An operator signs in as a staff user of the
 * 'platform' organisation, with the staff world's password, passkey, lockout, session and CSRF rules; this
 * row is the role, held nowhere else.
 */
export const platformOperators = pgTable('platform_operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The lenders an organisation has agreements with: the codes its owners and managers may put in a location's
 * lender list (decision 195).
 */
export const organisationLenderAgreements = pgTable(
  'organisation_lender_agreements',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    appCode: text('app_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.appCode] })],
);

/** Training an associate completed (decision 198): one row per programme step, the latest time it was done. */
export const staffTrainingSteps = pgTable(
  'staff_training_steps',
  {
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** 'pay-link' (lenders §2's steps) or 'walk' (a training-mode journey; step = the lender's code). */
    programme: text('programme').notNull(),
    step: text('step').notNull(),
    shopKeyId: text('shop_key_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.programme, t.step] })],
);

/** A location is a shop an organisation owns; a shop belongs to at most one organisation. */
export const organisationLocations = pgTable(
  'organisation_locations',
  {
    shopKeyId: text('shop_key_id')
      .primaryKey()
      .references(() => shops.keyId),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /**
     * Set by an operator: the location's links stop working, it leaves shop search and no role there opens
     * it any more; its journeys, sends and audit rows stay.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [index('organisation_locations_org_idx').on(t.organisationId)],
);

/** Staff users: e-mail is kept lower-cased; the password hash is argon2id's PHC string, null until set. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    /** 'invited' until the invitation is accepted, then 'active'; 'disabled' signs in nowhere. */
    status: text('status').notNull().default('invited'),
    /** Wrong passwords in a row; counted in one UPDATE so parallel tries on any instance all count. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An address holds one account; invitations of other organisations may wait beside it (an invitation
    // answers the same whether or not the address has an account elsewhere: its acceptance is refused).
    uniqueIndex('staff_users_email_idx')
      .on(t.email)
      .where(sql`${t.status} <> 'invited'`),
    uniqueIndex('staff_users_org_email_idx').on(t.organisationId, t.email),
    index('staff_users_org_idx').on(t.organisationId),
  ],
);

/** A user's role at one location: owner, manager, associate or trainer (read-only to live data). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopKeyId] }), index('staff_roles_shop_idx').on(t.shopKeyId)],
);

/**
 * One-time e-mail links (invitation, password reset): only the SHA-256 of the token is kept, so a database
 * reader cannot use one; `usedAt` makes each work once.
 */
export const staffEmailTokens = pgTable(
  'staff_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** 'invite' or 'password-reset'. */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_email_tokens_user_idx').on(t.userId)],
);

/**
 * Server-side staff sessions: the cookie holds a random token whose SHA-256 is `tokenHash`. Every instance
 * reads the row on every request, so a revoked session is refused everywhere at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** 'password' or 'passkey'. */
    method: text('method').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute expiry, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_user_idx').on(t.userId),
  ],
);

/** WebAuthn credentials (passkeys) of staff users. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_user_idx').on(t.userId)],
);

/** WebAuthn challenges, kept in the database so the answer may reach any instance; each is used once. */
export const staffWebauthnChallenges = pgTable('staff_webauthn_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull(),
  /** 'registration' or 'authentication'. */
  purpose: text('purpose').notNull(),
  userId: uuid('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every staff action (sign-in, invite, role change, link sent, journey viewed, export): who, when, from
 * where. Append-only: migration 0013 adds a trigger that refuses UPDATE and DELETE, and a later one TRUNCATE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id'),
    userId: uuid('user_id'),
    /** The e-mail as typed, for sign-in attempts of no known user. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    shopKeyId: text('shop_key_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('staff_audit_log_org_idx').on(t.organisationId, t.at)],
);

/**
 * Links staff text to customers: the existing link code, attributed to the associate who
 * sent it, with the purchase amount and note typed, the number of sends and a cancellation.
 */
export const staffLinkSends = pgTable(
  'staff_link_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkCode: text('link_code')
      .notNull()
      .references(() => linkCodes.code),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => staffUsers.id),
    phone: text('phone').notNull(),
    /** The purchase amount in whole cents, when the associate typed one. */
    purchaseAmountCents: integer('purchase_amount_cents'),
    note: text('note').notNull().default(''),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_link_sends_shop_idx').on(t.shopKeyId, t.createdAt),
    index('staff_link_sends_consumer_idx').on(t.consumerId),
    // The board's match of a returning customer's phone (the hourly caps count staff_link_texts).
    index('staff_link_sends_phone_idx').on(t.phone, t.lastSentAt),
  ],
);

/**
 * One row per text of a shop's link, a send or a re-send (decision 274): what the hourly caps count, per
 * number, per staff member who sent and per location. A row is written before the text goes, under the
 * advisory locks of its three keys, so parallel sends on any number of instances count each other.
 */
export const staffLinkTexts = pgTable(
  'staff_link_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff_link_sends row the text is of (written just after a first send's text is claimed). */
    linkSendId: uuid('link_send_id').notNull(),
    phone: text('phone').notNull(),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => staffUsers.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_link_texts_phone_idx').on(t.phone, t.sentAt),
    index('staff_link_texts_sender_idx').on(t.sentBy, t.sentAt),
    index('staff_link_texts_shop_idx').on(t.shopKeyId, t.sentAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Webhooks (docs/webhooks.md): a location's endpoints and the outbox of messages to them, written in the
// transaction of the journey event they announce and delivered by the webhook-delivery job.
// ---------------------------------------------------------------------------------------------------------

/** An endpoint an owner registered for a location, with the events it asked for. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret (whsec_…), encrypted with the field key: it must be read back to sign. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, signing beside the new one until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** 'active' or 'disabled' (it answered 410 Gone). */
    status: text('status').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopKeyId)],
);

/**
 * The outbox: one message per event and endpoint. `seq` orders a journey's messages to an endpoint: they are
 * written under the journey's advisory lock, so their numbers follow their commits. The row keeps its latest
 * answer for the console.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The message's webhook-id (msg_ + this id without dashes): the same on every retry and resend. */
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id').notNull(),
    shopKeyId: text('shop_key_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body, exactly as signed and sent. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'pending', 'delivered' or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** Tries since the message was written or last resent. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
  },
  (t) => [
    index('webhook_messages_stream_idx').on(t.endpointId, t.consumerId, t.shopKeyId, t.status, t.seq),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/**
 * A location's keys to the partner API (docs/partner-api.md, decision 314). Only a keyed hash of the key is kept
 * (HMAC-SHA256 under a key derived from SESSION_SECRET): the key is shown once, when made. `mode` is its prefix's
 * word: a 'test' key works only where the lenders are the partner sandbox, a 'live' key only where they are real.
 * A rotated key keeps working until `expiresAt` (the overlap), a revoked one stops at once; every request reads
 * the row, so either holds on every instance at once.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    /** 'test' or 'live'. */
    mode: text('mode').notNull(),
    /** What the owner called it ("Shop system, front desk"). */
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The key's last four characters, so a person can tell which key a system holds. */
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the key is rotated: the end of the overlap in which the old key still works. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The key that replaced this one in a rotation. */
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** Moved at most once a minute, so a busy key costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_api_keys_secret_idx').on(t.secretHash),
    index('partner_api_keys_shop_idx').on(t.shopKeyId, t.createdAt),
  ],
);

/**
 * A journey started through the partner API: the link send it made (its id is the journey's id in the API), the
 * shop system's reference and the key that started it. Read and listed by the location, never by the key, so a
 * rotation keeps every journey the old key started. No foreign key to the link send: the retention purge
 * (decision 197) deletes link sends, and a row whose send is gone is no longer found.
 */
export const partnerJourneys = pgTable(
  'partner_journeys',
  {
    id: uuid('id').primaryKey(),
    shopKeyId: text('shop_key_id')
      .notNull()
      .references(() => shops.keyId),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => partnerApiKeys.id),
    /** The shop system's repair order or invoice number. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partner_journeys_shop_idx').on(t.shopKeyId, t.createdAt, t.id),
    index('partner_journeys_reference_idx').on(t.shopKeyId, t.reference),
  ],
);

/**
 * The partner API's Idempotency-Key claims, per location (IETF draft "The Idempotency-Key HTTP Header Field"):
 * 'running' while the first request is answered, then 'done' with its status and body; a claim older than a day
 * may be taken again. The fingerprint is keyed (the body holds a phone number).
 */
export const partnerIdempotencyKeys = pgTable(
  'partner_idempotency_keys',
  {
    shopKeyId: text('shop_key_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopKeyId, t.key] }),
    index('partner_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
