// American First Finance (app code AMFF, AFF in the spec), the payment plan or loan: the installment lender,
// with missing-info, card and bank pages and finalize, e-sign and funding after an approval (spec §1,
// lenders §1-§5, §9).
import { ALWAYS, O, PREQUAL, R, RESIDENCE } from '../../requirements/requirement-sets.js';
import { SHARED_DATA_PAGES, SHARED_REVIEW_PAGES } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';
import { AFF_MAX_LOAN_AMOUNT, AFF_MIN_FINANCE_AMOUNT } from './amff-amounts.js';

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
  resultScreen: 'AMFF',
  pages: ['aff-missing', 'aff-submission', 'aff-finalize', 'aff-esign', 'funded'],
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
  // Lenders §9 "Decline letters: AFF within 30 days".
  declineNotice: { within: 30 },
  // Lenders §5 (at least $300) and §9 (loans up to $5,000); docs/decisions/266.
  amounts: { min: AFF_MIN_FINANCE_AMOUNT, max: AFF_MAX_LOAN_AMOUNT },
} as const satisfies LenderDefinition;
