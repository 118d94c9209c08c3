import type { LenderResultFields } from '../lender-api.js';

/**
 * The decision flags of lenders §4's result fields as the card applications send them (the store card, the
 * branded cards answered in its fields, docs/decisions/135, and the lenders that answer alike): every flag
 * present, so the consumer's result screen reads the same decision whichever flag it checks (lenders §4
 * "Result determination"). A lender that sends fewer flags for an outcome writes its own in its folder.
 */
export const CARD_DECISION_FLAGS = {
  approve: {
    accepted: '1',
    declined: '0',
    referral: '0',
    pendingappflag: '0',
    status: 'approved',
    applicationDecision: 'APPROVED',
  },
  refer: {
    accepted: '0',
    declined: '0',
    referral: '1',
    pendingappflag: '1',
    status: 'referred',
    applicationDecision: 'REFERRED',
  },
  decline: {
    accepted: '0',
    declined: '1',
    referral: '0',
    pendingappflag: '0',
    status: 'declined',
    applicationDecision: 'DECLINED',
  },
} as const satisfies Record<'approve' | 'refer' | 'decline', LenderResultFields>;
