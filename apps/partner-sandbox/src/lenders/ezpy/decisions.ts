/**
 * EZPY (lease-to-own / easy pay). lenders §4 "Training and demo mode": 123123123 approval, 321321321 decline.
 * The referral ('Unfortunately we are unable to provide you with an instant decision…', lenders §4 "Result
 * screen" EZPY) has no SSN in the spec: 333333333 here, the refer/pending SSN wherever a lender has one.
 */
export type EzpyOutcome = 'approve' | 'refer' | 'decline';
export type EzpyPrequalOutcome = 'prequalified' | 'not-qualified';

export const EZPY_APPLICATION_SSNS: Readonly<Record<string, EzpyOutcome>> = {
  '123123123': 'approve',
  '321321321': 'decline',
  '333333333': 'refer',
};

export const EZPY_PREQUAL_SSNS: Readonly<Record<string, EzpyPrequalOutcome>> = {
  '123123123': 'prequalified',
  '321321321': 'not-qualified',
  '333333333': 'prequalified',
};

export const EZPY_SAMPLE_LIMIT = 2500;
export const EZPY_MAX_LIMIT = 5000;
