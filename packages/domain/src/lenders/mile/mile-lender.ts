// The Mile Mastercard (app code MILE), a prequalified card: review, prequal offer, then the application
// (spec §1, lenders §1-§4).
import { FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';
import { MILE_PRODUCT_NAME } from './mile-product.js';

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
  // Spec §1 lists it in tiers 1 and 2: it sends 2 when it is in the shop's list but not first, otherwise 1.
  tierGroups: ['1', '2'],
  tier: (appList) => (appList.indexOf('MILE') > 0 ? '2' : '1'),
  prequal: true,
  resultScreen: 'MILE',
  pages: ['mile-review', 'mile-prequal', 'mile-submission'],
  stack: [...SHARED_STACK, 'mile-review', 'mile-prequal', 'mile-submission', 'result'],
  // The full shared application (lenders §2 page sequence).
  requirements: { ...FULL },
  // Lenders §9 "Decline letters: MILE 30 days".
  declineNotice: { within: 30 },
} as const satisfies LenderDefinition;
