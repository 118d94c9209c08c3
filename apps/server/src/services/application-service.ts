import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { AutomaticPrequals, JourneyService } from '../journey/journey-service.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { AppDataRules } from './app-data-rules.js';
import { ApplicationDecisions } from './application-decisions.js';
import { ApplicationRecords, type ApplicationShops, type LenderCallQueue } from './application-records.js';
import { ApplicationSubmissions } from './application-submissions.js';
import type { IdempotencyService } from './idempotency-service.js';
import type { LenderApplications } from './lender-applications.js';
import type { LenderAdapters, LenderSubmissionHooks } from './lender-port.js';
import { TransientCardSecrets } from './transient-card-secrets.js';

export { toApplicationView } from './application-contract.js';
export { RESULT_SECRET_FIELDS, type ApplicationShops, type LenderCallQueue } from './application-records.js';
export { APPLICATION_ANSWERED_MESSAGE, NO_CONSUMER_MESSAGE } from './application-submissions.js';
export { NO_OPEN_OFFER_MESSAGE, SUBMIT_FAILED_MESSAGE } from './application-decisions.js';

/**
 * Applications to the lenders, one part per seam: the stored records (views, secrets), the submissions (rules,
 * idempotency, the row and its lender job in one transaction) and the decisions (the lender call, a decision
 * written once, the journey moved on). This is what the routes, the lender-call job and the lender modules
 * (as LenderApplications) hold.
 */
export class ApplicationService implements LenderApplications, AutomaticPrequals {
  /** CVVs waiting for their lender call, in memory only (docs/decisions/075). */
  readonly cardSecrets = new TransientCardSecrets();
  readonly records: ApplicationRecords;
  readonly submissions: ApplicationSubmissions;
  readonly decisions: ApplicationDecisions;

  constructor(
    db: Database,
    lenders: LenderAdapters,
    encryption: FieldEncryption,
    rules: AppDataRules,
    config: Config,
    now: () => Date,
    idempotency: IdempotencyService,
    jobs: LenderCallQueue,
    lenderHooks: LenderSubmissionHooks,
    shops: ApplicationShops,
    journey: JourneyService,
  ) {
    this.records = new ApplicationRecords(db, encryption, rules);
    this.submissions = new ApplicationSubmissions(
      db,
      this.records,
      encryption,
      rules,
      now,
      idempotency,
      jobs,
      lenderHooks,
      shops,
      journey,
      this.cardSecrets,
    );
    this.decisions = new ApplicationDecisions(
      db,
      this.records,
      lenders,
      encryption,
      config,
      now,
      lenderHooks,
      shops,
      journey,
      this.cardSecrets,
      this.submissions,
    );
  }

  listForConsumer(...args: Parameters<ApplicationRecords['listForConsumer']>) {
    return this.records.listForConsumer(...args);
  }

  getForConsumer(...args: Parameters<ApplicationRecords['getForConsumer']>) {
    return this.records.getForConsumer(...args);
  }

  revealed(...args: Parameters<ApplicationRecords['revealed']>) {
    return this.records.revealed(...args);
  }

  submit(...args: Parameters<ApplicationSubmissions['submit']>) {
    return this.submissions.submit(...args);
  }

  submitAutomaticPrequal(...args: Parameters<ApplicationSubmissions['submitAutomaticPrequal']>) {
    return this.submissions.submitAutomaticPrequal(...args);
  }

  update(...args: Parameters<ApplicationSubmissions['update']>) {
    return this.submissions.update(...args);
  }

  runLenderCall(...args: Parameters<ApplicationDecisions['runLenderCall']>) {
    return this.decisions.runLenderCall(...args);
  }

  recordDecision(...args: Parameters<ApplicationDecisions['recordDecision']>) {
    return this.decisions.recordDecision(...args);
  }

  recordPartnerDecision(...args: Parameters<ApplicationDecisions['recordPartnerDecision']>) {
    return this.decisions.recordPartnerDecision(...args);
  }

  recordLenderFailure(...args: Parameters<ApplicationDecisions['recordLenderFailure']>) {
    return this.decisions.recordLenderFailure(...args);
  }

  partnerFormApplication(...args: Parameters<ApplicationDecisions['partnerFormApplication']>) {
    return this.decisions.partnerFormApplication(...args);
  }

  declineOffer(...args: Parameters<ApplicationDecisions['declineOffer']>) {
    return this.decisions.declineOffer(...args);
  }
}
