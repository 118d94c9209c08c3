import type { StoreCardOutcome } from '../store-card.js';

/**
 * The Goodyear Credit Card (GDYR), a card its issuer runs for the brand (docs/decisions/135): the issuer's
 * training SSNs mean the same here (lenders §4 "Training and demo mode": 111111111 approval, 333333333 referral, 222222222 decline).
 */
export const GDYR_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '111111111': 'approve',
  '222222222': 'decline',
  '333333333': 'refer',
};
