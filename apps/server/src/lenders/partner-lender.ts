import type { FieldValues, LenderAppDataOptions } from '@ttapply/domain';
import { AppError } from '../errors/app-error.js';
import type { LenderAdapter, LenderDecision, LenderSubmission } from './lender-adapter.js';
import type { PartnerHttpClient } from './partner-http-client.js';

/**
 * What makes one lender different from another on our side; each lender's folder (lenders/<code>/) exports
 * one of these, and the registry (lenders/index.ts) turns it into an adapter. Keep lender quirks here, not
 * in the application service.
 */
export interface LenderDefinition {
  readonly appCode: string;
  /** Lenders §1: prequal is supported for AMFF, EZPY, GNES, VERS, MILE. */
  readonly prequalifies: boolean;
  /**
   * The consumer applies in the lender's own hosted form (GEMY, lenders §4 "GEMY embedded form"): creating
   * the application calls nobody; the decision is recorded when our server asks the lender for the status.
   */
  readonly decidedInPartnerForm?: boolean;
  /** Our field values → the appData the lender reads (lenders §3 "AppData mapping", domain toLenderAppData). */
  mapAppData(values: FieldValues, options: LenderAppDataOptions): Record<string, string>;
  /** The lender's answer → our result (most lenders already answer in the spec's fields). */
  mapDecision?(decision: LenderDecision): LenderDecision;
}

export class PartnerLender implements LenderAdapter {
  readonly appCode: string;

  constructor(
    private readonly definition: LenderDefinition,
    private readonly client: PartnerHttpClient,
  ) {
    this.appCode = definition.appCode;
  }

  async submitApplication(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision> {
    return this.call('applications', submission, signal);
  }

  async prequalify(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision> {
    if (!this.definition.prequalifies) {
      throw new AppError('BAD_REQUEST', `${this.appCode} does not prequalify.`);
    }
    return this.call('prequal', submission, signal);
  }

  private async call(
    kind: 'applications' | 'prequal',
    submission: LenderSubmission,
    signal: AbortSignal,
  ): Promise<LenderDecision> {
    const appData = this.definition.mapAppData(submission.appData, {
      dllVersion: submission.softwareVersion,
      kind: kind === 'prequal' ? 'prequal' : 'application',
    });
    const decision = await this.client.submit(this.appCode, kind, submission, appData, signal);
    return this.definition.mapDecision ? this.definition.mapDecision(decision) : decision;
  }
}
