// Texts of the lender submission pages (lenders §2 "Review and submission pages", "Offer page", "GNES
// terms", §4 "Submission pages", §8 error catalogue). Quoted spec texts keep the spec's wording exactly,
// including its typo 'occured'.
export const lendersMessages = {
  'lenders.review.section.additional': 'About Additional Information',
  'lenders.review.mailingSame': 'Same as residence',
  'lenders.review.mailingAddress': 'Mailing Address',

  // Lenders §4 "Submission pages" and §8.
  'lenders.error.applicationTitle': 'Application Error',
  'lenders.error.noConsumer': 'Unable to obtain consumer information.',
  'lenders.error.submissionTitle': 'Application Submission Error',
  'lenders.error.unknownSubmit': 'An unknown error occurred submitting the application.',
  'lenders.processing.lender': 'Submitting to {lender}',

  // Consent line above each submit button: the check, the lender, the data, and the automatic
  // prequal after a decline (lenders §4 "Submission pages").
  'lenders.consent.sentence':
    'By selecting {button}, you authorize a {check} credit check by {lender}, which receives your {data}.',
  'lenders.consent.soft': 'soft',
  'lenders.consent.hard': 'hard',
  'lenders.consent.softNote': 'A soft credit check does not affect your credit score.',
  'lenders.consent.afterDecline':
    'If {lender} declines, {next} receives {data} for a soft credit check to see if you prequalify.',
  'lenders.consent.sameData': 'the same information',
  'lenders.consent.yourData': 'your {data}',
  'lenders.consent.and': 'and',
  'lenders.data.name': 'name',
  'lenders.data.date-of-birth': 'date of birth',
  'lenders.data.ssn': 'Social Security number',
  'lenders.data.contact': 'contact details',
  'lenders.data.address': 'address',
  'lenders.data.income': 'income',
  'lenders.data.employment': 'employer',
  'lenders.data.housing': 'housing details',
  'lenders.data.id': 'ID',
  'lenders.data.marital': 'marital status and spouse details',
  'lenders.data.bank-account': 'bank account',
  'lenders.data.card': 'card details',
  'lenders.data.coapplicant': "co-applicant's details",

  // Disclosure modal (lenders §2, §7, §8).
  'lenders.terms.loading': 'Attempting to gather {document} details...',
  'lenders.terms.print': 'Print',
  'lenders.terms.download': 'Download',
  'lenders.terms.email': 'Email',
  'lenders.terms.agree': 'Agree',
  'lenders.terms.close': 'Close',
  'lenders.terms.frameTitle': '{document}',
  'lenders.terms.retrievalTitle': 'Retrieval Error',
  'lenders.terms.retrievalPhone':
    'System currently unable to gather terms. Please contact the provider at {phone} for assistance.',
  'lenders.terms.retrieval': 'System currently unable to gather terms.',
  'lenders.terms.unavailable': 'Terms unavailable',
  'lenders.terms.emailSuccessTitle': 'Email Successful',
  'lenders.terms.emailSuccess': 'Email has been sent to {email}',
  'lenders.terms.emailErrorTitle': 'Email Error',
  'lenders.terms.emailError': 'An error occured sending an email to {email}',
  'lenders.terms.privacySingular': 'Please also review the Privacy Notice.',
  'lenders.terms.privacyPlural': 'Please also review the Privacy Notices, including the CA Privacy Notice.',
  'lenders.terms.caPrivacy': 'CA Privacy Notice',
  'lenders.terms.privacy': 'Privacy Notice',

  // DigniFi (CFSS) review: three agreements (lenders §2 "DigniFi needs three agreements").
  'lenders.cfss.doc.terms': 'Terms and Conditions and Privacy Policy',
  'lenders.cfss.doc.esign': 'E-Sign Consent',
  'lenders.cfss.doc.credit-pull': 'Credit Report Authorization',
  'lenders.cfss.agree.terms': 'I agree to the DigniFi Terms and Conditions and Privacy Policy.',
  'lenders.cfss.agree.termsPlural': 'I agree to the DigniFi Terms and Conditions and Privacy Policies.',
  'lenders.cfss.agree.esign': 'I agree to the E-Sign Consent.',
  'lenders.cfss.agree.credit-pull': 'I authorize DigniFi to obtain my credit report.',
  'lenders.cfss.read': 'Read the {document}',
  'lenders.cfss.submit': 'Submit Application',

  // GNES (Concora) prequal and offer (lenders §2 "Offer page", "GNES terms").
  'lenders.gnes.title': 'Text To Apply | Your Offer',
  'lenders.gnes.checkHeading': 'See If You Pre-Qualify',
  'lenders.gnes.checkLead': 'Find out if you pre-qualify for a {lender} credit card.',
  'lenders.gnes.checkButton': 'Check My Offer',
  'lenders.gnes.offerHeading': "You're Pre-Qualified!",
  'lenders.gnes.offerLead': 'Review the terms of your {lender} credit card offer below.',
  'lenders.gnes.creditLimit': 'Credit Limit',
  'lenders.gnes.termsFrame': '{lender} Terms & Conditions',
  'lenders.gnes.consentTitle': 'Consent to Electronic Communications',
  'lenders.gnes.consentOpen': 'Consent to Electronic Communications',
  'lenders.gnes.alreadyAgreed': 'Already Agreed',
  'lenders.gnes.beforeAccept':
    'By clicking Accept Offer, you are applying for a credit account issued by a bank, Member FDIC, and you confirm that you have read the Terms & Conditions, the Consent to Electronic Communications and the Application Authorization Disclosures.',
  'lenders.gnes.consentNeeded': 'Please read and agree to the Consent to Electronic Communications first.',
  'lenders.gnes.accept': 'Accept Offer',
  'lenders.gnes.noThanks': 'No Thanks',
  'lenders.gnes.confirmTitle': 'Are you sure?',
  'lenders.gnes.confirmText':
    'Are you sure you do not want to take advantage of your pre-qualification offer?',
  'lenders.gnes.yes': 'Yes',
  'lenders.gnes.no': 'No',
  'lenders.gnes.pdfErrorTitle': 'Download Error',
  'lenders.gnes.pdfError':
    'Sorry, there was a problem retrieving the PDF for download Please try again later',
} as const;
