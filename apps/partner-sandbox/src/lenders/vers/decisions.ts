/**
 * VERS (Versatile waterfall of acima, flexshopper, snap, koalafi). lenders §4 "Training and demo mode":
 * 123456789 approval, 987654321 decline; 333333333 is pending (the refer/pending SSN wherever a lender has
 * one; lenders §4 "Versatile waterfall": pending gives 'PENDING').
 */
export type VersOutcome = 'approve' | 'pending' | 'decline';
export type VersPrequalOutcome = 'prequalified' | 'not-qualified';

export const VERS_APPLICATION_SSNS: Readonly<Record<string, VersOutcome>> = {
  '123456789': 'approve',
  '987654321': 'decline',
  '333333333': 'pending',
};

export const VERS_PREQUAL_SSNS: Readonly<Record<string, VersPrequalOutcome>> = {
  '123456789': 'prequalified',
  '987654321': 'not-qualified',
  '333333333': 'prequalified',
};

/** Providers and the product each one offers here (lenders §3 "Versatile data"). */
export const VERS_PROVIDERS = [
  { providerId: 'acima', productType: 'lease' },
  { providerId: 'flexshopper', productType: 'lease' },
  { providerId: 'snap', productType: 'loan' },
  { providerId: 'koalafi', productType: 'revolving_credit' },
] as const;

/** Test SSNs are answered by acima ($2,500); amounts travel in cents (lenders §9). */
export const VERS_SAMPLE_LIMIT = 2500;
export const VERS_MAX_LIMIT = 5000;
