/**
 * AFF (app code AMFF). lenders §4 "Training and demo mode": 444444444 approval, 555555555 decline, and a
 * pending one (identity verification: pendingappflag '1', mock reason 'OOW Required'), which the spec names
 * without an SSN: 333333333 here, the refer/pending SSN wherever a lender has one. 888888888 is a data
 * decline with errors (lenders §4 AFF 9: 'Your application could not be submitted' and an Edit button).
 */
export type AmffOutcome = 'approve' | 'pending' | 'decline' | 'decline-with-errors';
export type AmffPrequalOutcome = 'prequalified' | 'not-qualified';

export const AMFF_APPLICATION_SSNS: Readonly<Record<string, AmffOutcome>> = {
  '444444444': 'approve',
  '555555555': 'decline',
  '333333333': 'pending',
  '888888888': 'decline-with-errors',
};

export const AMFF_PREQUAL_SSNS: Readonly<Record<string, AmffPrequalOutcome>> = {
  '444444444': 'prequalified',
  '555555555': 'not-qualified',
  '333333333': 'prequalified',
  '888888888': 'prequalified',
};

/** lenders §4 "Prequal sample limits: 4000 AFF"; §9 AFF loans of $200 to $5,000. */
export const AMFF_SAMPLE_LIMIT = 4000;
export const AMFF_MAX_LIMIT = 5000;
export const AMFF_PENDING_REASON = 'OOW Required';
