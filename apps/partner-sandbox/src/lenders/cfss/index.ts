import type { LenderCosts } from '../offer-terms.js';
import { DECISION_FLAGS, answerFor } from '../decision-flags.js';
import { decide, type SandboxLender, REFER_AS_DECLINE } from '../sandbox-lender.js';
import { CFSS_BANK_NAME } from './bank.js';
import { CFSS_APPLICATION_SSNS, CFSS_MAX_LIMIT, CFSS_SAMPLE_LIMIT } from './decisions.js';
import { cfssDisclosureRoutes } from './disclosure-routes.js';

/**
 * DigniFi's instalment loan: "no interest if you pay off your loan in 90 days" (lenders §4; the spec's other
 * reading says 60; its disclosure and the 90-day rebate of lenders §9 say 90). Interest accrues from the
 * purchase date and is charged unless the loan is paid in full within the 90 days.
 */
export const CFSS_COSTS: LenderCosts = {
  name: 'DigniFi',
  product: 'loan',
  apr: { min: '9.99', max: '35.99' },
  termMonths: { min: 6, max: 60 },
  fees: [
    { kind: 'late-payment', cents: 1500 },
    { kind: 'returned-payment', cents: 2000 },
  ],
  deferredInterest: { days: 90 },
};

/**
 * DigniFi one-time loan (lenders §4 "Result screen" DigniFi: approval with next steps; decline 'SORRY, WE WERE
 * UNABLE TO APPROVE YOUR APPLICATION.'; the lender is a bank, Member FDIC). DigniFi has no referral: the
 * rule's 'refer' is a decline.
 */
export const cfss: SandboxLender = {
  code: 'CFSS',
  name: 'DigniFi',
  routes: cfssDisclosureRoutes,
  applicationSsns: CFSS_APPLICATION_SSNS,
  otherSsns: `Income rule, where 'refer' is a decline; limit 5 % of income between $300 and $${CFSS_MAX_LIMIT}.`,
  costs: () => CFSS_COSTS,
  application(context) {
    const { outcome, creditLimit } = decide(CFSS_APPLICATION_SSNS, context, CFSS_MAX_LIMIT, REFER_AS_DECLINE);
    const common = {
      lender: 'DigniFi',
      confirmationnumber: context.reference,
      // `legal` carries the bank's name alone, as EasyPay's does: the result screen writes the sentence.
      legal: CFSS_BANK_NAME,
    };
    if (outcome === 'approve') {
      return answerFor(DECISION_FLAGS, 'approve', common, {
        creditlimit: String(creditLimit ?? CFSS_SAMPLE_LIMIT),
        customermessage:
          'Your loan is approved. Next steps: show this screen to the shop associate, who will set the repair amount; your loan documents are sent to your email for signature.',
        websiteurl: 'https://www.dignifi.com',
      });
    }
    return answerFor(DECISION_FLAGS, 'decline', common, {
      customermessage: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.',
    });
  },
};
