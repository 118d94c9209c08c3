import type { FieldValues, LenderAppDataOptions } from '@ttapply/domain';
import type { AffLoanView } from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import type { JourneyEvent } from '../journey/journey-service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ConsumerTable } from '../jobs/retention-purge-job.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { DraftView } from '../services/draft-service.js';
import type { LenderApplications } from '../services/lender-applications.js';
import type { KeywordAnswerFields, LenderDecision, SubmissionToCheck } from '../services/lender-port.js';
import type { SessionClaims } from '../services/session-tokens.js';
import type { ConsoleApplication } from '../staff/journey-details.js';
import type { LenderRegistry } from './lender-registry.js';

/**
 * Everything that is one lender on the server (GUIDE 9, decision 125). Each folder lenders/<code>/ exports one
 * of these from its index.ts and the registry (lenders/index.ts) lists it: the adapter part (how its
 * applications go out and come back), its submission check, and `build`, which makes the lender's own
 * services, routes and job workers once per server (plugins/services.ts calls both). Lender quirks
 * live here, never in the application service.
 */
export interface LenderDefinition {
  readonly appCode: string;
  /** The lender takes a prequalification, a soft pull (lenders §1). */
  readonly prequalifies: boolean;
  /**
   * The consumer applies in the lender's own hosted form: creating the application calls nobody (no
   * lender-call job); the decision is recorded when our server asks the lender for the status.
   */
  readonly decidesInOwnForm?: boolean;
  /** Our field values → the appData the lender reads (lenders §3 "AppData mapping", domain toLenderAppData). */
  mapAppData(values: FieldValues, options: LenderAppDataOptions): Record<string, string>;
  /** Its result's `amount` (given instead of a credit limit) is in cents, not dollars. */
  readonly resultAmountInCents?: boolean;
  /** The lender's answer → our result (most lenders already answer in the spec's fields). */
  mapDecision?(decision: LenderDecision): LenderDecision;
  /**
   * Rules only this lender has on a submission, checked before anything is stored (throws an AppError, 4xx).
   * Made from the server's shared pieces alone, never from applications, so the application service is made
   * with every lender's checks and the modules after it, each once (decision 297).
   */
  submissionCheck?(context: SubmissionCheckContext): SubmissionCheck;
  /** The lender's own services, routes and jobs, built once per server from what the server holds. */
  build?(context: LenderContext): LenderModule;
  /** What the lender adds to the shop console's journey page. */
  readonly console?: LenderConsolePart;
  /** Its fields in a company keyword's record in a shop search (spec §7 "Shop search"). */
  readonly keywordAnswer?: KeywordAnswerFields;
  /**
   * Its own tables of a consumer's rows (lenders/<code>/tables.ts, which drizzle-kit reads with the shared
   * schema): the retention purge deletes them with the consumer (decision 197).
   */
  readonly consumerTables?: readonly ConsumerTable[];
  /** Its own environment variables and what the browser is told of them (config.ts checks them at start). */
  readonly settings?: LenderSettings;
}

/** One lender's settings: its environment variables, and the client-config fields its browser side reads. */
export interface LenderSettings {
  /** Its variables' schemas by name, parsed with the server's own (a bad value names the variable). */
  readonly environment: z.ZodRawShape;
  /** Its fields of GET /api/v1/client-config: their schemas, and their values from its variables. */
  readonly client?: {
    readonly schema: z.ZodRawShape;
    values(lenderEnvironment: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
  };
}

/** One lender's part of the shop console's journey page (its own agreements, its steps after the approval). */
export interface LenderConsolePart {
  /** document_consents names of the lender's own agreements, shown in the timeline with their text. */
  readonly consentDocuments?: readonly string[];
  /** The lender's steps after its approval as the shop sees them; null when it has none for this journey. */
  afterApproval?(apps: readonly ConsoleApplication[]): AffLoanView | null;
}

/** What a lender's submission check is made from: the shared pieces, not the services. */
export interface SubmissionCheckContext {
  db: Database;
  clock: () => Date;
  encryption: FieldEncryption;
}

export type SubmissionCheck = (submission: SubmissionToCheck) => Promise<void>;

/** What a lender module is built from: the server's shared pieces, and applications behind their interface. */
export interface LenderContext {
  db: Database;
  config: Config;
  clock: () => Date;
  encryption: FieldEncryption;
  /** The lenders' adapters and their HTTP client (sandbox or real by mode). */
  lenders: LenderRegistry;
  applications: LenderApplications;
  /** The durable job queue (decision 040); a module registers its own queues in `start`. */
  jobs: JobQueue;
  /** The consumer's saved answers (what a partner's form may be prefilled with). */
  drafts: { get(session: SessionClaims): Promise<DraftView> };
  /** Where a lender's own steps (AFF's signing and funding) enter the journey's timeline (decision 140). */
  journey: { record(tx: Database | Transaction, event: JourneyEvent): Promise<void> };
}

/** One route plugin of a lender and the URL prefix it serves: its folder, lenders/<code>/routes/<prefix>/. */
export interface LenderRoutes {
  prefix: string;
  plugin: FastifyPluginAsyncZod;
}

/** A lender's parts as built for one server. */
export interface LenderModule {
  routes?: readonly LenderRoutes[];
  /**
   * A manager cancels the lender's funding from the shop console: the lender is asked as when
   * the consumer cancels, and the journey records it. Only lenders that fund after signing have it.
   */
  cancelFundingForShop?(applicationId: string, journey: StaffFundingCancel): Promise<void>;
  /** Starts the module's job workers; called once every service exists. */
  start?(): Promise<void>;
}

/** Whose funding a console cancel is for, and who asked. */
export interface StaffFundingCancel {
  consumerId: string;
  shopKeyId: string;
  training: boolean;
  staffUserId: string;
}
