// Result screens of every lender (lenders §4 "Result screen (RESULT)", §4 AFF item 9, §8, §9). Texts the
// spec quotes are kept word for word; where the spec gives only the gist ("approval with next steps"), the
// wording says what happens next and who to call, in the spec's terms (decline letter timings of §9).
export const resultMessages = {
  // Dispatcher (lenders §4 "Result screen")
  'results.heading': 'Your Result',
  // Decision 191: after a decline, who decided, who sends the reasons, and how to ask for them.
  'results.declineNotice.heading': 'About this decision',
  'results.declineNotice.decided': '{lender} made this decision, not the shop or Text To Apply.',
  'results.declineNotice.reasons':
    '{lender} will send you a notice with the main reasons for the decision by mail or e-mail within {days} days.',
  'results.declineNotice.reasonsRange':
    '{lender} will send you a notice with the main reasons for the decision by mail or e-mail in {from} to {days} days.',
  'results.declineNotice.ask':
    'You have the right to ask {lender} for the reasons within 60 days of the notice. To ask, call',
  // Decision 190: every credit check of this application, with the consent it rests on.
  'results.creditChecks.heading': 'Credit checks for this application',
  'results.creditChecks.soft': '{lender}: soft credit check (does not affect your credit score)',
  'results.creditChecks.hard': '{lender}: hard credit check (may affect your credit score)',
  'results.creditChecks.agreed': 'You agreed on {when}.',
  'results.creditChecks.checked': 'Checked on {when}.',
  'results.creditChecks.notMade': 'Not made: {lender} was never asked, so it did not check your credit.',
  'results.creditChecks.consent': 'What you agreed to',
  // Issue item 7: the automatic soft check the consumer agreed to could not be sent; the lender is offered.
  'results.softCheckNotSent':
    'The soft credit check you agreed to could not be sent to {lender} with the answers we have, so {lender} has not checked your credit. Apply below: its pages ask for what it needs.',
  'results.unknown':
    "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",
  'results.none': 'No application results.',
  'results.errorTitle': 'Application Error',
  'results.errorDefault': 'An unknown error has occurred processing the application',
  'results.processingHeading': 'Processing Your Application',

  // Shared pieces
  'results.referenceNumber': 'Reference Number',
  'results.confirmationNumber': 'Confirmation Number',
  'results.applicationKey': 'Application Key',
  'results.creditLimit': 'Credit Limit',
  'results.approvedAmount': 'Approved Amount',
  'results.cardNumber': 'Card Number',
  'results.accountNumber': 'Account Number',
  'results.call': 'Call {phone}',
  'results.showPhone': 'Show your phone to the sales associate',
  'results.done': 'Done',
  'results.doneHint': 'When you are finished at the counter, tap Done to close your application.',
  'results.startOver': 'Start a New Application',
  'results.noMoreOptions':
    'There are no other financing options at this shop right now. You can speak with the sales associate about other ways to pay, or start a new application at any time.',
  'results.shopDetails': 'Your Shop',
  'results.yourShop': 'your shop',
  'results.cardIssuer': 'Credit First National Association',
  'results.cardTagline': 'TIRES · SERVICE · REPAIRS',
  'results.financingStillPossible': 'BUT FINANCING IS STILL POSSIBLE.',
  'results.nextLenderLead': 'You can apply with {lender} now. Your information will be reused.',
  // The next lender's button (lenders §4 "Button labels"): the domain chooses it by lender and Versatile provider
  // and names it in English; the screen shows it from here, in the screen's language.
  'results.nextApp.apply': 'Apply',
  'results.nextApp.continue': 'Continue',
  'results.nextApp.reviewDisclosures': 'Review Disclosures',
  'results.nextApp.beginApplication': 'Begin Application',
  'results.nextApp.applyWithSnap': 'Apply with Snap',
  'results.promo.CFSS': 'Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.',
  'results.promo.AMFF.reuse': 'We reuse the information you already entered',
  'results.promo.AMFF.fast': 'A fast application',
  'results.promo.AMFF.credit': 'Good credit not needed',
  'results.promo.AMFF.funds': 'Funds instantly available',
  'results.approvedHeading': "Congratulations! You're Approved",
  // Lenders §4 "Result determination": pendingappflag '2' is approved in store (see the store associate).
  'results.approvedInStore':
    'Your application was approved in store. Please see the store associate to finish setting up your account.',
  'results.referredHeading': 'Your Application Needs Review',
  'results.referredText':
    '{lender} needs more information before making a decision. Please call {lender} at {phone} to complete your application.',
  'results.declinedPlain': 'Sorry, we were unable to approve your application.',

  // CFNA (lenders §4; letter within 10 days, §9)
  'results.cfna.approvedLead': 'Your CFNA credit card is ready to use today at {shop}.',
  'results.cfna.accountOnFile':
    'You already have a CFNA account. Use your existing CFNA card for this purchase.',
  'results.cfna.referredHeading': 'Your Application Needs Review',
  'results.cfna.referredText':
    'We need a little more information to finish your application. Please call CFNA at {phone} and give your Reference Number.',
  'results.cfna.declinedHeading': 'Your application was denied.',
  'results.cfna.declinedText':
    "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within {days} days.",
  'results.cfna.promo1': 'Special financing on purchases of $149 and up',
  'results.cfna.promo2': 'Credit limits up to $4,500',
  'results.cfna.promo3': 'No annual fee',

  // GEMY (lenders §4, §8, §9 7-10 days)
  'results.gemy.cardInMail': 'You will receive your credit card in the mail in 7-10 days.',
  'results.gemy.declinedHeading': 'Your application was not approved.',
  'results.gemy.declinedText':
    'Synchrony Bank was unable to approve your application. You will receive a written explanation in the mail in {from}-{days} days.',
  'results.gemy.prequalDeclined':
    'You did not prequalify. Checking whether you prequalify did not impact your credit score.',
  'results.gemy.referredHeading': 'Application Referred',
  'results.gemy.referredText':
    'Synchrony Bank needs more information to make a decision. Please call {phone} to complete your application.',
  'results.gemy.errorText': 'Please call Synchrony Bank at {phone} for help with your application.',
  'results.gemy.errorDefault': 'Error',
  'results.gemy.unknown': 'Error: GEMY[0]',

  // DigniFi (lenders §4)
  'results.cfss.approvedLead': 'Your DigniFi loan is approved.',
  'results.cfss.nextStepsHeading': 'Next Steps',
  'results.cfss.step1': 'Show your phone to the sales associate.',
  'results.cfss.step2': 'The shop sets up your repair order for the approved amount.',
  'results.cfss.step3': 'Review and sign your loan agreement from DigniFi to finish.',
  'results.cfss.declinedHeading': 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.',
  'results.cfss.declinedText': 'DigniFi will send you a letter explaining the decision.',
  'results.cfss.bank': 'DigniFi loans are made by {bank}, Member FDIC.',
  'results.cfss.defaultBank': 'a partner bank',

  // EZPY (lenders §4; letter within 10 days, §9; footnote states)
  'results.ezpy.approvedLead': 'EasyPay Finance approved you for financing.',
  'results.ezpy.nextSteps': 'Show your phone to the sales associate to finish your agreement.',
  'results.ezpy.referredHeading': 'Your Application Is Under Review',
  'results.ezpy.referredText':
    'Unfortunately we are unable to provide you with an instant decision. Please call EasyPay Finance at {phone} to complete your application.',
  'results.ezpy.declinedLetter': 'You will receive a letter of explanation within {days} days.',
  'results.ezpy.footnote':
    'Loans are originated by {bank}, Member FDIC, except in AK, AZ, CA, DE, ID, KS, KY, ND, NH, NM, NV, OR, PA, UT, VA, WA and WI, where EasyPay Finance administers the loan. Not available in NY.',
  'results.ezpy.defaultBank': 'a partner bank',

  // GNES (lenders §4)
  'results.gnes.approvedHeading': "CONGRATULATIONS! YOU'RE APPROVED",
  'results.gnes.approvedLead': 'Your Concora Credit card account is open. Use it today at {shop}.',
  'results.gnes.declinedHeading': 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.',
  'results.gnes.declinedText': 'You will receive a letter explaining the decision by mail.',
  // An offer the consumer turned down (No Thanks, decision 110): what happened, and the way on.
  'results.gnes.refusedHeading': 'You turned down the Concora offer.',
  'results.gnes.refusedText':
    'No Concora account was opened and Concora made no hard credit check. You can still apply with the next provider below.',
  'results.gnes.prescreen':
    'PRESCREEN & OPT-OUT NOTICE: You can choose to stop receiving "prescreened" offers of credit from this and other companies by calling toll-free 1-888-567-8688.',

  // Versatile (lenders §4, §9 support hours, §8)
  'results.vers.none': 'No Versatile results.',
  'results.vers.noOffer': 'None of the providers Versatile asked could make an offer for this purchase.',
  'results.vers.noText':
    'There was an error processing your application. Please see your {provider} associate.',
  'results.vers.support': '{provider} support: {phone}',
  'results.vers.hours': 'Support hours: daily 9:00 am to midnight ET.',
  'results.vers.flexshopperDecline':
    'FlexShopper will send you a written explanation by email in {from} to {days} days.',
  'results.vers.snapRetry': 'We could not reach Snap to finish your application. Please try again later.',
  'results.vers.approvedHeading': "Congratulations! You're Approved",
  'results.vers.declinedHeading': 'Sorry, we were unable to approve your application.',
  'results.vers.pendingHeading': 'Your Application Is Pending',
  'results.vers.errorHeading': 'Application Error',

  // MILE (lenders §2 MILE screens, §4, §9 30 days / 2 weeks)
  'results.mile.approvedHeading': 'Success! You Have Been Approved',
  'results.mile.cardArrives': 'Your Mile Mastercard will arrive within 2 weeks.',
  'results.mile.addToWallet': 'Add Card to Wallet',
  'results.mile.promo': '1% cash back on purchases and credit limits up to $10,000.',
  'results.mile.declinedText':
    'Thank you for your interest in the Mile Mastercard. Unfortunately, your application cannot be approved at this time. You will receive an email or letter within the next {days} days with more details.',
  'results.mile.expiredHeading': 'Offer No Longer Available',
  'results.mile.expired': 'Sorry, this offer is no longer available. If interested, you may reapply.',
  'results.mile.unknown': 'Error: Given unexpected results',

  // AFF (lenders §4 AFF item 9, §8, §9 30 days)
  'results.amff.approvedHeading': "Congrats! You're Approved Up To {amount}!",
  'results.amff.approvedLead': 'Next, choose how much to finance and review your payments before you sign.',
  'results.amff.fundingCancelledByShop':
    'The shop cancelled the funding of your purchase, so the contract you signed is cancelled. Your approval still stands: to use it, choose the amount and sign again, or ask the shop what happens next.',
  'results.amff.pendingHeading': 'Pending Decision',
  'results.amff.pendingText':
    'American First Finance needs to verify your identity before it can make a decision. Please call American First Finance at {phone} to complete the verification.',
  'results.amff.notSubmittedHeading': 'Your application could not be submitted',
  'results.amff.reason': 'Reason: {reason}',
  'results.amff.defaultReason': 'An unexpected issue has occurred with American First Finance',
  'results.amff.editApplication': 'Edit Application',
  'results.amff.contact':
    'Please correct your application, or contact American First Finance at {phone} for help. Do not submit another application.',
  'results.amff.declinedLetter': 'You will receive a letter of explanation within {days} days.',

  // Bread (result only, lenders §1)
  'results.bread.approvedLead': 'Bread Financing approved you for financing.',
  'results.bread.declinedText': 'Bread Financing will send you a letter explaining the decision.',

  // Goodyear (result only; print view lenders §2 "Other screens")
  'results.goodyear.approvedLead': 'Your Goodyear Credit Card is ready to use today at {shop}.',
  'results.goodyear.declinedText': 'You will receive a letter explaining the decision by mail.',
  'results.goodyear.printHeading': 'Goodyear Credit Card Application',
  'results.goodyear.aboutYou': 'About You',
  'results.goodyear.accountTerms': 'Account Terms',
  'results.goodyear.name': 'Name',
  'results.goodyear.address': 'Address',
  'results.goodyear.phone': 'Phone',
  'results.goodyear.email': 'Email',
  'results.goodyear.print': 'Print',

  // Lender support lines used when the result carries no referral phone (see the report / decision note).
  'results.vers.provider.acima': 'Acima',
  'results.vers.provider.flexshopper': 'FlexShopper',
  'results.vers.provider.snap': 'Snap',
  'results.vers.provider.koalafi': 'Koalafi',
  'results.vers.provider.default': 'Versatile',
  // A lender's own notes, in its own block (decision 225).
  'results.notesOf': 'Notes from {lender}',

  // Costs before commitment (decision 226).
  'results.cost.heading': 'Rate and payments',
  'results.cost.apr': 'APR',
  'results.cost.term': 'Term',
  'results.cost.payment': 'Payment',
  'results.cost.noFigures':
    '{lender} has not given its rate and payments here. They are in the agreement {lender} gives you before you sign.',
  // An approval: the account is open, so nothing is left to sign.
  'results.cost.noFiguresOpen':
    '{lender} has not given its rate and payments here. They are in the account agreement {lender} sends you.',
  'results.cost.restInTerms':
    'What {lender} has not given here is in its terms, which you see before you sign.',
  // The figures each lender gives with its offer (decision 261).
  'results.cost.rangeJoiner': 'to',
  'results.cost.termMonths': '{min} to {max} months',
  'results.cost.upTo': 'Up to {amount}',
  'results.cost.amount.creditLimit': 'Credit limit',
  'results.cost.amount.loanUpTo': 'Loan amount up to',
  'results.cost.amount.leaseUpTo': 'Lease amount up to',
  'results.cost.fee.annual': 'Annual fee (first year)',
  'results.cost.fee.annualAfterFirstYear': 'Annual fee after the first year',
  'results.cost.fee.accountMaintenance': 'Account maintenance fee (a year)',
  'results.cost.fee.origination': 'Origination fee',
  'results.cost.fee.processing': 'Processing fee',
  'results.cost.fee.latePayment': 'Late payment fee',
  'results.cost.fee.returnedPayment': 'Returned payment fee',
  'results.cost.deferredInterest':
    'Deferred interest: no interest if you pay the balance in full within {days} days. If you do not, interest is charged from the purchase date.',
  'results.cost.deferredInterestMinimum':
    'Deferred interest on purchases of {amount} or more: no interest if you pay the balance in full within {days} days. If you do not, interest is charged from the purchase date.',
  'results.cost.lease.what':
    'This is a lease from {lender}, not a loan: you do not own the item until all payments are made.',
  'results.cost.lease.cashPrice': 'Cash price',
  'results.cost.lease.totalToOwn': 'Total cost to own',
  'results.cost.lease.difference': 'Cost above the cash price',
  'results.cost.lease.payments': 'Payments',
  'results.cost.lease.weekly': '{count} weekly payments of {amount}',
  'results.cost.lease.biweekly': '{count} payments of {amount} every two weeks',
  'results.cost.lease.semimonthly': '{count} payments of {amount} twice a month',
  'results.cost.lease.monthly': '{count} monthly payments of {amount}',
  'results.cost.lease.earlyPurchase': 'Early purchase option',
  'results.cost.lease.earlyPurchaseText': 'Own it by paying {amount} in all within {days} days',
  'results.cost.seeLenderTerms': "See {lender}'s terms",
  // Lenders §9 "AFF legal text: loans of $200 to $5,000, APR 39% to 180%, lengths 6 to 24 months".
  'results.amff.paymentAfterAmount': 'Shown once you choose an amount below',
} as const;
