// The Goodyear Credit Card (app code GDYR): CFNA's Goodyear-branded store card, shown on the Goodyear result
// screen, which a shop's list may name as GOODYEAR (lenders §1, §2; docs/decisions/135).
import { CFNA_ISSUED_CARD } from '../cfna/cfna-lender.js';
import type { LenderDefinition } from '../lender-definition.js';
import { reviewOnlyPages } from '../review-only-pages.js';

export const gdyrLender = {
  code: 'GDYR',
  name: 'Goodyear Credit Card',
  product: 'store card',
  // The card is a CFNA card: CFNA decides, writes, answers the phone, asks the same application (coapplicant
  // included, so after a decline here the issuer's own review asks nothing again) and sends the decline letter.
  issuer: 'CFNA',
  ...CFNA_ISSUED_CARD,
  tierGroups: ['1'],
  tier: '1',
  prequal: false,
  resultScreen: 'GOODYEAR',
  // No pages in the spec: the shared pages, then an Application Review (a hard check needs the consumer's
  // agreement), then its brand's result.
  ...reviewOnlyPages('gdyr-submission', 'Goodyear Application Review'),
} as const satisfies LenderDefinition;
