import type { LenderCosts } from '../offer-terms.js';
import { DECISION_FLAGS, answerFor } from '../decision-flags.js';
import {
  decide,
  plainPrequal,
  PREQUAL_ON_APPROVE_OR_REFER,
  type SandboxLender,
  REFER_AS_PENDING,
} from '../sandbox-lender.js';
import {
  AMFF_APPLICATION_SSNS,
  AMFF_MAX_LIMIT,
  AMFF_PENDING_REASON,
  AMFF_PREQUAL_SSNS,
  AMFF_SAMPLE_LIMIT,
} from './decisions.js';
import { AFF_MIN_AMOUNT, affContracts } from './contracts.js';
import { amffOwnRoutes } from './routes.js';

/**
 * lenders §9 "AFF legal text: loans of $200 to $5,000, APR 39% to 180%, lengths 6 to 24 months", with the
 * minimum AFF finalizes (lenders §5, AFF_MIN_AMOUNT): a $200 loan is refused.
 */
export const AMFF_LEGAL = `American First Finance loans range from $${AFF_MIN_AMOUNT} to $${AMFF_MAX_LIMIT.toLocaleString('en-US')} with APRs of 39% to 180% and lengths of 6 to 24 months.`;

/** Lenders §9: loans of $200 to $5,000 at 39% to 180% APR over 6 to 24 months; late fee at least $30. */
export const AMFF_COSTS: LenderCosts = {
  name: 'American First Finance',
  product: 'loan',
  apr: { min: '39', max: '180' },
  termMonths: { min: 6, max: 24 },
  fees: [
    { kind: 'origination', cents: 0 },
    { kind: 'late-payment', cents: 3000 },
    { kind: 'returned-payment', cents: 2000 },
  ],
};

/**
 * AFF payment plan or loan (lenders §4 "AFF approval, finalize, e-sign, funding"): approval up to a limit,
 * pending decision for identity verification, decline (letter within 30 days) or a data decline with errors.
 */
export const amff: SandboxLender = {
  code: 'AMFF',
  name: 'American First Finance',
  routes: amffOwnRoutes,
  applicationSsns: AMFF_APPLICATION_SSNS,
  prequalSsns: AMFF_PREQUAL_SSNS,
  otherSsns: `Income rule, where 'refer' is pending ('OOW Required'); limit 5 % of income between $300 and $${AMFF_MAX_LIMIT}. Prequal: approve or refer prequalifies, decline does not.`,
  costs: () => AMFF_COSTS,
  application(context) {
    const { outcome, creditLimit } = decide(AMFF_APPLICATION_SSNS, context, AMFF_MAX_LIMIT, REFER_AS_PENDING);
    const common = {
      lender: 'American First Finance',
      confirmationnumber: context.reference,
      legal: AMFF_LEGAL,
    };
    switch (outcome) {
      case 'approve': {
        const limit = creditLimit ?? AMFF_SAMPLE_LIMIT;
        return answerFor(DECISION_FLAGS, 'approve', common, {
          pendingappflag: '0',
          creditlimit: String(limit),
          customermessage: `Congrats! You're Approved Up To $${limit.toLocaleString('en-US')}!`,
        });
      }
      case 'pending':
        // AFF's referral is its identity check: it names the status pending and flags it twice.
        return answerFor(DECISION_FLAGS, 'refer', common, {
          pending: '1',
          pendingappflag: '1',
          status: 'pending',
          customermessage: AMFF_PENDING_REASON,
        });
      case 'decline':
        return answerFor(DECISION_FLAGS, 'decline', common, {
          pendingappflag: '0',
          customermessage:
            'Sorry, we were unable to approve your application. You will receive a letter of explanation within 30 days.',
        });
      case 'decline-with-errors':
        return answerFor(DECISION_FLAGS, 'decline', common, {
          pendingappflag: '0',
          errors: ['The identity information provided could not be verified.'],
          customermessage: 'The identity information provided could not be verified.',
        });
    }
  },
  decided(applicationId, context, answer) {
    if (answer.status !== 'a') return;
    const data = context.request.appData;
    const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '');
    affContracts.remember({
      applicationId,
      creditLimit: Number(answer.result.creditlimit ?? AMFF_SAMPLE_LIMIT),
      ssnLast4: context.ssn.slice(-4),
      residentState: data.STATE ?? '',
      accountLast4: digits(data.ACCOUNT_NUMBER).slice(-4),
      cardFirst6: digits(data.CC_NUMBER).slice(0, 6),
      cardLast4: digits(data.CC_NUMBER).slice(-4),
      billingZip: digits(data.BILLING_ZIP || data.ZIP).slice(0, 5),
    });
  },
  prequal(context) {
    return plainPrequal(context, {
      table: AMFF_PREQUAL_SSNS,
      maxLimit: AMFF_MAX_LIMIT,
      sampleLimit: AMFF_SAMPLE_LIMIT,
      fromRule: PREQUAL_ON_APPROVE_OR_REFER,
    });
  },
};

// What the server's tests drive AFF's after-approval steps with.
export { affContracts, SIGNING_URL_TTL_MS } from './contracts.js';
export { AFF_MESSAGES } from './funding-routes.js';
