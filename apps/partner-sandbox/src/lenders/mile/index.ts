import { DECISION_FLAGS, answerFor } from '../decision-flags.js';
import type { LenderCosts } from '../offer-terms.js';
import {
  acceptsOwnOffer,
  decide,
  offerNumbers,
  prequalFields,
  repeatedDigits,
  type LenderContext,
  type SandboxLender,
  PREQUAL_ON_APPROVE,
  REFER_AS_DECLINE,
} from '../sandbox-lender.js';
import {
  MILE_APPLICATION_SSNS,
  MILE_DOCUMENTS,
  MILE_MAX_LIMIT,
  MILE_OFFER_TERMS,
  MILE_PREQUAL_SSNS,
  MILE_SAMPLE_LIMIT,
  type MileDocument,
} from './decisions.js';
import { mileDocumentRoutes } from './document-routes.js';
import { mileDocumentUrl, mileWalletUrl } from './document-urls.js';

/** lenders §4 "Result screen" MILE: declined value EXPIRED means the offer expired. */
export const MILE_EXPIRED = 'EXPIRED';
const DECLINE_TEXT =
  'Unfortunately, your application cannot be approved at this time. You will receive an email or letter within the next 30 days with more details.';

function documentUrls(context: LenderContext, offerId: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const doc of Object.keys(MILE_DOCUMENTS) as MileDocument[]) {
    urls[`${doc}ImageHtmlURL`] = mileDocumentUrl(context.origin, offerId, doc, 'html');
    urls[`${doc}ImageURL`] = mileDocumentUrl(context.origin, offerId, doc, 'pdf');
  }
  return urls;
}

const dollarsCents = (dollars: string) => Math.round(Number(dollars) * 100);

/** The figures of its prequal data (MILE_OFFER_TERMS), one source for both. */
export const MILE_COSTS: LenderCosts = {
  name: 'Mile Mastercard',
  product: 'credit-card',
  apr: { min: MILE_OFFER_TERMS.apr, max: MILE_OFFER_TERMS.apr },
  fees: [
    { kind: 'annual', cents: dollarsCents(MILE_OFFER_TERMS.annualfee) },
    { kind: 'annual-after-first-year', cents: dollarsCents(MILE_OFFER_TERMS.annualfeefuture) },
    { kind: 'account-maintenance', cents: dollarsCents(MILE_OFFER_TERMS.accountmaintenancefee) },
    { kind: 'late-payment', cents: dollarsCents(MILE_OFFER_TERMS.latepaymentfee), upTo: true },
  ],
};

/**
 * MILE (lenders §2 "MILE screens", §3 "MILE prequal data", §4 "MILE" and "Result screen" MILE). The prequal
 * carries the whole offer; the application ('Agree & Submit') must accept this applicant's own offer
 * (quickScreenAccept '1', orderId, historyId), otherwise the offer is answered as expired.
 */
export const mile: SandboxLender = {
  code: 'MILE',
  name: 'MILE',
  routes: mileDocumentRoutes,
  applicationSsns: MILE_APPLICATION_SSNS,
  prequalSsns: MILE_PREQUAL_SSNS,
  otherSsns: `Income rule, where 'refer' is a decline; limit 5 % of income between $300 and $${MILE_MAX_LIMIT}. An application without quickScreen accepting this SSN's offer is declined '${MILE_EXPIRED}'.`,
  costs: () => MILE_COSTS,
  application(context) {
    const common = { lender: 'MILE', confirmationnumber: context.reference };
    const { outcome, creditLimit } = decide(MILE_APPLICATION_SSNS, context, MILE_MAX_LIMIT, REFER_AS_DECLINE);
    if (!acceptsOwnOffer(context) || outcome === 'expire') {
      return {
        status: 'd',
        result: {
          ...common,
          accepted: '0',
          declined: MILE_EXPIRED,
          status: 'expired',
          applicationDecision: 'DECLINED',
          customermessage: 'Sorry, this offer is no longer available. If interested, you may reapply.',
        },
      };
    }
    if (outcome === 'approve') {
      return answerFor(DECISION_FLAGS, 'approve', common, {
        creditlimit: String(creditLimit ?? MILE_SAMPLE_LIMIT),
        cardnumber: repeatedDigits('5', 16),
        // lenders §4 "Result screen" MILE: 'Add Card to Wallet' opens the lender's page in a new tab.
        url: mileWalletUrl(context.origin, context.reference),
        customermessage: 'Success! You Have Been Approved. Your card will arrive within 2 weeks.',
      });
    }
    return answerFor(DECISION_FLAGS, 'decline', common, {
      customermessage: DECLINE_TEXT,
    });
  },
  prequal(context) {
    const { outcome, creditLimit } = decide(MILE_PREQUAL_SSNS, context, MILE_MAX_LIMIT, PREQUAL_ON_APPROVE);
    const { orderid, historyid, offerid } = offerNumbers('MILE', context.ssn);
    const common = { orderid, historyid, applicationType: 'PREQUAL', timestamp: context.now.toISOString() };
    if (outcome === 'prequalified') {
      return {
        status: 'q',
        result: {
          prequalResult: prequalFields(true, {
            ...common,
            result: 'APPROVED',
            status: 'prequalified',
            creditlimit: String(creditLimit ?? MILE_SAMPLE_LIMIT),
            offerid,
            ...MILE_OFFER_TERMS,
            ...documentUrls(context, offerid),
          }),
        },
      };
    }
    return {
      status: 'n',
      result: {
        prequalResult: prequalFields(false, {
          ...common,
          result: 'DECLINED',
          status: 'declined',
          customermessage: DECLINE_TEXT,
        }),
      },
    };
  },
};
