// Bread Financing (app code ALNC): Alliance Data's, now Bread Financial's, pay-over-time financing, shown on
// the Bread result screen, which a shop's list may name as BREAD (lenders §1, §2; docs/decisions/135).
import { FULL } from '../../requirements/requirement-sets.js';
import type { LenderDefinition } from '../lender-definition.js';
import { reviewOnlyPages } from '../review-only-pages.js';

export const alncLender = {
  code: 'ALNC',
  name: 'Bread Financing',
  product: 'pay-over-time financing',
  issuer: 'Bread Financial',
  phone: '1-800-555-0149',
  tierGroups: ['1'],
  tier: '1',
  prequal: false,
  resultScreen: 'BREAD',
  // No pages in the spec: the shared pages, then an Application Review like the store cards' (a hard check needs the
  // consumer's agreement), then its brand's result.
  ...reviewOnlyPages('alnc-submission', 'Bread Application Review'),
  // A financing application like the store cards': the single-applicant set.
  requirements: { ...FULL },
  // Answers as the store cards do, with its own sandbox's approval and decline SSNs (docs/decisions/135).
  trainingResultChoices: [
    { outcome: 'approval', ssn: '121212121' },
    { outcome: 'referral', ssn: '333333333' },
    { outcome: 'decline', ssn: '232323232' },
  ],
} as const satisfies LenderDefinition;
