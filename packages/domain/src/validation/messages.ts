// Every exact text of spec applicant-journey §5 and §8, plus the lenders §5 texts about shared fields.
// Tests pin them literally; the web's message catalogue uses these as the English source.

export const MESSAGES = {
  // §5 validation
  required: 'Value cannot be empty',
  minLength: (n: number) => `Must be at least ${n} characters long`,
  invalidIdNumber: 'Invalid ID number',
  specialCharacters: 'Special characters are not allowed',
  onlyDigits: 'Only digits allowed',
  invalidValue: 'Invalid value',
  invalidAddress: 'Invalid address',
  poBox: 'P.O. Boxes are not permitted',
  invalidCity: 'Invalid city',
  invalidZip: 'Invalid zip',
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Invalid email',
  invalidSsn: 'Invalid SSN',
  invalidDate: 'Invalid Date',
  underage: 'Must be 18 or older',
  // Not in the spec: an expired ID was accepted without a word and sent to the lender.
  idExpired: 'This ID has expired. Enter the expiration date of an ID that is still valid.',
  emailsMustMatch: 'Emails must match',
  ssnsMustMatch: 'SSNs must match',
  mustMatch: (label: string) => `Must match ${label}`,
  accessCodeEmpty: 'Please enter the verification code sent to your mobile phone.',
  coappPhoneRequired: 'At least one phone number must be provided.',
  coappPhoneTitle: 'Phone Number Error',
  // lenders §5 messages on shared / extra-financial fields
  minMonthlyGrossIncome: 'Monthly Gross Income must be at least $800.',
  lastPaydayPast: 'Last Payday must be in the past.',
  nextPaydayFuture: 'Next Payday must be in the future.',
  paydaysSame: 'Paydays cannot be the same.',
  nextPaydayTooFar: 'Next Payday is too far in the future.',
  payFrequencyRange: 'Pay frequency does not match payday range.',
  invalidRoutingNumber: 'Invalid Routing Number',
  invalidCardNumber: 'Invalid Card Number',
  financeAmountMin: 'Finance amount must be greater than or equal to $300.',
  financeAmountMax: 'Finance amount must be less than or equal to the credit limit.',
  amountErrorTitle: 'Amount Error',
  // §8 error catalogue
  verificationErrorTitle: 'Verification Error',
  verificationFailed: 'The phone number or verification code gathered is invalid.',
  unableToVerifyPhone: 'Unable to verify mobile phone number.',
  ssnGatheredInvalid: 'The SSN gathered is invalid.',
  accessCodeErrorTitle: 'Access Code Error',
  accessCodeSendFailed: 'An error occurred sending out the access code.',
  newAccessCodeTitle: 'New Access Code',
  newAccessCodeConfirm:
    'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
  termsLoadFailed: 'Unable to load terms from the server. Please refresh the page or try again later.',
  addressErrorPrefix: 'Error finding address:',
  addressRetry: {
    resident: 'Please try another residential address.',
    mailing: 'Please try another mailing address.',
    previous: 'Please try another previous address.',
  },
  addressSearching: 'Searching for address...',
  searchErrorTitle: 'Search Error',
  locationErrorTitle: 'Location Error',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  geolocationFailed:
    "Unable to obtain your location. Please check your browser's settings to ensure that location permissions are allowed.",
  noShopsFound: 'Unfortunately, we were unable to locate any shops nearby your desired area',
  shopSearchRequired: 'Address information is required in order to search for shops.',
  missingConsumerData: 'Missing consumer data. Unable to create consumer.',
  linkCodeRequired: 'Link code is required to retrieve consumer info.',
  phoneRequiredForCode: 'Phone number required to send access code.',
  transport: {
    communication: 'Error occurred communicating to the remote server.',
    badRequest: 'Bad Request',
    notFound: '404 - Data Not Found',
    parse: 'Error occurred parsing response data.',
    unknownRemote: 'An unknown error occurred communicating to the remote server.',
    unreachable: 'Unable to communicate to the remote server.',
    unknown: 'Unknown error occurred.',
    server: 'Server Error.',
  },
  accessCodeRetrieval: 'Error occurred obtaining a verification code from the remote server.',
  navigationErrorTitle: 'Navigation Error',
  navigation: 'Unable to determine next state.',
  notFound: (path: string) => `No match found for ${path}`,
  // §2 screens
  processing: "Please don't refresh. We're processing your request.",
  leaveApplication: 'Leave application?',
} as const;

/** Composes the address-check failure text of §8 for the given address. */
export function addressErrorText(type: keyof typeof MESSAGES.addressRetry): string {
  return `${MESSAGES.addressErrorPrefix} ${MESSAGES.addressRetry[type]}`;
}
