import type { ApplicationStatus, LenderResultFields } from '../lender-api.js';
import type { ApplicationBuild } from './sandbox-lender.js';

/**
 * The decision flags every lender's answer carries, as lenders §4 "Result determination" reads them: accepted,
 * declined, status and applicationDecision (an error adds error '1'). A lender that sends more flags for an
 * outcome (pendingappflag, errorResult, a referral's code) adds its own after these.
 */
export const DECISION_FLAGS = {
  approve: { accepted: '1', declined: '0', status: 'approved', applicationDecision: 'APPROVED' },
  refer: { accepted: '0', declined: '0', status: 'referred', applicationDecision: 'REFERRED' },
  decline: { accepted: '0', declined: '1', status: 'declined', applicationDecision: 'DECLINED' },
  error: { accepted: '0', declined: '0', error: '1', status: 'error', applicationDecision: 'ERROR' },
} as const satisfies Record<'approve' | 'refer' | 'decline' | 'error', LenderResultFields>;

/**
 * The decision flags of lenders §4's result fields as the card applications send them (the store card, the
 * branded cards answered in its fields, docs/decisions/135, and the lenders that answer alike): every flag
 * present, so the consumer's result screen reads the same decision whichever flag it checks (lenders §4
 * "Result determination"). A lender that sends fewer flags for an outcome spreads DECISION_FLAGS instead.
 */
export const CARD_DECISION_FLAGS = {
  approve: { ...DECISION_FLAGS.approve, referral: '0', pendingappflag: '0' },
  refer: {
    accepted: '0',
    declined: '0',
    referral: '1',
    pendingappflag: '1',
    status: 'referred',
    applicationDecision: 'REFERRED',
  },
  decline: { ...DECISION_FLAGS.decline, referral: '0', pendingappflag: '0' },
} as const satisfies Record<'approve' | 'refer' | 'decline', LenderResultFields>;

/** The status letter of each outcome's answer (lenders §3 "Application result": a, p, d, e). */
const STATUS_OF = { approve: 'a', refer: 'p', decline: 'd', error: 'e' } as const satisfies Record<
  string,
  ApplicationStatus
>;

/**
 * A lender's answer for one outcome: the outcome's status letter, and its result fields in the order every
 * lender writes them: the lender's common fields, the outcome's flags from `flags` (one of the sets above),
 * then what this answer adds (its limit, card number, message).
 */
export function answerFor<Outcome extends keyof typeof STATUS_OF>(
  flags: Readonly<Record<Outcome, LenderResultFields>>,
  outcome: Outcome,
  common: LenderResultFields,
  fields: LenderResultFields = {},
): ApplicationBuild {
  return { status: STATUS_OF[outcome], result: { ...common, ...flags[outcome], ...fields } };
}
