// Versatile (app code VERS), a waterfall of partner lenders offering a lease, loan or revolving credit
// (spec §1, lenders §1-§4, §9).
import { ALWAYS, PREQUAL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import { PREQUAL_FIELD_LIST } from '../prequal-fields.js';
import type { LenderDefinition } from '../lender-definition.js';
import { VERS_FIELDS } from './vers-fields.js';

export const versLender = {
  code: 'VERS',
  aliases: ['VERSATILE'],
  name: 'Versatile',
  product: 'lease, loan or revolving credit from partner lenders',
  phone: '1-800-555-0147',
  // Lenders §4 "Button labels", by the provider its waterfall found: acima 'Continue' with an offer present,
  // else 'Begin Application'; flexshopper 'Begin Application'; snap 'Apply with Snap'; others 'Apply'.
  nextAppLabelFor: (offer) => {
    const provider = offer.providerId?.trim().toLowerCase();
    if (provider === 'acima') return offer.outcomeType === 'offer_present' ? 'Continue' : 'Begin Application';
    if (provider === 'flexshopper') return 'Begin Application';
    if (provider === 'snap') return 'Apply with Snap';
    return 'Apply';
  },
  tierGroups: ['3'],
  tier: '3',
  prequal: true,
  resultScreen: 'VERS',
  pages: ['vers-waterfall'],
  boardPageNames: { 'vers-waterfall': 'the Versatile page' },
  associateApprovalStep: "finish with Versatile's lender, as the customer's screen says",
  // It asks exactly the prequal list of lenders §5.
  prequalFields: PREQUAL_FIELD_LIST,
  submissionPage: 'vers-waterfall',
  // It works on gathered data, so it keeps the shared pages before its waterfall page.
  stack: [...SHARED_STACK, 'vers-waterfall', 'result'],
  // The waterfall runs on data gathered before: the prequal list (it is a prequal lender).
  fields: VERS_FIELDS,
  requirements: { ...ALWAYS, ...PREQUAL },
  // Its providers each send their own notice; FlexShopper's by e-mail in 7 to 10 days (lenders §4, §9).
  declineNoticeByProvider: { flexshopper: { from: 7, within: 10 } },
  refusedListCodes: [
    {
      // ACMA is Versatile's cardidType for Acima (lenders §3): Acima is reached through the waterfall.
      code: 'ACMA',
      name: 'Acima',
      product: 'lease, offered through Versatile',
      tierGroup: '3',
      refused:
        "ACMA is not offered on its own: Acima's lease is offered through Versatile's waterfall. List VERS instead.",
    },
  ],
  // The spec names no popup choices; its test SSN list gives approval and decline.
  trainingResultChoices: [
    { outcome: 'approval', ssn: '123456789' },
    { outcome: 'decline', ssn: '987654321' },
  ],
} as const satisfies LenderDefinition;
