import type { StoreCardOutcome } from '../store-card.js';

/**
 * Bread Financing (ALNC: Alliance Data, now Bread Financial; docs/decisions/135). Its own test SSNs, so a
 * walk can be declined by an earlier lender (222222222) and decided here by the income rule, or pick Bread's
 * outcome.
 */
export const ALNC_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '121212121': 'approve',
  '232323232': 'decline',
  '333333333': 'refer',
};
