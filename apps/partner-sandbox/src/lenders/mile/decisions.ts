/**
 * MILE ({product} Mastercard), prequal → offer → accept. lenders §4 "Training and demo mode": 123123123
 * approval, 456456456 decline; the same SSNs decide the prequal and the application that accepts the offer.
 * 789789789 is prequalified but its offer has expired by the time it is accepted (lenders §4 "Result
 * screen": MILE expired, declined value EXPIRED), so the 'Sorry, this offer is no longer available.'
 * screen can be reached through the app.
 */
export type MileOutcome = 'approve' | 'decline' | 'expire';
export type MilePrequalOutcome = 'prequalified' | 'not-qualified';

export const MILE_APPLICATION_SSNS: Readonly<Record<string, MileOutcome>> = {
  '123123123': 'approve',
  '456456456': 'decline',
  '789789789': 'expire',
};

export const MILE_PREQUAL_SSNS: Readonly<Record<string, MilePrequalOutcome>> = {
  '123123123': 'prequalified',
  '456456456': 'not-qualified',
  '789789789': 'prequalified',
};

/** lenders §4 "Prequal sample limits: … 5000 MILE"; promo "limits up to $10,000". */
export const MILE_SAMPLE_LIMIT = 5000;
export const MILE_MAX_LIMIT = 10000;

/**
 * The offer's terms (lenders §3 "MILE prequal data"; §4 MILE: the account maintenance fee is shown monthly as
 * annual/12 and not billed the first 12 months; the annual fee reduces the initial available credit; a future
 * annual fee for year two, billed monthly when the indicator is 'Y'). Dollar amounts and percentages as
 * strings, the way the offer screen prints them.
 */
export const MILE_OFFER_TERMS = {
  apr: '29.99',
  cashadvanceapr: '29.99',
  annualfee: '75',
  accountmaintenancefee: '99',
  annualfeefuture: '99',
  annualfeefutureind: 'Y',
  latepaymentfee: '41',
} as const;

/** The three offer documents (lenders §3: html and pdf for docs 6, 8, 9). */
export const MILE_DOCUMENTS = {
  doc6: 'Summary of Credit Terms',
  doc8: 'Cardholder Agreement',
  doc9: 'Privacy Notice',
} as const;
export type MileDocument = keyof typeof MILE_DOCUMENTS;
