// MILE ({product} Mastercard) pages (lenders §2 "MILE screens", §4 "MILE", §8 MILE errors). Texts the spec
// quotes are word for word; the offer's labels name the prequal data fields of lenders §3.
export const mileMessages = {
  'mile.review.heading':
    'Please carefully review all of the information below before submitting your Prequalification* request',
  'mile.review.footnote':
    '*Prequalification is a soft credit check: it does not affect your credit score. If you accept the offer, Mile Mastercard then opens your account.',
  'mile.review.openTerms': 'Summary of Credit Terms',
  'mile.review.termsCheckbox': "I have opened and reviewed the 'Summary of Credit Terms'.",
  'mile.review.termsError':
    "You must open and review the 'Summary of Credit Terms' before checking this box.",
  'mile.review.submit': 'Prequalify Now',
  'mile.terms.failure':
    "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",

  'mile.offer.title': 'Text To Apply | Your Offer',
  'mile.offer.heading': 'Congratulations, {name}!',
  'mile.offer.lead': 'You are prequalified for the Mile Mastercard with these terms:',
  'mile.offer.creditLimit': 'Credit Limit',
  'mile.offer.purchaseApr': 'Purchase APR',
  'mile.offer.cashAdvanceApr': 'Cash Advance APR',
  'mile.offer.annualFee': 'Annual Fee',
  'mile.offer.maintenanceFee': 'Account Maintenance Fee',
  'mile.offer.maintenanceValue': '{amount} per month, not billed for the first 12 months',
  'mile.offer.availableCredit':
    'The {fee} annual fee is charged when your account opens, so your initial available credit is {available}.',
  'mile.offer.futureFeeMonthly': 'From the second year the annual fee is {amount} per month.',
  'mile.offer.futureFeeYearly': 'From the second year the annual fee is {amount} per year.',
  'mile.offer.unexpected': 'Error: Given unexpected results',
  'mile.offer.disclosuresHeading': 'Before you continue',
  'mile.offer.eDisclosure': 'I agree to the E-Disclosure.',
  'mile.offer.eDisclosureTitle': 'E-Disclosure',
  'mile.offer.eDisclosureBody':
    'You agree to receive the disclosures, notices and statements of your Mile Mastercard account electronically, by e-mail and on this screen. To open and keep them you need a phone, tablet or computer with internet access, a current web browser, software that opens PDF files, an e-mail account and storage space or a printer. You may ask for paper copies at no charge by calling Mile Mastercard at {phone}. You may withdraw this consent at any time, at no charge, by calling {phone}; after that your records come on paper, and those already given stay valid. Call the same number to change the e-mail address we use.',
  'mile.offer.applicationDisclosure': 'I agree to the Application Disclosure.',
  'mile.offer.applicationDisclosureTitle': 'Application Disclosure',
  'mile.offer.contactAuthorization':
    'I authorize Mile Mastercard to contact me about my account at the phone numbers and e-mail I provided, including by text message.',
  'mile.offer.openFirst': 'Open the disclosure and press Agree to tick this box.',
  'mile.offer.continue': 'Continue to Account Terms',

  'mile.terms.heading': 'Account Terms',
  'mile.terms.lead': 'Please read the Cardholder Agreement of your Mile Mastercard.',
  'mile.terms.frame': 'Cardholder Agreement',
  'mile.terms.privacy': 'Privacy Notice',
  'mile.terms.checkbox': 'I have read and agree to the Cardholder Agreement and the Summary of Credit Terms.',
  'mile.terms.submit': 'Agree & Submit',

  'mile.next.termsCheckbox': "I have opened and reviewed the 'Summary of Credit Terms'.",
} as const;
