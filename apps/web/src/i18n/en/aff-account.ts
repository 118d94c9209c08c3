// Texts of AFF's account, missing-information, review and result pages (lenders §2 "Extra financial /
// payment page", "AFF missing-information screen", "Review and submission pages", §4, §5, §8). Quoted
// spec texts keep the spec's wording exactly.
export const affAccountMessages = {
  'affAccount.title': 'Text To Apply | Account Information',
  'affAccount.heading': 'Account Information',
  'affAccount.missingHeading': 'Additional Information',
  'affAccount.missingLead': 'American First Finance needs a little more information to decide.',
  'affAccount.validating': 'Validating...',
  // AFF asks card and bank numbers before it decides; it says why, as EasyPay does
  // (decision 075), and what it says of storage is what the server does (GUIDE "Card data").
  'lender.AMFF.whyWeAsk.heading': 'Why American First Finance asks for your card and bank account',
  'lender.AMFF.whyWeAsk.why':
    'American First Finance checks your debit card and bank account before it decides. If you are approved and sign your loan agreement, it can send your loan to them and takes your scheduled payments from them.',
  'lender.AMFF.whyWeAsk.protected':
    'Your numbers travel encrypted and go only to American First Finance. We keep them encrypted and show only their last four digits. The card security code (CVV) is never stored.',
  'affAccount.invalidRouting': 'Invalid Routing Number',
  'affAccount.checkErrorTitle': 'Validation Error',
  'affAccount.revisit': 'Check your earlier answers',
  'affAccount.edit.resident': 'Edit Your Residence',
  'affAccount.edit.financial': 'Edit Your Income',
  'affAccount.edit.account': 'Edit Account Information',
  'affReview.openTerms': 'Read the American First Finance Terms and Conditions',
  'affReview.termsTitle': 'American First Finance Terms and Conditions',
  'affReview.agree':
    'I have read and agree to the American First Finance Terms and Conditions, Arbitration Agreement and Privacy Policy.',
  'affReview.tcpaTitle': 'Telemarketing Consent',
  'affReview.readTcpa': 'Read the Telemarketing Consent',
  'affReview.paymentAuthTitle': 'Recurring Payment Authorization',
  'affReview.readPaymentAuth': 'Read the Recurring Payment Authorization',
  // Lenders §4 AFF approval calculator, §8 'Calculation Error'.
  'affResult.calculatorHeading': 'Estimate Your Payments',
  'affResult.financeAmount': 'Finance Amount',
  'affResult.financeAmountHint': 'Enter an amount of {min} or more, up to your approved amount.',
  'affResult.calculate': 'Calculate',
  'affResult.calculating': 'Calculating...',
  'affResult.estimateLabel': 'Estimated payments',
  'affResult.payments': 'Payments',
  'affResult.paymentsValue': '{count} {frequency} payments of {amount}',
  'affResult.finalPayment': 'Final Payment',
  'affResult.finalPaymentValue': '1 final payment of {amount}',
  'affResult.firstPayment': 'First Payment Due',
  'affResult.apr': 'APR',
  'affResult.term': 'Term',
  'affResult.termValue': '{months} months',
  'affResult.calculationErrorTitle': 'Calculation Error',
  'affResult.calculationError':
    'Error occurred calculating loan amounts. Please contact American First Finance at {phone} for assistance.',
  'affResult.editErrorTitle': 'Application Error',
} as const;
