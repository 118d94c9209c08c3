// DigniFi (app code CFSS), the one-time loan, a quick app (spec §1, lenders §1-§4).
import { FULL } from '../../requirements/requirement-sets.js';
import type { LenderDefinition } from '../lender-definition.js';
import { reviewOnlyPages } from '../review-only-pages.js';
import { DIGNIFI_NEXT_APP_FIELDS } from './cfss-next-app.js';

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
  // Lenders §4 "except for DigniFi", "A DigniFi next app goes to DIGNIFI_SUBMISSION": reached by the
  // next-application click, its fields are not added, and it is submitted with the data already gathered.
  asNextAppAsksOnly: DIGNIFI_NEXT_APP_FIELDS,
  // Spec §7: its terms depend on the residence state.
  termsByResidenceState: true,
  resultScreen: 'CFSS',
  associateApprovalStep: 'finish the DigniFi loan with the customer (its next steps are on their phone)',
  ...reviewOnlyPages('dignifi-submission', 'DigniFi Application Review'),
  // The same data as the store card applications, without a coapplicant.
  requirements: { ...FULL },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '777777777' },
    { outcome: 'decline', ssn: '444444444' },
  ],
} as const satisfies LenderDefinition;
