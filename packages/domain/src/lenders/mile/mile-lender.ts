// The Mile Mastercard (app code MILE), a prequalified card: review, prequal offer, then the application
// (spec §1, lenders §1-§4).
import { FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import { isSet } from '../../results/lender-result.js';
import type { JourneyView, LenderDefinition } from '../lender-definition.js';
import { MILE_PRODUCT_NAME, NO_PRODUCT_FLAG } from './mile-product.js';

export const mileLender = {
  code: 'MILE',
  name: `${MILE_PRODUCT_NAME} Mastercard`,
  product: 'prequalified card',
  phone: '1-800-555-0148',
  // Spec §2 screen 12 and lenders §4: 'Next' on app selection, 'Continue' as the next app, which stays
  // disabled until its terms are agreed.
  applyLabel: 'Next',
  nextAppLabel: 'Continue',
  nextAppRequiresTerms: true,
  // Lenders §2: "email is hidden for MILE" in the disclosure modal.
  documentsNotEmailed: true,
  // Spec §1 lists it in tiers 1 and 2: it sends 2 when it is in the shop's list but not first, otherwise 1.
  tierGroups: ['1', '2'],
  tier: (appList) => (appList.indexOf('MILE') > 0 ? '2' : '1'),
  tierOrderMessage: (before, beforeTier) =>
    `MILE is a tier 2 lender when it is not first, and cannot come after ${before}, a tier ${beforeTier} lender. Put MILE first or before the tier 3 lenders.`,
  prequal: true,
  // The shop search answer says so when the shop does not offer it (the server spells it noMILEFlag).
  unavailableFlags: [NO_PRODUCT_FLAG, 'noMILEFlag'],
  resultScreen: 'MILE',
  pages: ['mile-review', 'mile-prequal', 'mile-submission'],
  pageTitles: { 'mile-review': 'Application Review' },
  boardPageNames: {
    'mile-review': 'Mile Application Review',
    'mile-prequal': 'the Mile offer',
    'mile-submission': 'the Mile application',
  },
  associateApprovalStep: 'ring up on the Mile Mastercard (the customer adds it to their wallet)',
  // Its prequal follows its review of everything gathered (lenders §2 MILE review): its own list.
  prequalFields: 'requirements',
  submissionFields: ['TERMS_ACCEPTED', 'TERMS_ACCEPTED_TIMESTAMP'],
  submissionPage: 'mile-submission',
  pageComplete: {
    'mile-review': (journey) => prequalOf(journey) !== undefined,
    'mile-prequal': (journey) => journey.completedPages.includes('mile-prequal'),
  },
  // The offer page only follows an accepted prequal.
  pageNeeded: { 'mile-prequal': (journey) => isSet(prequalOf(journey)?.accepted) },
  nextRules: {
    'getting-started': [
      {
        because: 'lenders §2: MILE first with an accepted prequal goes to the MILE prequal page',
        when: (journey, lenders) => lenders[0] === 'MILE' && isSet(prequalOf(journey)?.accepted),
        to: 'mile-prequal',
      },
    ],
    'mile-review': [
      {
        because: 'lenders §2: MILE review goes to result if the prequal was declined',
        when: (journey) => isSet(prequalOf(journey)?.declined),
        to: 'result',
      },
    ],
  },
  stack: [...SHARED_STACK, 'mile-review', 'mile-prequal', 'mile-submission', 'result'],
  // The full shared application (lenders §2 page sequence).
  requirements: { ...FULL },
  // Lenders §9 "Decline letters: MILE 30 days".
  declineNotice: { within: 30 },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '123123123' },
    { outcome: 'decline', ssn: '456456456' },
  ],
} as const satisfies LenderDefinition;

function prequalOf(journey: JourneyView) {
  return journey.results.MILE?.prequalResult;
}
