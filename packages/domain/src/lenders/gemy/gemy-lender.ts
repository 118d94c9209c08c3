// Synchrony (app code GEMY, also SYNCHRONY in the spec), the bank card applied for in Synchrony's own
// embedded form (spec §1, lenders §1-§4).
import { ALWAYS, O } from '../../requirements/requirement-sets.js';
import { isSet } from '../../results/lender-result.js';
import type { LenderDefinition } from '../lender-definition.js';
import { GEMY_FIELDS } from './gemy-fields.js';

export const gemyLender = {
  code: 'GEMY',
  aliases: ['SYNCHRONY'],
  name: 'Synchrony',
  product: 'bank card',
  phone: '1-800-555-0142',
  tierGroups: ['1'],
  tier: '1',
  prequal: false,
  resultScreen: 'GEMY',
  pages: ['gemy-submission'],
  boardPageNames: { 'gemy-submission': 'the Synchrony application' },
  // Its approval: 'Show your phone to the sales associate'.
  associateApprovalStep: 'ring up on the Synchrony card (the customer shows the approval on their phone)',
  submissionPage: 'gemy-submission',
  nextRules: {
    // Only a selection of this lender has a submission page to go to from the coapplicant choice; any other
    // selection goes on to app selection like everyone else.
    'coapp-select': [
      {
        because: 'spec §4: not applying jointly goes to the GEMY submission when apps are selected (GEMY)',
        when: (journey) => journey.values.APPLY_WITH_COAPP !== '1' && journey.selectedApps.includes('GEMY'),
        to: 'gemy-submission',
      },
    ],
  },
  // The partner form gathers the data: policy, getting started, app selection, its page, result.
  stack: ['policy-content', 'getting-started', 'app-select', 'gemy-submission', 'result'],
  fields: GEMY_FIELDS,
  // Everything is gathered in the partner's form: only the phone and its token here.
  requirements: { ...ALWAYS, GEMY_TOKEN: O, TRACKING_ID: O },
  // Lenders §9 "Decline letters: GEMY 7-10 days".
  declineNotice: { from: 7, within: 10 },
  // Lenders §4: "GEMY is in error if it has an error message or its decision is ERROR."
  isApplicationError: (result) => isSet(result.errorMessage) || result.applicationDecision === 'ERROR',
  // The spec names no popup choices; its sandbox shares the store card's test SSNs.
  trainingResultChoices: [
    { outcome: 'approval', ssn: '111111111' },
    { outcome: 'referral', ssn: '333333333' },
    { outcome: 'decline', ssn: '222222222' },
  ],
} as const satisfies LenderDefinition;
