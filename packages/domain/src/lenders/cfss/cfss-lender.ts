// DigniFi (app code CFSS), the one-time loan, a quick app (spec §1, lenders §1-§4).
import { FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

export const cfssLender = {
  code: 'CFSS',
  aliases: ['DIGNIFI'],
  name: 'DigniFi',
  product: 'one-time loan',
  phone: '1-800-555-0143',
  tierGroups: ['2'],
  tier: '2',
  prequal: false,
  quickApp: true,
  resultScreen: 'CFSS',
  pages: ['dignifi-submission'],
  stack: [...SHARED_STACK, 'dignifi-submission', 'result'],
  // The same data as CFNA without a coapplicant.
  requirements: { ...FULL },
} as const satisfies LenderDefinition;
