import type { LenderCosts } from '../offer-terms.js';
import { CARD_DECISION_FLAGS, DECISION_FLAGS, answerFor } from '../decision-flags.js';
import {
  decide,
  plainPrequal,
  PREQUAL_ON_APPROVE_OR_REFER,
  type SandboxLender,
  type SandboxRouteOptions,
  REFER_AS_REFERRAL,
} from '../sandbox-lender.js';
import { EZPY_APPLICATION_SSNS, EZPY_MAX_LIMIT, EZPY_PREQUAL_SSNS, EZPY_SAMPLE_LIMIT } from './decisions.js';
import { EZPY_BANK } from './terms.js';
import type { FastifyPluginAsync } from 'fastify';
import { ezpyTermsRoutes } from './terms.js';

// Written the way a person reads it: the result shows it as sent ('Call 1-800-555-3279').
export const EZPY_REFERRAL_PHONE = '1-800-555-3279';
/** Lenders §4: the CVV is required when the Florida stamp tax flag is 1 (a Florida resident). */
export const EZPY_CVV_REQUIRED = 'The card security code (CVV) is required for Florida residents.';

/**
 * EasyPay's lease-purchase (lenders §1 "EZPY (lease-to-own or easy-pay)"): 12 months of bi-weekly payments
 * that come to 1.8 times the cash price, or buy early within 90 days for the cash price plus 10 %.
 */
export const EZPY_COSTS: LenderCosts = {
  name: 'EasyPay Finance',
  product: 'lease-purchase',
  fees: [
    { kind: 'processing', cents: 4000 },
    { kind: 'late-payment', cents: 3000 },
    { kind: 'returned-payment', cents: 2000 },
  ],
  lease: {
    costRatioPercent: 180,
    paymentCount: 26,
    frequency: 'biweekly',
    earlyPurchaseDays: 90,
    earlyPurchaseFeePercent: 10,
  },
};

/** EasyPay's hosted terms page and its address (lenders §7 "EZPY terms"), under /lenders/EZPY. */
const ezpyRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify, opts) => {
  await fastify.register(ezpyTermsRoutes, { prefix: '/lenders/EZPY', appOrigin: opts.appOrigin });
};

/** EZPY (lenders §4 "Result screen" EZPY: approval, referral with a call button, decline letter in 10 days). */
export const ezpy: SandboxLender = {
  code: 'EZPY',
  name: 'EasyPay Finance',
  routes: ezpyRoutes,
  applicationSsns: EZPY_APPLICATION_SSNS,
  prequalSsns: EZPY_PREQUAL_SSNS,
  otherSsns: `Income rule (approve, refer or decline); limit 5 % of income between $300 and $${EZPY_MAX_LIMIT}. Prequal: approve or refer prequalifies, decline does not.`,
  costs: () => EZPY_COSTS,
  application(context) {
    const { outcome, creditLimit } = decide(
      EZPY_APPLICATION_SSNS,
      context,
      EZPY_MAX_LIMIT,
      REFER_AS_REFERRAL,
    );
    // `legal` names the originating bank the result's footnote shows (lenders §4 "Footnotes name the
    // originating bank").
    const common = { lender: 'EasyPay Finance', legal: EZPY_BANK, confirmationnumber: context.reference };
    const appData = context.request.appData;
    if ((appData.STATE ?? '').toUpperCase() === 'FL' && !(appData.CVV ?? '').trim()) {
      return answerFor(DECISION_FLAGS, 'error', common, {
        errorResult: '1',
        errorMessage: EZPY_CVV_REQUIRED,
      });
    }
    if (outcome === 'approve') {
      return answerFor(CARD_DECISION_FLAGS, 'approve', common, {
        creditlimit: String(creditLimit ?? EZPY_SAMPLE_LIMIT),
        customermessage: 'Congratulations! You have been approved.',
      });
    }
    if (outcome === 'refer') {
      return answerFor(CARD_DECISION_FLAGS, 'refer', common, {
        referralphone: EZPY_REFERRAL_PHONE,
        customermessage:
          'Unfortunately we are unable to provide you with an instant decision. Please call EasyPay Finance to complete your application.',
      });
    }
    return answerFor(CARD_DECISION_FLAGS, 'decline', common, {
      customermessage:
        'Sorry, we were unable to approve your application. You will receive a letter of explanation within 10 days.',
    });
  },
  prequal(context) {
    return plainPrequal(context, {
      table: EZPY_PREQUAL_SSNS,
      maxLimit: EZPY_MAX_LIMIT,
      sampleLimit: EZPY_SAMPLE_LIMIT,
      fromRule: PREQUAL_ON_APPROVE_OR_REFER,
    });
  },
};
