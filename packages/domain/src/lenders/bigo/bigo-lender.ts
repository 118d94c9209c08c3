// The Big O Tires Credit Card (app code BIGO), a store card on its own result screen (lenders §4;
// docs/decisions/135).
import { FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

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
  pages: ['bigo-submission'],
  // No pages in the spec: the shared pages, an Application Review, then its result.
  stack: [...SHARED_STACK, 'bigo-submission', 'result'],
  // A store-card application like CFNA's: the single-applicant set.
  requirements: { ...FULL },
} as const satisfies LenderDefinition;
