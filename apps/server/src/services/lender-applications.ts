import type { ApplicationRow } from '../db/schema.js';
import type {
  AfterStored,
  ApplicationKind,
  ApplicationView,
  SubmitAnswer,
  SubmitInput,
} from './application-contract.js';
import type { LenderDecision } from './lender-port.js';
import type { SessionClaims } from './session-tokens.js';

/**
 * What a lender module may do with applications (decisions 125, 297): the port the application service
 * provides, and a lender reaches applications only through it, never by importing services/application-service.ts. Every
 * write keeps the service's rules (idempotency, one live application per lender, a decision written once).
 */
export interface LenderApplications {
  /**
   * Stores one application like POST /api/v1/apps/app/ does; `afterStored` replaces the lender call with the
   * module's own work, in the same transaction (a partner session and its first poll).
   */
  submit(
    input: SubmitInput,
    session: SessionClaims,
    idempotencyHeader: string | undefined,
    kind?: ApplicationKind,
    afterStored?: AfterStored,
  ): Promise<SubmitAnswer>;
  /** The consumer's own application; anyone else's id is the same 404 as a missing one. */
  getForConsumer(id: string, consumerId: string): Promise<ApplicationView>;
  /** The lender's decision, written once: the first answer stands. */
  recordDecision(applicationId: string, decision: LenderDecision): Promise<void>;
  /** The decision the lender confirmed to our server, written once, and the application as it now reads. */
  recordPartnerDecision(id: string, consumerId: string, decision: LenderDecision): Promise<ApplicationView>;
  /**
   * The consumer's own live application to a lender that decides in its own form, with its appData decrypted
   * in memory (to check the partner's token); anything else is a 404.
   */
  partnerFormApplication(
    id: string,
    consumerId: string,
  ): Promise<{ row: ApplicationRow; appData: Record<string, string> }>;
  /** An application with its plain appData, in memory only, for a partner call outside the lender-call job. */
  revealed(applicationId: string): Promise<{ row: ApplicationRow; appData: Record<string, string> }>;
}
