// Texts of the EasyPay (EZPY) pages (lenders §2 "Extra financial / payment page", "Review and submission
// pages"; §4 "Submission pages"; §9 loan disclosure states). Quoted spec texts keep the spec's wording.
export const ezpyMessages = {
  'title.additionalInformation': 'Text To Apply | Additional Information',
  'ezpy.missing.heading': 'Additional Information',
  'ezpy.missing.lead': 'EasyPay Finance needs a little more about you and your income.',
  'ezpy.missing.revisit': 'Revisit a page',
  'ezpy.missing.revisitHint': 'These answers come from earlier pages; you can also change them there.',
  'ezpy.page.about-you': 'About You',
  'ezpy.page.financial': 'Financial Info',
  'ezpy.page.additional-financial': 'Account Information',

  // lenders.md gives EasyPay no wording for why it asks; this says it in the spec's voice,
  // and what it says of storage is what the server does (decision 075, GUIDE "Card data").
  'lender.EZPY.whyWeAsk.heading': 'Why EasyPay Finance asks for your card and bank account',
  'lender.EZPY.whyWeAsk.why':
    'EasyPay Finance checks your card and bank account before it decides, and uses them for your payments if you are approved and sign your agreement.',
  'lender.EZPY.whyWeAsk.protected':
    'Your numbers travel encrypted and go only to EasyPay Finance. We keep them encrypted and show only their last four digits. The card security code (CVV) is never stored.',
  'ezpy.payment.heading': 'Payment Information',
  'ezpy.payment.lead': 'How would you like to make your EasyPay Finance payments?',
  'ezpy.payment.accountHeading': 'Card and Bank Account',
  'ezpy.payment.card': 'Card',
  'ezpy.payment.cardValue': 'Card ending in {last4}, expires {month}/{year}',
  'ezpy.payment.bank': 'Bank Account',
  'ezpy.payment.bankValue': 'Routing {routing}, account ending in {last4}',
  'ezpy.payment.editAccount': 'Edit Account Information',
  'ezpy.payment.billingHeading': 'Billing Address',
  'ezpy.payment.cvvHint': 'Florida residents: the card security code is required. It is never stored.',
  'ezpy.payment.consentsHeading': 'Consents',
  'ezpy.payment.marketing':
    'I agree that EasyPay Finance may contact me about offers (marketing consent). Not a condition of financing.',
  'ezpy.payment.recurring':
    'I authorize EasyPay Finance to debit my account or card for my scheduled payments (recurring debit consent).',

  'ezpy.review.lead': 'Please check your information before you submit your EasyPay Finance application.',
  'ezpy.review.section.aboutYou': 'About You',
  'ezpy.review.section.residence': 'About Residence',
  'ezpy.review.section.income': 'About Income',
  'ezpy.review.section.additional': 'About Additional Information',
  'ezpy.review.name': 'Applicant Name',
  'ezpy.review.address': 'Address',
  'ezpy.review.housing': 'Housing Payment',
  'ezpy.review.phone': 'Phone',
  'ezpy.review.email': 'Email',
  'ezpy.review.employer': 'Employer',
  'ezpy.review.dob': 'Date of Birth',
  'ezpy.review.ssn': 'SSN',
  'ezpy.review.grossIncome': 'Monthly Gross Income',
  'ezpy.review.netIncome': 'Monthly Net Income',
  'ezpy.review.payFrequency': 'Pay Frequency',
  'ezpy.review.nextPayday': 'Next Payday',
  'ezpy.review.card': 'Card',
  'ezpy.review.billing': 'Billing Address',
  'ezpy.review.bank': 'Bank Account',
  'ezpy.review.paymentMethod': 'Payment Method',
  // Lenders §2: "The EZPY link reads 'State Law Disclosures and Terms and Conditions'".
  'ezpy.terms.link': 'State Law Disclosures and Terms and Conditions',
  'ezpy.terms.agree': 'I have read and agree to the State Law Disclosures and Terms and Conditions.',

  // Lenders §9 loan disclosure by resident state.
  'results.ezpy.administered': 'In {state}, EasyPay Finance administers your loan.',
} as const;
