import { AppError, errorText } from '../errors/app-error.js';
import type { LenderAdapter, LenderDecision } from '../services/lender-port.js';

/** Placeholder for the lenders' real APIs (TEST_MODE REMOTE / NONE): no credentials exist in this project yet. */
export class UnconfiguredLenderAdapter implements LenderAdapter {
  constructor(readonly appCode: string) {}

  async submitApplication(): Promise<LenderDecision> {
    throw new AppError('PARTNER_UNAVAILABLE', errorText('application.notRemote', { lender: this.appCode }));
  }

  async prequalify(): Promise<LenderDecision> {
    throw new AppError('PARTNER_UNAVAILABLE', errorText('application.notRemote', { lender: this.appCode }));
  }
}
