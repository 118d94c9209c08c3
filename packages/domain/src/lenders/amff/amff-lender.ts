// American First Finance (app code AMFF, AFF in the spec), the payment plan or loan: the installment lender,
// with missing-info, card and bank pages and finalize, e-sign and funding after an approval (spec §1,
// lenders §1-§5, §9).
import { STATE_SUBSET_NY } from '../../state-subsets.js';
import { ALWAYS, O, PREQUAL, R, RESIDENCE } from '../../requirements/requirement-sets.js';
import { SHARED_DATA_PAGES, SHARED_REVIEW_PAGES } from '../../journey/shared-pages.js';
import { PREQUAL_FIELD_LIST } from '../prequal-fields.js';
import type { LenderDefinition } from '../lender-definition.js';
import { AFF_MISSING_FIELDS } from './amff-pages.js';
import { AFF_MAX_LOAN_AMOUNT, AFF_MIN_ANNUAL_GROSS_INCOME, AFF_MIN_FINANCE_AMOUNT } from './amff-amounts.js';

export const amffLender = {
  code: 'AMFF',
  aliases: ['AFF'],
  name: 'American First Finance',
  product: 'payment plan or loan',
  phone: '1-800-555-0144',
  tierGroups: ['3'],
  tier: '3',
  prequal: true,
  installment: true,
  // The spec says only "particular lenders"; AFF's minimum annual gross of 9600 (lenders §9) is exactly
  // 12 x 800, so AFF is the one we know.
  minimumMonthlyGrossIncome: true,
  minimumAnnualGrossIncome: AFF_MIN_ANNUAL_GROSS_INCOME,
  resultScreen: 'AMFF',
  pages: ['aff-missing', 'aff-submission', 'aff-finalize', 'aff-esign', 'funded'],
  pageFields: {
    'aff-missing': AFF_MISSING_FIELDS,
    'aff-submission': ['AFF_TCPA', 'AFF_REC_DEBITS'],
    'aff-finalize': ['FINANCE_AMOUNT', 'LAST_FOUR'],
  },
  pageTitles: { 'aff-submission': 'Application Review', 'aff-missing': 'Additional Information' },
  // Associates say the spec's own short name (lenders §4 "AFF approval").
  boardName: 'AFF',
  boardPageNames: {
    'aff-missing': 'AFF Additional Information',
    'aff-submission': 'AFF Application Review',
    'aff-finalize': 'AFF finalize',
    'aff-esign': 'AFF e-sign',
    funded: 'the funded page',
  },
  // Finalize (amount and SSN last four), Confirm and Sign, then funding.
  associateApprovalStep: 'the customer chooses the amount and signs with AFF on their phone',
  // The virtual card result: 'show the screen to the sales associate to enter card details' (lenders §2).
  associateFundedStep: 'charge the AFF virtual card',
  prequalFields: PREQUAL_FIELD_LIST,
  // Lenders §3 "For AFF also … app request id" and its consents.
  submissionFields: ['APP_REQUEST_ID', 'AFF_TCPA', 'AFF_REC_DEBITS', 'ACCOUNT_TYPE'],
  submissionPage: 'aff-submission',
  pageComplete: {
    'aff-finalize': (journey) => journey.completedPages.includes('aff-finalize'),
    'aff-esign': (journey) => journey.fundStatus !== '0',
    // terminal: never complete, so navigation stops on it
    funded: () => false,
  },
  gatheringMissingPages: ['aff-missing'],
  nextRules: {
    'aff-finalize': [{ because: 'lenders §4 AFF step 3', when: () => true, to: 'aff-esign' }],
    'aff-esign': [
      { because: 'lenders §4 AFF step 5', when: (journey) => journey.fundStatus === '2', to: 'funded' },
      { because: 'signing not finished: stay', when: () => true, to: 'aff-esign' },
    ],
  },
  // Lenders §4: moving to AFF sets both consents to '1'.
  valuesOnArrival: () => ({ AFF_TCPA: '1', AFF_REC_DEBITS: '1' }),
  // Lenders §2 lists no summary or app selection for AFF, but the shared stack keeps them so a consumer
  // always reviews the data and chooses to apply before a credit pull.
  stack: [
    ...SHARED_DATA_PAGES,
    'additional-financial',
    ...SHARED_REVIEW_PAGES,
    'aff-missing',
    'aff-submission',
    'result',
  ],
  approvalStack: ['aff-finalize', 'aff-esign', 'funded'],
  missingInfoTargets: { 'aff-missing': ['resident', 'financial', 'additional-financial'] },
  // The prequal list of lenders §5 plus the missing-info and extra-financial fields (monthly gross income,
  // paydays, card, billing zip, CVV, routing and account number).
  requirements: {
    ...ALWAYS,
    // the rest of the residence page (years, previous address, WI marital section) is asked on AFF too
    ...RESIDENCE,
    ...PREQUAL,
    MONTHLY_GROSS_INCOME: R,
    PAY_FREQUENCY: R,
    LAST_PAYDAY: R,
    NEXT_PAYDAY: O,
    CC_NUMBER: R,
    CC_EXP_MONTH: R,
    CC_EXP_YEAR: R,
    BILLING_MATCH_RESIDENT: O,
    BILLING_ADDRESS1: O,
    BILLING_ADDRESS2: O,
    BILLING_ZIP: R,
    CVV: R,
    ROUTING_NUMBER: R,
    ACCOUNT_NUMBER: R,
    ACCOUNT_TYPE: O,
    PAYMENT_METHOD: R,
    AFF_TCPA: O,
    AFF_REC_DEBITS: O,
    // lenders §3 "For AFF also … app request id": made on the Account Information page, sent on submit.
    APP_REQUEST_ID: O,
  },
  removedForResidentStates: {
    states: STATE_SUBSET_NY,
    reason:
      'lenders §4: AFF and its selection are removed for certain resident states; lenders §9: the loan ' +
      'disclosure is not available in NY (AFF is the installment loan; STATE_SUBSET_NY is NY alone)',
  },
  // Lenders §9 "Decline letters: AFF within 30 days".
  declineNotice: { within: 30 },
  // Lenders §5 (at least $300) and §9 (loans up to $5,000); docs/decisions/266.
  amounts: { min: AFF_MIN_FINANCE_AMOUNT, max: AFF_MAX_LOAN_AMOUNT },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '444444444' },
    { outcome: 'pending', ssn: '333333333' },
    { outcome: 'decline', ssn: '555555555' },
  ],
} as const satisfies LenderDefinition;
