import type { FieldValues, LenderAppDataOptions } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import type { JourneyEvent } from '../journey/journey-service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { ApplicationKind } from '../services/application-contract.js';
import type { DraftView } from '../services/draft-service.js';
import type { SessionClaims } from '../services/session-tokens.js';
import type { LenderDecision } from './lender-adapter.js';
import type { LenderApplications } from './lender-applications.js';
import type { LenderRegistry } from './lender-registry.js';

/**
 * Everything that is one lender on the server (GUIDE 9, decision 125). Each folder lenders/<code>/ exports one
 * of these from its index.ts and the registry (lenders/index.ts) lists it: the adapter part (how its
 * applications go out and come back), the hooks the application service asks, and `build`, which makes the
 * lender's own services, routes and job workers once per server (plugins/services.ts calls it). Lender quirks
 * live here, never in the application service.
 */
export interface LenderDefinition {
  readonly appCode: string;
  /** Lenders §1: prequal is supported for AMFF, EZPY, GNES, VERS, MILE. */
  readonly prequalifies: boolean;
  /**
   * The consumer applies in the lender's own hosted form: creating the application calls nobody (no
   * lender-call job); the decision is recorded when our server asks the lender for the status.
   */
  readonly decidesInOwnForm?: boolean;
  /** Our field values → the appData the lender reads (lenders §3 "AppData mapping", domain toLenderAppData). */
  mapAppData(values: FieldValues, options: LenderAppDataOptions): Record<string, string>;
  /** The lender's answer → our result (most lenders already answer in the spec's fields). */
  mapDecision?(decision: LenderDecision): LenderDecision;
  /** The lender's own services, routes and jobs, built once per server from what the server holds. */
  build?(context: LenderContext): LenderModule;
}

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

/** A submission as a lender's own check sees it: already valid by the domain's rules, not yet stored. */
export interface SubmissionToCheck {
  consumerId: string;
  kind: ApplicationKind;
  appData: Readonly<Record<string, string>>;
}

/** One route plugin of a lender and the URL prefix it serves: its folder, lenders/<code>/routes/<prefix>/. */
export interface LenderRoutes {
  prefix: string;
  plugin: FastifyPluginAsyncZod;
}

/** A lender's parts as built for one server. */
export interface LenderModule {
  /** Rules only this lender has on a submission, checked before anything is stored; throws an AppError (4xx). */
  checkSubmission?(submission: SubmissionToCheck): Promise<void>;
  routes?: readonly LenderRoutes[];
  /**
   * A manager cancels the lender's funding from the shop console: the lender is asked as when
   * the consumer cancels, and the journey records it. Only lenders that fund after signing have it (AFF).
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

/** What the application service asks of the lenders, whichever lender it is (decision 125). */
export interface LenderSubmissionHooks {
  checkSubmission(appCode: string, submission: SubmissionToCheck): Promise<void>;
  decidesInOwnForm(appCode: string): boolean;
}
