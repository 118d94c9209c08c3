// The Goodyear Credit Card (app code GDYR): CFNA's Goodyear-branded store card, shown on the Goodyear result
// screen, which a shop's list may name as GOODYEAR (lenders §1, §2; docs/decisions/135).
import { COAPPLICANT, FULL } from '../../requirements/requirement-sets.js';
import { SHARED_STACK } from '../../journey/shared-pages.js';
import type { LenderDefinition } from '../lender-definition.js';

export const gdyrLender = {
  code: 'GDYR',
  name: 'Goodyear Credit Card',
  product: 'store card',
  // The card is a CFNA card: CFNA decides, writes and answers the phone.
  issuer: 'CFNA',
  phone: '1-800-321-3950',
  tierGroups: ['1'],
  tier: '1',
  prequal: false,
  resultScreen: 'GOODYEAR',
  pages: ['gdyr-submission'],
  pageTitles: { 'gdyr-submission': 'Application Review' },
  boardPageNames: { 'gdyr-submission': 'Goodyear Application Review' },
  submissionPage: 'gdyr-submission',
  // No pages in the spec: the shared pages, then an Application Review (a hard check needs the consumer's
  // agreement), then its brand's result.
  stack: [...SHARED_STACK, 'gdyr-submission', 'result'],
  // The card's own application asks exactly what the issuer's store card asks, coapplicant included: after a
  // decline here the issuer's own review follows with nothing asked again.
  requirements: { ...FULL, ...COAPPLICANT },
  // The issuer's deadline (lenders §9 "Decline letters: CFNA … within 10 days").
  declineNotice: { within: 10 },
  // Answers as its issuer's card does (docs/decisions/135): the issuer's three choices.
  trainingResultChoices: [
    { outcome: 'approval', ssn: '111111111' },
    { outcome: 'referral', ssn: '333333333' },
    { outcome: 'decline', ssn: '222222222' },
  ],
} as const satisfies LenderDefinition;
