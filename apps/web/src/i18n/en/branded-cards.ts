// Review and result texts of the applications the spec names without pages (GDYR, ALNC, BIGO; lenders §1,
// docs/decisions/135). The hard-check consent line comes from the domain (creditCheckConsent) as for every
// lender; these are the lender's own terms and result words.
export const brandedCardMessages = {
  'lenders.review.GDYR.terms': 'I have read and agree to the Goodyear Credit Card Terms and Conditions.',
  'lenders.review.GDYR.openTerms': 'Read the Goodyear Credit Card Terms and Conditions',
  'lenders.review.GDYR.termsTitle': 'Goodyear Credit Card Terms and Conditions',
  'lenders.review.GDYR.termsBody':
    'By submitting this application you authorise Credit First National Association (CFNA), the issuer of the Goodyear Credit Card, to obtain your credit report and to verify the information you provided. If approved, your account will be governed by the Goodyear Credit Card Agreement sent with your card.',
  'lenders.review.ALNC.terms': 'I have read and agree to the Bread Financing Terms and Conditions.',
  'lenders.review.ALNC.openTerms': 'Read the Bread Financing Terms and Conditions',
  'lenders.review.ALNC.termsTitle': 'Bread Financing Terms and Conditions',
  'lenders.review.ALNC.termsBody':
    'By submitting this application you authorise Bread Financial to obtain your credit report and to verify the information you provided. If approved, your account will be governed by the account agreement sent to you.',
  'lenders.review.BIGO.terms': 'I have read and agree to the Big O Tires Credit Card Terms and Conditions.',
  'lenders.review.BIGO.openTerms': 'Read the Big O Tires Credit Card Terms and Conditions',
  'lenders.review.BIGO.termsTitle': 'Big O Tires Credit Card Terms and Conditions',
  'lenders.review.BIGO.termsBody':
    'By submitting this application you authorise the issuer of the Big O Tires Credit Card to obtain your credit report and to verify the information you provided. If approved, your account will be governed by the card agreement sent with your card.',
  'results.bigo.approvedLead': 'Your Big O Tires Credit Card is ready to use today at {shop}.',
  'results.bigo.declinedText': 'You will receive a letter explaining the decision by mail.',
} as const;
