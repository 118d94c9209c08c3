import { storeCardCosts, type LenderCosts } from '../offer-terms.js';
/**
 * GEMY (Synchrony, through its embedded form). The spec names no GEMY test SSNs; these mirror the store card's (lenders
 * §4 "Training and demo mode") so a trainer needs to remember one set, plus one that shows the GEMY 'Application Error' screen.
 */
export type GemyOutcome = 'approve' | 'refer' | 'decline' | 'error';

export const GEMY_APPLICATION_SSNS: Readonly<Record<string, GemyOutcome>> = {
  '111111111': 'approve',
  '333333333': 'refer',
  '222222222': 'decline',
  '999999999': 'error',
};

/** lenders §4 "Prequal sample limits: … 1800 cards". */
export const GEMY_SAMPLE_LIMIT = 1800;
export const GEMY_MAX_LIMIT = 5000;

/** Synchrony Car Care: promotional financing on purchases of $199 or more (deferred interest). */
export const GEMY_COSTS: LenderCosts = storeCardCosts('Synchrony Car Care', {
  days: 180,
  minimumPurchaseCents: 19900,
});
