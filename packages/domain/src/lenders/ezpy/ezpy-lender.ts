// EasyPay (app code EZPY), lease-to-own or easy-pay financing, with its missing-info and payment pages (spec §1,
// lenders §1-§4).
import { ALWAYS, O, PREQUAL_WITHOUT_EMAIL, R } from '../../requirements/requirement-sets.js';
import { SHARED_DATA_PAGES, SHARED_REVIEW_PAGES } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

export const ezpyLender = {
  code: 'EZPY',
  name: 'EasyPay',
  product: 'lease-to-own or easy-pay financing',
  phone: '1-800-555-0145',
  tierGroups: ['3'],
  tier: '3',
  prequal: true,
  resultScreen: 'EZPY',
  pages: ['ezpy-missing', 'ezpy-payment', 'ezpy-submission'],
  // Like AFF, the shared review and app selection are kept before its own pages.
  stack: [
    ...SHARED_DATA_PAGES,
    'additional-financial',
    ...SHARED_REVIEW_PAGES,
    'ezpy-missing',
    'ezpy-payment',
    'ezpy-submission',
    'result',
  ],
  missingInfoTargets: {
    'ezpy-missing': ['about-you', 'financial', 'additional-financial'],
    'ezpy-payment': ['additional-financial'],
  },
  // The prequal list without email plus its additional info and payment page (lenders §2 "Extra financial /
  // payment page").
  requirements: {
    ...ALWAYS,
    ...PREQUAL_WITHOUT_EMAIL,
    EMAIL_FOR_ALL_COMS: R,
    MONTHLY_NET_INCOME: R,
    MONTHLY_GROSS_INCOME: R,
    MONTHLY_HOUSING_PAYMENT: R,
    EMPLOYER_NAME: R,
    WORK_PHONE: R,
    WORK_PHONE_EXT: O,
    PAY_FREQUENCY: R,
    NEXT_PAYDAY: R,
    PAYMENT_METHOD: R,
    CC_NUMBER: R,
    CC_EXP_MONTH: R,
    CC_EXP_YEAR: R,
    BILLING_MATCH_RESIDENT: O,
    BILLING_ADDRESS1: R,
    BILLING_ADDRESS2: O,
    BILLING_ZIP: R,
    CVV: O,
    ROUTING_NUMBER: R,
    ACCOUNT_NUMBER: R,
    // Lenders §4: its marketing and recurring-debit consents flip '0'/'1' like AFF's (lenders §3 names only
    // AFF_TCPA and AFF_REC_DEBITS as consent fields, so the same two are used; docs/decisions/075).
    AFF_TCPA: O,
    AFF_REC_DEBITS: O,
    // Lenders §3: "terms accepted flag and time" go with the application (its review page sets them).
    TERMS_ACCEPTED: O,
    TERMS_ACCEPTED_TIMESTAMP: O,
  },
  // Lenders §9 "Decline letters: CFNA/EZPY within 10 days".
  declineNotice: { within: 10 },
} as const satisfies LenderDefinition;
