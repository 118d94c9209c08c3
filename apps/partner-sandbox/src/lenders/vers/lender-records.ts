/**
 * Versatile's lender list (lenders §3 "Versatile data"): one record per provider, with HTML templates per
 * outcome whose placeholders ({fullName}, {spendingLimit}, {shopNumber}, {referenceNumber}) our app fills in.
 * The templates are the partner's content, so some carry markup our app must sanitise (lenders §8): the
 * acima decline has an inline handler on purpose.
 */
export interface VersLenderRecord {
  lenderId: string;
  lenderCode: string;
  lenderName: string;
  cardidType: 'ACMA' | 'FLEX' | 'KOAL' | 'SNAP';
  tier: string;
  supportPrequal: '0' | '1';
  /** '1.0' loads SDK 1.0.1, '1.5' a 1.5.x SDK (lenders §4). */
  sdkversion: string;
  supportPhone: string;
  approvalLanguage: string;
  leaseApprovalLang: string;
  loanApprovalLang: string;
  revCreditApprovalLang: string;
  declineLanguage: string;
  /** Pending. */
  extraLanguage1: string;
  /** Error. */
  extraLanguage2: string;
  extraLanguage3: string;
  extraLanguage4: string;
  prequalLanguage: string;
  noPreqLanguage: string;
  loanPrequalLang: string;
  revCreditPrequalLang: string;
}

function record(
  lenderId: string,
  lenderName: string,
  cardidType: VersLenderRecord['cardidType'],
  supportPhone: string,
  product: string,
): VersLenderRecord {
  const approval = `<p><strong>Congratulations, {fullName}!</strong></p><p>${lenderName} approved you for a ${product} with a spending limit of <strong>{spendingLimit}</strong>.</p><p>Show this screen to the associate at shop {shopNumber}. ${lenderName} reference number: {referenceNumber}.</p>`;
  return {
    lenderId,
    lenderCode: cardidType,
    lenderName,
    cardidType,
    tier: '3',
    supportPrequal: lenderId === 'acima' ? '1' : '0',
    sdkversion: '1.0',
    supportPhone,
    approvalLanguage: approval,
    leaseApprovalLang: approval,
    loanApprovalLang: approval,
    revCreditApprovalLang: approval,
    declineLanguage:
      lenderId === 'acima'
        ? `<p onclick="alert(1)">{fullName}, ${lenderName} is unable to approve your application at this time.</p><script>alert(1)</script>`
        : `<p>{fullName}, ${lenderName} is unable to approve your application at this time.</p>`,
    extraLanguage1: `<p>{fullName}, ${lenderName} is still reviewing your application.</p><p>Please ask the associate at shop {shopNumber} to call ${lenderName} at ${supportPhone} with reference number {referenceNumber}.</p>`,
    extraLanguage2: `<p>${lenderName} could not finish your application because of a system problem.</p>`,
    extraLanguage3: '',
    extraLanguage4: '',
    prequalLanguage: `<p>{fullName}, you are prequalified with ${lenderName} for up to {spendingLimit}.</p>`,
    noPreqLanguage: `<p>${lenderName} could not prequalify you.</p>`,
    loanPrequalLang: '',
    revCreditPrequalLang: '',
  };
}

export function versLenderRecords(): VersLenderRecord[] {
  return [
    record('acima', 'Acima', 'ACMA', '1-801-555-0140', 'lease-to-own plan'),
    record('flexshopper', 'FlexShopper', 'FLEX', '1-855-555-0141', 'lease-to-own plan'),
    record('koalafi', 'Koalafi', 'KOAL', '1-888-555-0142', 'revolving line of credit'),
    record('snap', 'Snap', 'SNAP', '1-877-555-0143', 'loan'),
  ];
}
