import type { LenderResultFields } from '../lender-api.js';

/**
 * The decision flags of lenders §4's result fields as the card applications send them (CFNA, EZPY and the
 * branded cards answered in CFNA's fields, docs/decisions/135): every flag present, so the consumer's result
 * screen reads the same decision whichever flag it checks (lenders §4 "Result determination"). GEMY's referral
 * sends the same; where a partner sends fewer flags (GEMY's approval and decline, GNES, DigniFi, AFF, MILE) its
 * sandbox writes its own.
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
