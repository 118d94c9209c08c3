// AFF after the approval (lenders §2 "Virtual card result", §4 "AFF approval, finalize, e-sign, funding",
// §8 the AFF errors). Quoted texts keep the spec's wording exactly.
export const affFundingMessages = {
  'title.affFinalize': 'Text To Apply | American First Finance',
  'aff.finalize.heading': "Congrats! You're Approved Up To {amount}!",
  'aff.finalize.lead':
    'Enter a finance amount of {min} or more, up to your approved amount, then Calculate to see your payments.',
  'aff.finalize.amountLabel': 'Finance Amount',
  'aff.finalize.last4Label': 'Last Four of SSN',
  'aff.finalize.last4Hint': 'For security purposes',
  'aff.finalize.calculate': 'Calculate',
  'aff.finalize.calculating': 'Calculating...',
  'aff.finalize.finalize': 'Finalize',
  'aff.finalize.finalizing': 'Finalizing...',

  'aff.loan.heading': 'Your Loan Details',
  'aff.loan.leaseHeading': 'Your Lease Details',
  'aff.loan.plain':
    'You borrow {amount}. You pay back {total} in {count} payments over {months} months, so the loan costs you {cost} more than you borrow.',
  'aff.loan.plainLease':
    'You lease your repair for {amount}. If you make every payment, the lease costs you {total} in total. You can buy it out early for {buyout}.',
  'aff.loan.financeAmount': 'Finance amount',
  'aff.loan.payments': 'Payments',
  'aff.loan.paymentsValue': '{count} {frequency} payments of {amount}',
  'aff.loan.finalPaymentValue': '1 final payment of {amount}',
  'aff.loan.firstDue': 'First payment due',
  'aff.loan.apr': 'APR',
  'aff.loan.term': 'Term',
  'aff.loan.termValue': '{months} months',
  'aff.loan.totalOfPayments': 'Total of payments',
  'aff.loan.leaseTotalCost': 'Total cost of the lease',
  'aff.loan.earlyBuyout': 'Early buyout',

  'aff.funding.legend': 'How would you like to receive your money?',
  'aff.funding.1': 'Virtual debit card to use at the shop today',
  'aff.funding.2': 'Bank account {masked}',
  'aff.funding.3': 'Debit card {masked}',
  'aff.esign.confirm': 'Confirm and Sign',
  'aff.esign.heading': 'Sign Your Documents',
  'aff.esign.lead': 'Review and sign your American First Finance documents below.',
  'aff.esign.frameTitle': 'American First Finance document signing',
  // AFF's electronic-consent step before its signing page (E-SIGN §7001(c)).
  'aff.esign.consentHeading': 'Consent to Electronic Records and Signatures',
  'aff.esign.consentAgree': 'I agree to receive and sign my American First Finance documents electronically.',
  'aff.esign.consentNeeded': 'Please read and agree to the electronic consent first.',
  'aff.esign.consentLoading': 'Getting the American First Finance electronic consent...',
  'aff.esign.consentFailed':
    'The American First Finance electronic consent could not be shown, so your documents cannot be signed here yet. Please try again, or call American First Finance at {phone}.',
  'aff.esign.waiting':
    'Sign your documents above. This page moves on by itself once American First Finance confirms your signature.',
  'aff.esign.funding': 'Funding...',
  'aff.esign.signDocuments': 'SIGN DOCUMENTS',
  'aff.esign.ended': 'The signing session ended before your documents were signed.',
  'aff.esign.reopen': 'Open My Documents Again',

  'aff.funded.heading': 'You Are Funded! Next Step Contact Your Shop',
  'aff.funded.financed': 'Amount Financed',
  'aff.funded.agreement': 'Your Signed Agreement',
  'aff.funded.agreementOpen': 'Get a Copy of Your Signed Agreement',
  'aff.funded.agreementSave': 'Save a Copy',
  'aff.funded.agreementFailed':
    'Your signed agreement could not be fetched from American First Finance. Please try again later, or call {phone} for a copy.',
  'aff.funded.card': 'Congratulations! The money for your repair is on your virtual debit card.',
  'aff.funded.bank':
    'Congratulations! The money for your repair is on its way to your bank account {masked}.',
  'aff.funded.creditCard': 'Congratulations! The money for your repair is on its way to your card {masked}.',
  'aff.funded.checkoutHeading': 'At checkout',
  'aff.funded.checkoutShow': 'Show this screen to the sales associate so they can enter your card details.',
  'aff.funded.checkoutZip': 'Enter the virtual card zip code at checkout.',
  'aff.funded.cardImage': 'Your American First Finance virtual debit card ending {last4}',
  'aff.funded.cardNumber': 'Card Number',
  'aff.funded.expiration': 'Expiration',
  'aff.funded.cvv': 'CVV',
  'aff.funded.zip': 'Virtual Card Zip Code',
  'aff.funded.changeFunding': 'CLICK TO CHANGE MY FUNDING',
  'aff.funded.limitedUse': 'The amount you borrowed is on a limited-use virtual debit card.',
  'aff.funded.ach':
    'Any money you do not use goes back by ACH to the bank account on file after your last purchase settles.',
  'aff.funded.fourDays':
    'If the card is not used within four days of issue, all proceeds go back by ACH to the bank account on file.',
  'aff.funded.zipWarning':
    'The card may be declined if the zip code entered at checkout does not match the virtual card zip code.',
  'aff.funded.cancel': 'Cancel Funding',
  'aff.funded.confirmTitle': 'Cancel Funding?',
  'aff.funded.confirmText':
    'This cancels your American First Finance contract. You can choose a new amount and sign again.',
  'aff.funded.confirmYes': 'Yes, Cancel Funding',
  'aff.funded.confirmNo': 'Keep My Funding',
  'aff.funded.cancelling': 'Cancelling...',
  'aff.funded.noCardHeading': 'Virtual Card Error',
  'aff.funded.noCard':
    'We could not show your virtual card. Please contact American First Finance at {phone} for assistance.',

  'aff.error.amountTitle': 'Amount Error',
  'aff.error.calculationTitle': 'Calculation Error',
  'aff.error.calculation':
    'Error occurred calculating loan amounts. Please contact American First Finance at {phone} for assistance.',
  'aff.error.finalizationTitle': 'Finalization Error',
  'aff.error.finalizationNoUrl':
    'An error occurred finalizing the amount. Result data or data to continue is unavailable. Please contact American First Finance at {phone} for assistance.',
  'aff.error.finalizationServer':
    '{message}. Please contact American First Finance at {phone} for assistance.',
  'aff.error.serviceTitle': 'Service Error',
  'aff.error.service': 'Service is temporarily unavailable. Please try again.',
  'aff.error.cancellationTitle': 'Cancellation Error',
  'aff.error.cancellation': 'An unknown error has occurred',
  'aff.error.fundingTitle': 'Funding Error',
  'aff.error.funding': 'An unknown error occurred during the funding process',
  'aff.error.fundingCall': '{message}. Please call American First Finance support at {phone}.',
  'aff.error.accountStatus': 'Error occurred looking up the account status. Result data is not available',
} as const;
