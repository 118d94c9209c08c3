import type { StoreCardOutcome } from '../store-card.js';

/** The Big O Tires Credit Card (BIGO, docs/decisions/135): the same training SSNs as the other store cards. */
export const BIGO_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '111111111': 'approve',
  '222222222': 'decline',
  '333333333': 'refer',
};
