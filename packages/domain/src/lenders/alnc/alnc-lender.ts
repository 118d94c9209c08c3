// Bread Financing (app code ALNC): Alliance Data's, now Bread Financial's, pay-over-time financing, shown on
// the Bread result screen, which a shop's list may name as BREAD (lenders §1, §2; docs/decisions/135).
import { FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

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
  pages: ['alnc-submission'],
  // No pages in the spec: the shared pages, then an Application Review like CFNA's (a hard check needs the
  // consumer's agreement), then its brand's result.
  stack: [...SHARED_STACK, 'alnc-submission', 'result'],
  // A financing application like CFNA's: the single-applicant set.
  requirements: { ...FULL },
} as const satisfies LenderDefinition;
