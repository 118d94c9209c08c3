import { CARD_DECISION_FLAGS, DECISION_FLAGS, answerFor } from '../decision-flags.js';
import { storeCardCosts, type LenderCosts } from '../offer-terms.js';
import {
  decide,
  repeatedDigits,
  type LenderContext,
  type SandboxLender,
  REFER_AS_REFERRAL,
} from '../sandbox-lender.js';
import type { StoreCardIssuer } from '../store-card.js';
import { CFNA_APPLICATION_SSNS, CFNA_MAX_LIMIT, CFNA_SAMPLE_LIMIT } from './decisions.js';

export const CFNA_REFERRAL_PHONE = '18005558201';
/** lenders §4 "Training and demo mode": 'DECLINED:{code}:CALL CUSTOMER SERVICE NEEDS INVESTIGATION'. */
export const CFNA_DECLINE_CODE = 'D01';
const CARD_ART = {
  filename: 'cfna-card.png',
  filenamefilled: 'cfna-card-filled.png',
  line1: 'CFNA Credit Card',
  line2: 'Auto & Tire',
};

const REFER_MESSAGE =
  'Your application needs a few more details before a decision. Please call CFNA at 1-800-555-8201 and give your Reference Number.';

/** CFNA as the issuer of the brands' cards it runs (docs/decisions/135): they refer to its customer line. */
export const CFNA_AS_ISSUER: StoreCardIssuer = {
  name: 'CFNA',
  referralPhone: CFNA_REFERRAL_PHONE,
  referMessage: REFER_MESSAGE,
};

export const CFNA_COSTS: LenderCosts = storeCardCosts('CFNA Credit Card', {
  days: 180,
  minimumPurchaseCents: 14900,
});

/** CFNA store card (lenders §4 "Result screen (RESULT)" CFNA: approval with card art, referral, decline). */
export const cfna: SandboxLender = {
  code: 'CFNA',
  name: 'CFNA',
  applicationSsns: CFNA_APPLICATION_SSNS,
  otherSsns: `Income rule (approve, refer or decline); limit 5 % of income between $300 and $${CFNA_MAX_LIMIT}.`,
  // Lenders §4 CFNA promo: special financing on purchases of $149 and up, no annual fee.
  costs: () => CFNA_COSTS,
  application(context: LenderContext) {
    const { outcome, creditLimit } = decide(
      CFNA_APPLICATION_SSNS,
      context,
      CFNA_MAX_LIMIT,
      REFER_AS_REFERRAL,
    );
    const common = { lender: 'CFNA', confirmationnumber: context.reference };
    if (outcome === 'approve' || outcome === 'approve-account-on-file') {
      const onFile = outcome === 'approve-account-on-file';
      return {
        ...answerFor(CARD_DECISION_FLAGS, 'approve', common, {
          creditlimit: String(creditLimit ?? CFNA_SAMPLE_LIMIT),
          cardnumber: repeatedDigits('5', 16),
          accountonfile: onFile ? '1' : '0',
          customermessage: onFile
            ? 'You already have a CFNA account. Your approved credit limit is shown below.'
            : 'Congratulations! Your CFNA credit card application has been approved.',
        }),
        cardArt: CARD_ART,
      };
    }
    if (outcome === 'refer' || outcome === 'referral-approval') {
      const approval = outcome === 'referral-approval';
      // The mock answers a referral as a decline that carries referral '1' (referral) or '2' (referral approval).
      return answerFor(DECISION_FLAGS, 'refer', common, {
        referral: approval ? '2' : '1',
        pendingappflag: approval ? '2' : '1',
        status: approval ? 'referral approved' : 'referred',
        // In-store approval is not a referral decision (lenders §4 "Result determination": '2' approved in store).
        applicationDecision: approval ? undefined : 'REFERRED',
        referralphone: CFNA_REFERRAL_PHONE,
        customermessage: approval
          ? 'Your application has been approved in store. Please see the store associate to complete your purchase.'
          : REFER_MESSAGE,
      });
    }
    return answerFor(CARD_DECISION_FLAGS, 'decline', common, {
      declinereason: `DECLINED:${CFNA_DECLINE_CODE}:CALL CUSTOMER SERVICE NEEDS INVESTIGATION`,
      customermessage:
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
    });
  },
};
