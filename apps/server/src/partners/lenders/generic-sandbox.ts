import type { LenderAdapter, LenderDecision, LenderSubmission } from './lender-adapter.js';
import { sandboxDelay } from './sandbox-delay.js';
import { fnv1a, sandboxOutcome } from './cfna-sandbox.js';

/**
 * Test SSNs per lender (lenders §4 "Training and demo mode"). The spec names the SSNs but not which one
 * approves; the first of each pair approves and the second declines here.
 */
export const SANDBOX_TEST_SSNS: Readonly<Record<string, { approve: string; decline: string }>> = {
  CFSS: { approve: '777777777', decline: '444444444' },
  AMFF: { approve: '444444444', decline: '555555555' },
  EZPY: { approve: '123123123', decline: '321321321' },
  GNES: { approve: '444444444', decline: '000000000' },
  VERS: { approve: '123456789', decline: '987654321' },
  MILE: { approve: '123123123', decline: '456456456' },
};

/** Sample approved limits (lenders §4: "Prequal sample limits: 4000 AFF, 5000 MILE, 1800 cards"). */
const SAMPLE_LIMITS: Readonly<Record<string, number>> = { AMFF: 4000, MILE: 5000, GNES: 1800, GEMY: 1800 };

/**
 * A simple sandbox for the lenders other than CFNA, so training and development journeys reach a result for
 * every listed lender. Not a model of each lender's screens: approve, refer or decline with the common result
 * fields. Any SSN that is not a test SSN follows the CFNA sandbox rule (see cfna-sandbox.ts).
 */
export class GenericSandboxAdapter implements LenderAdapter {
  constructor(
    readonly appCode: string,
    private readonly delay: { minMs: number; maxMs: number },
  ) {}

  async submitApplication(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision> {
    await sandboxDelay(this.delay.minMs, this.delay.maxMs, signal);
    const ssn = submission.appData.SSN ?? '';
    const tests = SANDBOX_TEST_SSNS[this.appCode];
    const rule = sandboxOutcome(submission.appData);
    const outcome = ssn === tests?.approve ? 'approve' : ssn === tests?.decline ? 'decline' : rule.outcome;
    const reference = `${this.appCode}${String(fnv1a(submission.idempotencyKey) % 1_000_000_000).padStart(9, '0')}`;
    if (outcome === 'approve') {
      return {
        status: 'a',
        result: {
          accepted: '1',
          declined: '0',
          status: 'approved',
          applicationDecision: 'APPROVED',
          creditlimit: String(SAMPLE_LIMITS[this.appCode] ?? rule.creditLimit),
          confirmationnumber: reference,
          lender: this.appCode,
        },
      };
    }
    if (outcome === 'refer') {
      return {
        status: 'p',
        result: {
          accepted: '0',
          referral: '1',
          pendingappflag: '1',
          status: 'referred',
          applicationDecision: 'REFERRED',
          confirmationnumber: reference,
          lender: this.appCode,
        },
      };
    }
    return {
      status: 'd',
      result: {
        accepted: '0',
        declined: '1',
        status: 'declined',
        applicationDecision: 'DECLINED',
        confirmationnumber: reference,
        lender: this.appCode,
        customermessage: 'Sorry, we were unable to approve your application.',
      },
    };
  }
}
