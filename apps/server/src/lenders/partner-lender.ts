import { AppError, errorText } from '../errors/app-error.js';
import type { LenderAdapter, LenderDecision, LenderSubmission } from '../services/lender-port.js';
import type { LenderDefinition } from './lender-definition.js';
import type { PartnerHttpClient } from './partner-http-client.js';

/** A lender's adapter over HTTP (the partner sandbox in development, training and tests), from its definition. */
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
      throw new AppError('BAD_REQUEST', errorText('application.noPrequal', { lender: this.appCode }));
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
