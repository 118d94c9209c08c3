// Concora (app code GNES), the credit card, a quick app whose next-application button opens its
// disclosures (spec §1, lenders §1-§4).
import { ALWAYS, PREQUAL_WITHOUT_EMAIL, R } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

export const gnesLender = {
  code: 'GNES',
  name: 'Concora',
  product: 'credit card',
  phone: '1-800-555-0146',
  nextAppLabel: 'Review Disclosures',
  tierGroups: ['2'],
  tier: '2',
  prequal: true,
  quickApp: true,
  resultScreen: 'GNES',
  pages: ['gnes-submission'],
  stack: [...SHARED_STACK, 'gnes-submission', 'result'],
  // The prequal list without email plus monthly net income.
  requirements: { ...ALWAYS, ...PREQUAL_WITHOUT_EMAIL, MONTHLY_NET_INCOME: R },
} as const satisfies LenderDefinition;
