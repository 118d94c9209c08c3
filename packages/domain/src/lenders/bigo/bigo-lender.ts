// The Big O Tires Credit Card (app code BIGO), a store card on its own result screen (lenders §4;
// docs/decisions/135).
import { FULL } from '../../requirements/requirement-sets.js';
import type { LenderDefinition } from '../lender-definition.js';
import { reviewOnlyPages } from '../review-only-pages.js';

export const bigoLender = {
  code: 'BIGO',
  name: 'Big O Tires Credit Card',
  product: 'store card',
  issuer: 'the Big O Tires Credit Card issuer',
  phone: '1-800-555-0150',
  // Spec §1 lists it in no tier group; it sends tier 1 like the other store cards.
  tierGroups: [],
  tier: '1',
  prequal: false,
  resultScreen: 'BIGO',
  // No pages in the spec: the shared pages, an Application Review, then its result.
  ...reviewOnlyPages('bigo-submission', 'Big O Application Review'),
  // A store-card application like the other store cards': the single-applicant set.
  requirements: { ...FULL },
  // Answers as the store cards do (docs/decisions/135): their three choices.
  trainingResultChoices: [
    { outcome: 'approval', ssn: '111111111' },
    { outcome: 'referral', ssn: '333333333' },
    { outcome: 'decline', ssn: '222222222' },
  ],
} as const satisfies LenderDefinition;
