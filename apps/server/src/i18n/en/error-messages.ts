/**
 * The server's own error texts a consumer can read (docs/decisions/233, 303), by key: each AppError the consumer
 * can see carries its key and values, and the error handler writes the text in the reader's language from the
 * catalogue of that language (`../es/error-messages.ts`). ICU MessageFormat, compiled by Lingui with the rest of
 * the server's catalogue (../server-i18n.ts). Each English text is exactly what was answered before there were
 * keys: the tests pin them. The domain's spec §5 and §8 texts are not here: their home is the domain's MESSAGES (and
 * MESSAGES_ES). Staff texts (the console) are English only and have no place here.
 */
export const ERROR_MESSAGES_EN = {
  // The error codes' own texts (errors/app-error.ts ERROR_CODES) and the error handler's.
  'error.unauthorized': 'Session expired or missing. Please verify your mobile phone again.',
  'error.conflict': 'The request conflicts with an earlier one.',
  'error.forbidden': 'Forbidden.',
  'error.gone': 'This link has expired.',
  'error.unprocessable': 'The request cannot be processed.',
  'error.alreadyApplied': 'You have already applied to this lender.',
  'error.tooManyRequests': 'Too many requests. Please wait a while and try again.',
  'error.payloadTooLarge': 'Request body is too large.',

  // Labels of the address check's fields, named in front of the field's text ('Zip Code: Invalid zip').
  'label.address1': 'Address',
  'label.address2': 'Address 2',
  'label.city': 'City',
  'label.state': 'State',
  'label.zip': 'Zip Code',
  'label.mailingAddress1': 'Mailing Address',
  'label.mailingAddress2': 'Mailing Address 2',
  'label.mailingCity': 'Mailing City',
  'label.mailingState': 'Mailing State',
  'label.mailingZip': 'Mailing Zip Code',
  'label.previousAddress1': 'Previous Address',
  'label.previousAddress2': 'Previous Address 2',
  'label.previousCity': 'Previous City',
  'label.previousState': 'Previous State',
  'label.previousZip': 'Previous Zip Code',

  // The address check's reasons, shown after 'Error finding address:' (spec §8 "Address check").
  'address.notFound': 'Address Not Found.',
  'address.numberAndName': 'The street address needs a house number and a street name.',
  'address.zipNotFound': 'ZIP code {zip} was not found.',
  'address.zipNotInState': 'ZIP code {zip} is not in {state}.',
  'address.zipNotInCity': 'ZIP code {zip} is not in {city}, {state}.',

  // Phone verification.
  'verification.codeDigits': 'The verification code is 6 digits.',
  'verification.invalidHash': 'Invalid verification hash.',
  'verification.codeExpired': 'The verification code has expired. Please request a new code.',
  'verification.phoneLimit':
    'Too many verification codes were requested for this phone number. Please wait an hour and try again.',
  'verification.ipLimit': 'Too many verification codes were requested. Please wait an hour and try again.',
  'verification.optedOut':
    'This number opted out of texts from Text To Apply. To get texts again, text START to {shortCode} from that phone, then try again.',

  // Texted links.
  'link.invalid': 'This link is not valid. Check the link in your text message, or find your shop to start.',
  'link.cancelled':
    'This link was cancelled by the shop. Ask the shop to text you a new one, or find your shop to start.',
  'link.shopStopped': 'This link no longer works: the shop stopped using it. Find your shop to start.',
  'link.expired': 'This link has expired. Text APPLY to get a new one, or find your shop to start.',

  // The SSN check of a returning consumer.
  'ssn.confirm': 'Please confirm your SSN to continue with your application.',
  'ssn.tooManyTries': 'Too many incorrect SSN entries. Please wait {minutes} minutes and try again.',
  'ssn.dobMismatch': 'That date of birth does not match the one saved with your application.',

  // Consumers.
  'consumer.unavailable': 'Unable to obtain consumer information.',

  // Shops.
  'shop.valueBetween': '{name} must be between {min} and {max}',
  'shop.notFound': 'Shop not found.',
  'shop.unknown': 'Unknown shop.',
  'shop.doesNotOffer': 'This shop does not offer {lender}.',
  'shop.notOffered': '{lender} is not offered by this shop.',
  'shop.noAcctId': 'No shop has this acctId and subId.',

  // Documents and the terms e-mail.
  'documents.unknownTemplate': 'Unknown template. Use one of: {templates}.',
  'documents.invalidEmail': 'Invalid email address.',
  'documents.emailLimit':
    'Too many e-mails were sent for this application or to this address. Please try again in an hour, or download the document instead.',
  'documents.emailFailed': 'An error occured sending an email to {to}',

  // The request's shape (plugins/input-guard.ts and the routes' schemas).
  'request.twoLetterState': 'use the two-letter code',
  'request.unknownField': 'Unknown field.',
  'request.tooManyFields': 'Too many fields.',
  'request.badCharacter': 'Contains a character that is not allowed.',
  'request.nestedTooDeeply': 'Nested too deeply.',
  'request.required': 'Required.',
  'request.acctIdRequired': 'acctId is required.',
  'request.atMost': 'At most {max} characters.',
  'request.digits': 'Must be {n} digits.',
  'request.invalidState': 'Invalid state',
  'request.consumerId': 'Must be your consumer id.',

  // Applications and prequalifications.
  'application.unknownAppType': 'Unknown app type {appType}.',
  'application.noPrequal': '{lender} does not prequalify.',
  'application.wrongTier': '{lender} is sent with tier {tier}.',
  'application.notInState': '{lender} is not available to residents of {state}.',
  'application.notRemote': 'Lender {lender} is not configured for remote submission.',
  'application.phoneMismatch': 'Must match the verified mobile phone.',
  'application.idMismatch': 'Must match the application in the path.',
  'application.consentRequired': 'The credit check consent is required.',
  'application.alreadyAppliedTo': 'You have already applied to {lender}.',
  'application.noOfferToAccept': 'There is no prequalification offer from {lender} to accept.',
  'application.offerMismatch': 'The offer does not match your prequalification.',
  'application.forLender': 'This application is for {lender}.',
  'application.alreadyAnswered': 'The lender has already answered this application; it cannot be changed.',
  'application.noOfferToDecline': 'There is no open prequalification offer to decline.',

  // Idempotency keys (GUIDE 11).
  'idempotency.inProgress':
    'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  'idempotency.reused': 'This Idempotency-Key was already used for a different request.',

  // Drafts.
  'draft.notSaved': 'This page is not saved as a draft.',

  // American First Finance.
  'amff.notAff': 'This is not an American First Finance application.',
  'amff.notApproved': 'This application is not approved.',
  'amff.lastFour': 'Enter the last four digits of your SSN.',
  'amff.alreadySigned': 'The contract is already signed. Cancel the funding to change the amount.',
  'amff.finalizeFirst': 'Finalize the amount before signing.',
  'amff.notSigned': 'The documents have not been signed yet.',
  'amff.noFunding': 'There is no funding to cancel.',
  'amff.noVirtualCard': 'No virtual card was issued for this application.',
  'amff.simulatedSigningTraining': 'Simulated signing is only available in training.',
  'amff.esignConsentFirst':
    "Agree to American First Finance's electronic consent first: read it on the loan details, tick the box, then Confirm and Sign.",
  'amff.esignConsentChanged':
    "American First Finance's electronic consent has changed. Read it again on the loan details, tick the box, then Confirm and Sign.",
  'amff.cardNotChecked':
    "Your card has not been checked with American First Finance. Please go back to 'Account Information' and press Next.",
  'amff.financeAmounts': 'Error occurred obtaining finance amounts. Result data not available',
  'amff.editOnlyUnsubmitted': 'Only an application that could not be submitted can be edited.',
  'amff.expiration': 'Expiration must be MMYY.',
  'amff.routingNumber': 'A routing number is 9 digits.',

  // A lender's terms document.
  'terms.unavailable': 'Terms unavailable',

  // Synchrony.
  'gemy.trainingSsn': 'Must be one of the training test SSNs.',
  'gemy.trainingOnly': 'Only a training session chooses a test SSN.',
  'gemy.merchantNumber': "Must be the shop's Synchrony merchant number.",
  'gemy.noToken': 'no token',
  'gemy.tokenMismatch': 'Token mismatch',
  'gemy.unexpectedStatus': 'Unexpected response from applicationStatus',
  'gemy.notCompleted': 'Synchrony has not completed this application yet.',

  // Versatile.
  'vers.onlyVers': 'The Versatile waterfall is for VERS.',
  'vers.tier3': 'Versatile applications are tier 3.',
  'vers.startFailed': 'Creating versatile waterfall error',
  'vers.sessionEnded': 'The Versatile session has ended.',
  'vers.sessionId': 'Must be the id of your Versatile session.',
  'vers.providerNotListed': '{provider} not found in lender list.',

  // Training walks (decision 198).
  'training.onlyTrainingWalk': 'Only a training journey can be a training walk.',
  'training.notStarted': 'This training journey has not started yet.',

  // The texting provider's webhook.
  'sms.badSignature': 'The request signature is invalid.',
} as const;

export type ErrorMessageId = keyof typeof ERROR_MESSAGES_EN;
