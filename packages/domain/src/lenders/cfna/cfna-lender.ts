// CFNA, the store card (spec §1, lenders §1-§4).
import { COAPPLICANT, FULL } from '../../requirements/requirement-sets.js';
import type { LenderDefinition } from '../lender-definition.js';
import { reviewOnlyPages } from '../review-only-pages.js';

/**
 * What a card CFNA issues shares with CFNA's own store card, whatever brand the card carries (a branded card is
 * a lender of its own): its phone, the full application with a coapplicant, the decline-letter deadline and the
 * three outcomes training can show. One home, so a branded card answers as its issuer's card does
 * (docs/decisions/135).
 */
export const CFNA_ISSUED_CARD = {
  phone: '1-800-321-3950',
  // The full shared application. CFNA alone offers a coapplicant (AppData maps a co-applicant secondary ID,
  // lenders §3; the spec does not say which lender), so it requests APPLY_WITH_COAPP and the COAPP_ fields.
  requirements: { ...FULL, ...COAPPLICANT },
  // Lenders §9 "Decline letters": within 10 days.
  declineNotice: { within: 10 },
  trainingResultChoices: [
    { outcome: 'approval', ssn: '111111111' },
    { outcome: 'referral', ssn: '333333333' },
    { outcome: 'decline', ssn: '222222222' },
  ],
} as const;

export const cfnaLender = {
  code: 'CFNA',
  name: 'CFNA',
  product: 'store card',
  ...CFNA_ISSUED_CARD,
  tierGroups: ['1'],
  tier: '1',
  prequal: false,
  resultScreen: 'CFNA',
  ...reviewOnlyPages('cfna-submission', 'CFNA Application Review'),
} as const satisfies LenderDefinition;
