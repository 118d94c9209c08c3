import { DECISION_FLAGS, answerFor } from '../decision-flags.js';
import type { LenderCosts } from '../offer-terms.js';
import { GNES_CARD_TERMS } from './disclosures.js';
import {
  acceptsOwnOffer,
  decide,
  plainPrequal,
  repeatedDigits,
  type SandboxLender,
  PREQUAL_ON_APPROVE,
  REFER_AS_DECLINE,
} from '../sandbox-lender.js';
import { GNES_APPLICATION_SSNS, GNES_MAX_LIMIT, GNES_PREQUAL_SSNS, GNES_SAMPLE_LIMIT } from './decisions.js';
import { gnesDisclosureRoutes } from './disclosure-routes.js';

export const GNES_OFFER_MISSING = 'No accepted pre-qualification offer matches this application.';
const CARD_ART = {
  filename: 'gnes-card.png',
  filenamefilled: 'gnes-card-filled.png',
  line1: 'Concora Credit',
  line2: 'Mastercard',
};

/** The figures of Concora's Schumer box (disclosures.ts), one source for both. */
export const GNES_COSTS: LenderCosts = {
  name: 'Concora Credit',
  product: 'credit-card',
  apr: { min: GNES_CARD_TERMS.purchaseAprPercent, max: GNES_CARD_TERMS.purchaseAprPercent },
  fees: [
    { kind: 'annual', cents: GNES_CARD_TERMS.annualFeeCents },
    { kind: 'annual-after-first-year', cents: GNES_CARD_TERMS.annualFeeLaterCents },
    { kind: 'late-payment', cents: GNES_CARD_TERMS.lateFeeCents, upTo: true },
    { kind: 'returned-payment', cents: GNES_CARD_TERMS.lateFeeCents, upTo: true },
  ],
};

/**
 * GNES (lenders §4 "Submission pages": the submit sends a quick-screen object with historyId, orderId,
 * quickScreenAccept; "Result screen" GNES: 'CONGRATULATIONS! YOU'RE APPROVED', credit limit, account number,
 * card image; otherwise 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.'). An application that does not
 * accept this applicant's own offer is an error answer: there is nothing to accept.
 */
export const gnes: SandboxLender = {
  code: 'GNES',
  name: 'Concora Credit',
  routes: gnesDisclosureRoutes,
  applicationSsns: GNES_APPLICATION_SSNS,
  prequalSsns: GNES_PREQUAL_SSNS,
  otherSsns: `Income rule, where 'refer' is a decline; limit 5 % of income between $300 and $${GNES_MAX_LIMIT}. The application must carry quickScreen { quickScreenAccept: '1', orderId, historyId } of this SSN's offer, else status 'e'.`,
  costs: () => GNES_COSTS,
  application(context) {
    const common = { lender: 'Concora Credit', confirmationnumber: context.reference };
    if (!acceptsOwnOffer(context)) {
      return answerFor(DECISION_FLAGS, 'error', common, {
        errorResult: '1',
        errorMessage: GNES_OFFER_MISSING,
      });
    }
    const { outcome, creditLimit } = decide(GNES_APPLICATION_SSNS, context, GNES_MAX_LIMIT, REFER_AS_DECLINE);
    if (outcome === 'approve') {
      return {
        ...answerFor(DECISION_FLAGS, 'approve', common, {
          creditlimit: String(creditLimit ?? GNES_SAMPLE_LIMIT),
          // The account number the result screen groups 3-3-rest.
          cardnumber: repeatedDigits('4', 10),
          customermessage: "CONGRATULATIONS! YOU'RE APPROVED",
        }),
        cardArt: CARD_ART,
      };
    }
    return answerFor(DECISION_FLAGS, 'decline', common, {
      customermessage: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.',
    });
  },
  prequal(context) {
    return plainPrequal(context, {
      table: GNES_PREQUAL_SSNS,
      maxLimit: GNES_MAX_LIMIT,
      sampleLimit: GNES_SAMPLE_LIMIT,
      fromRule: PREQUAL_ON_APPROVE,
    });
  },
};
