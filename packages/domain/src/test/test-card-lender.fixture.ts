// A lender that exists only in the tests (excluded from the build): a card lender defined the way a real one
// is, in one value, and added to a registry of its own (test-card-registry.fixture.ts) or, by the e2e's test
// composition, to the registry at start-up (lenders/added-lenders.ts). The tests that use it show the shared
// rules handle a lender no shared file names; its code and pages are in none of the product's tables or types.
// It imports only the leaves a real definition does, never the registry, so adding it comes before the registry
// is built.
import { SHARED_STACK } from '../journey/shared-pages.js';
import type { LenderDefinition } from '../lenders/lender-definition.js';
import { FULL, R } from '../requirements/requirement-sets.js';
import { isSet } from '../results/lender-result.js';

export const testCardLender = {
  code: 'TSTC',
  aliases: ['TESTCARD'],
  name: 'Test Card',
  product: 'store card',
  phone: '1-800-555-0199',
  nextAppLabel: 'Open a Test Card',
  nextAppRequiresTerms: true,
  tierGroups: ['2'],
  tier: (appList) => (appList.indexOf('TSTC') === 0 ? '1' : '2'),
  prequal: true,
  minimumMonthlyGrossIncome: true,
  unavailableFlags: ['noTestCardFlag'],
  termsByResidenceState: true,
  documentsNotEmailed: true,
  resultScreen: 'TSTC',
  pages: ['tstc-pay', 'tstc-submission'],
  pageFields: { 'tstc-pay': ['PAY_FREQUENCY'] },
  boardPageNames: { 'tstc-pay': 'the Test Card pay page' },
  associateApprovalStep: 'open the Test Card account at the counter',
  submissionPage: 'tstc-submission',
  stack: [...SHARED_STACK, 'tstc-pay', 'tstc-submission', 'result'],
  requirements: { ...FULL, PAY_FREQUENCY: R },
  prequalFields: ['FIRST_NAME', 'LAST_NAME', 'SSN', 'ZIP'],
  submissionFields: ['TERMS_ACCEPTED'],
  // Paid monthly, the employer is not asked.
  requirementRules: (values) => ({ EMPLOYER_NAME: values.PAY_FREQUENCY === 'M' ? 'OPTIONAL' : 'REQUIRED' }),
  nextRules: {
    'tstc-pay': [
      {
        because: 'a declined prequal leaves nothing to apply for: the result',
        when: (journey) => isSet(journey.results.TSTC?.prequalResult?.declined),
        to: 'result',
      },
    ],
  },
  declineNotice: { within: 21 },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '919191919' },
    { outcome: 'decline', ssn: '929292929' },
  ],
  isApplicationError: (result) => result.status === 'UNAVAILABLE',
} as const satisfies LenderDefinition;
