// Concora (app code GNES), the credit card, a quick app whose next-application button opens its
// disclosures (spec §1, lenders §1-§4).
import { ALWAYS, PREQUAL_WITHOUT_EMAIL, R } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import { PREQUAL_FIELD_LIST_WITHOUT_EMAIL } from '../prequal-fields.js';
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
  boardPageNames: { 'gnes-submission': 'the Concora offer' },
  // Lenders §5 "similar without email; GNES adds monthly net income".
  prequalFields: [...PREQUAL_FIELD_LIST_WITHOUT_EMAIL, 'MONTHLY_NET_INCOME'],
  submissionFields: ['TERMS_ACCEPTED', 'TERMS_ACCEPTED_TIMESTAMP'],
  submissionPage: 'gnes-submission',
  stack: [...SHARED_STACK, 'gnes-submission', 'result'],
  // The prequal list without email plus monthly net income.
  requirements: { ...ALWAYS, ...PREQUAL_WITHOUT_EMAIL, MONTHLY_NET_INCOME: R },
  trainingResultChoices: [{ outcome: 'approval', ssn: '444444444' }],
} as const satisfies LenderDefinition;
