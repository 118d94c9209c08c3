// EasyPay (app code EZPY), lease-to-own or easy-pay financing, with its missing-info and payment pages (spec §1,
// lenders §1-§4).
import { ALWAYS, O, PREQUAL_WITHOUT_EMAIL, R } from '../../requirements/requirement-sets.js';
import { SHARED_DATA_PAGES, SHARED_REVIEW_PAGES } from '../../journey/shared-pages.js';
import { PREQUAL_FIELD_LIST_WITHOUT_EMAIL } from '../prequal-fields.js';
import type { LenderDefinition } from '../lender-definition.js';
import { EZPY_MISSING_FIELDS, EZPY_PAYMENT_FIELDS } from './ezpy-pages.js';
import { ezpyBillingPreset, floridaStampTaxFlag } from './ezpy-answers.js';
import { EZPY_PAY_FREQUENCY_OPTIONS, PAY_FREQUENCY_EZPY } from './ezpy-pay-frequency.js';

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
  pageFields: { 'ezpy-missing': EZPY_MISSING_FIELDS, 'ezpy-payment': EZPY_PAYMENT_FIELDS },
  pageHeadings: { 'ezpy-payment': 'Payment Information' },
  pageTitles: { 'ezpy-submission': 'Application Review', 'ezpy-missing': 'Additional Information' },
  boardPageNames: {
    'ezpy-missing': 'EasyPay Additional Information',
    'ezpy-payment': 'Payment Information',
    'ezpy-submission': 'EasyPay Application Review',
  },
  associateApprovalStep: 'finish the EasyPay lease with the customer',
  // Lenders §5: the prequal list "similar without email".
  prequalFields: PREQUAL_FIELD_LIST_WITHOUT_EMAIL,
  submissionFields: ['TERMS_ACCEPTED', 'TERMS_ACCEPTED_TIMESTAMP'],
  // The lender that "takes monthly income" (lenders §4) while the shared financial page asks annual gross: its
  // monthly gross, when not given, is floor(annual gross / 12), gross to gross, never sent as net.
  monthlyGrossFromAnnual: true,
  numberedPayFrequency: true,
  submissionPage: 'ezpy-submission',
  gatheringMissingPages: ['ezpy-missing'],
  // Lenders §4: "EZPY pre-sets billing same as resident" on the move to it.
  valuesOnArrival: ezpyBillingPreset,
  // Lenders §4: EZPY "makes CVV required if a Florida stamp tax flag is 1" (docs/decisions/075).
  requirementRules: (values) => ({ CVV: floridaStampTaxFlag(values) === '1' ? 'REQUIRED' : 'OPTIONAL' }),
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
  // Lenders §9 "Decline letters": within 10 days.
  declineNotice: { within: 10 },
  // Its pay frequency codes and names (spec §3), shown in the consumer's language.
  codedLists: { PAY_FREQUENCY_EZPY: { list: PAY_FREQUENCY_EZPY, options: EZPY_PAY_FREQUENCY_OPTIONS } },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '123123123' },
    { outcome: 'decline', ssn: '321321321' },
  ],
} as const satisfies LenderDefinition;
