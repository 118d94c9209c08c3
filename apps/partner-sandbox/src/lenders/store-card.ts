import type { LenderResultFields } from '../lender-api.js';
import {
  decide,
  repeatedDigits,
  type ApplicationBuild,
  type LenderContext,
  type SandboxLender,
  REFER_AS_REFERRAL,
} from './sandbox-lender.js';
import { CARD_DECISION_FLAGS, answerFor } from './decision-flags.js';
import type { LenderCosts } from './offer-terms.js';

/** Outcomes of a store-card or financing application: approve, refer (a referral with a phone) or decline. */
export type StoreCardOutcome = 'approve' | 'refer' | 'decline';

/**
 * A card issuer as the brands' cards it runs show it: its name on their card art and in their name, and its
 * customer line for a referral. The issuer's folder exports it; the registry hands it to the brand's card, so no
 * lender folder reads another's.
 */
export interface StoreCardIssuer {
  readonly name: string;
  readonly referralPhone: string;
  /** Its referral's customer message, which names its phone. */
  readonly referMessage: string;
}

/** What differs between the branded applications answered in the store card's result fields. */
export interface StoreCardTerms {
  readonly code: SandboxLender['code'];
  readonly name: string;
  readonly applicationSsns: Readonly<Record<string, StoreCardOutcome>>;
  readonly sampleLimit: number;
  readonly maxLimit: number;
  /** The digit the test card number repeats (lenders §4 "Test card numbers are repeated digits"). */
  readonly cardDigit: string;
  readonly referralPhone: string;
  readonly cardArt?: ApplicationBuild['cardArt'];
  readonly messages: { readonly approve: string; readonly refer: string; readonly decline: string };
  /** Its published card costs (APR, fees, special financing). */
  readonly costs: LenderCosts;
}

/**
 * A branded card or financing account decided like the store card of lenders §4 "Result screen" (its fields:
 * accepted, declined, referral with referralphone, creditlimit, cardnumber, confirmationnumber): the test
 * SSN's outcome, else the documented income rule. One builder so the branded lenders answer alike.
 */
export function storeCardLender(terms: StoreCardTerms): SandboxLender {
  return {
    code: terms.code,
    name: terms.name,
    applicationSsns: terms.applicationSsns,
    otherSsns: `Income rule (approve, refer or decline); limit 5 % of income between $300 and $${terms.maxLimit}.`,
    costs: () => terms.costs,
    application(context: LenderContext): ApplicationBuild {
      const { outcome, creditLimit } = decide(
        terms.applicationSsns,
        context,
        terms.maxLimit,
        REFER_AS_REFERRAL,
      );
      const common: LenderResultFields = { lender: terms.name, confirmationnumber: context.reference };
      if (outcome === 'approve') {
        return {
          status: 'a',
          ...(terms.cardArt ? { cardArt: terms.cardArt } : {}),
          result: {
            ...common,
            ...CARD_DECISION_FLAGS.approve,
            creditlimit: String(creditLimit ?? terms.sampleLimit),
            cardnumber: repeatedDigits(terms.cardDigit, 16),
            accountonfile: '0',
            customermessage: terms.messages.approve,
          },
        };
      }
      if (outcome === 'refer') {
        return answerFor(CARD_DECISION_FLAGS, 'refer', common, {
          referralphone: terms.referralPhone,
          customermessage: terms.messages.refer,
        });
      }
      return answerFor(CARD_DECISION_FLAGS, 'decline', common, {
        customermessage: terms.messages.decline,
      });
    },
  };
}
