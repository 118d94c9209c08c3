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
  // All four lease the goods at Versatile's shops (decision 261): snap and koalafi too.
  { providerId: 'snap', productType: 'lease' },
  { providerId: 'koalafi', productType: 'lease' },
] as const;

/** Test SSNs are answered by acima ($2,500); amounts travel in cents (lenders §9). */
export const VERS_SAMPLE_LIMIT = 2500;
export const VERS_MAX_LIMIT = 5000;

/** What one provider answers inside the Versatile widget (lenders §4 "Versatile waterfall"). */
export type VersProviderDecision = 'approved' | 'declined' | 'nooffer' | 'pending' | 'error';
export type VersProviderId = (typeof VERS_PROVIDERS)[number]['providerId'];

/**
 * The widget's waterfall (lenders §4 "Versatile waterfall"): providers are asked in this order; 'nooffer'
 * moves on to the next one, any other decision ends the waterfall with that provider. Test SSN → the
 * provider that decides and its decision; every provider before it answers 'nooffer'. 123456789 and
 * 987654321 are the spec's VERS SSNs (lenders §4 "Training and demo mode"); 8P000000D gives provider P
 * (1 acima, 2 flexshopper, 3 koalafi, 4 snap) decision D (1 approved, 2 declined, 3 pending, 4 error).
 */
export const VERS_WATERFALL_ORDER: readonly VersProviderId[] = ['acima', 'flexshopper', 'koalafi', 'snap'];
export const VERS_WATERFALL_SSNS: Readonly<
  Record<string, { providerId: VersProviderId; decision: VersProviderDecision }>
> = {
  '123456789': { providerId: 'acima', decision: 'approved' },
  '987654321': { providerId: 'acima', decision: 'declined' },
  '333333333': { providerId: 'acima', decision: 'pending' },
  '810000001': { providerId: 'acima', decision: 'approved' },
  '810000002': { providerId: 'acima', decision: 'declined' },
  '810000003': { providerId: 'acima', decision: 'pending' },
  '810000004': { providerId: 'acima', decision: 'error' },
  '820000001': { providerId: 'flexshopper', decision: 'approved' },
  '820000002': { providerId: 'flexshopper', decision: 'declined' },
  '820000003': { providerId: 'flexshopper', decision: 'pending' },
  '820000004': { providerId: 'flexshopper', decision: 'error' },
  '830000001': { providerId: 'koalafi', decision: 'approved' },
  '830000002': { providerId: 'koalafi', decision: 'declined' },
  '830000003': { providerId: 'koalafi', decision: 'pending' },
  '830000004': { providerId: 'koalafi', decision: 'error' },
  '840000001': { providerId: 'snap', decision: 'approved' },
  '840000002': { providerId: 'snap', decision: 'declined' },
  '840000003': { providerId: 'snap', decision: 'pending' },
  '840000004': { providerId: 'snap', decision: 'error' },
  /** Nobody makes an offer: the last provider's 'nooffer' ends it (declined). */
  '850000000': { providerId: 'snap', decision: 'nooffer' },
};
