/** CFNA outcomes: the three of lenders §4 plus the mock's referral approval and an existing account. */
export type CfnaOutcome = 'approve' | 'approve-account-on-file' | 'refer' | 'referral-approval' | 'decline';

/**
 * lenders §4 "Training and demo mode": 111111111 approval, 333333333 referral, 222222222 decline. The mock's
 * decline carries referral 1 (referral), 2 (referral approval) or 0 (true decline); 666666666 gives the
 * referral approval (pendingappflag '2', approved in store). 888888888 approves an applicant who already has a
 * CFNA account (accountonfile '1', lenders §4 "Result screen" CFNA).
 */
export const CFNA_APPLICATION_SSNS: Readonly<Record<string, CfnaOutcome>> = {
  '111111111': 'approve',
  '333333333': 'refer',
  '222222222': 'decline',
  '666666666': 'referral-approval',
  '888888888': 'approve-account-on-file',
};

/** Credit limit of a test-SSN approval; the rule's limits stop at the promo's "limits up to $4,500". */
export const CFNA_SAMPLE_LIMIT = 2500;
export const CFNA_MAX_LIMIT = 4500;
