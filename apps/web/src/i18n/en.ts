// The English message catalogue: every text a person sees. Texts quoted from the spec keep the spec's
// wording exactly (applicant-journey §2, §8; lenders §2, §4). Another locale is another file of this shape.
import { SMS_VERIFY_CONSENT } from '@ttapply/domain';
import { residence } from './en/residence';
import { gettingIn } from './en/getting-in';
import { appSelectMessages } from './en/app-select';
import { coapplicantMessages } from './en/coapplicant';
import { shopSearchEn } from './en/shop-search';
import { resultMessages } from './en/results';
import { lendersMessages } from './en/lenders';
import { trainingMessages } from './en/training';
import { payTrainingMessages } from './en/pay-training';
import { brandedCardMessages } from './en/branded-cards';
import { helpMessages } from './en/help';
import { lenderTexts } from './en/lender-texts';

export const en = {
  ...residence,
  ...gettingIn,
  ...shopSearchEn,
  'brand.name': 'Text To Apply',
  // The current year (spec §2 item 13 shows 2025, the year it was written).
  'brand.copyright': '© {year} Text To Apply',
  'title.landing': 'Text To Apply | Apply for Financing',
  'title.shopSearch': 'Text To Apply | Find Your Shop',
  'title.policy': 'Text To Apply | Confidently Apply for Financing',
  'title.gettingStarted': 'Text To Apply | Verify Your Device',
  'title.applicationInformation': 'Text To Apply | Application Information',
  'title.summary': 'Text To Apply | Application Information',
  'title.financingProviders': 'Text To Apply | Financing Providers',
  'title.applicationReview': 'Text to Apply | Application Review',
  'title.result': 'Text To Apply | Result',
  'title.notFound': 'Text To Apply | Not Found',
  'title.link': 'Text To Apply | Loading Your Shop',
  'title.demo': 'Text To Apply | Demo',
  'title.payTraining': 'Text To Apply | Pay Training',

  // The language switch's name for screen readers (decision 230); the languages name themselves.
  'language.label': 'Language',

  'common.next': 'Next',
  'common.continue': 'Continue',
  'common.cancel': 'Cancel',
  'common.ok': 'OK',
  'common.close': 'Close',
  'common.edit': 'Edit',
  'common.loading': 'Loading…',
  'common.optional': '(optional)',
  'common.selectPlaceholder': 'Select…',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.skipToContent': 'Skip to main content',
  'common.trainingBadge': 'Training mode',
  'field.show': 'Show',
  'agreement.needed': 'Check this box to agree before you continue.',
  'field.hide': 'Hide',
  // Nothing typed vanishes without a word (decision 180): the characters the field cannot take, named.
  'field.leftOut': '{characters} can’t be used in this field, so we left it out.',
  'field.leftOutMany': '{characters} can’t be used in this field, so we left them out.',
  // How to put an error right, under the spec's message (GOV.UK error messages: say what to do), by format.
  'fix.name': 'Use letters, spaces, hyphens, apostrophes and periods, as on your ID.',
  'fix.digits': 'Use numbers only.',
  'fix.money': 'Use a whole dollar amount, for example 42000.',
  'fix.zip': 'Use the 5-digit ZIP code, for example 98052.',
  'fix.phone': 'Use a 10-digit US number, for example 206-555-0177.',
  'fix.email': 'Use the form name@example.com.',
  'fix.ssn': 'Use the 9 digits on your Social Security card.',
  'fix.date': 'Use MM/DD/YYYY, for example 04/23/1985.',
  'fix.payday': 'Use MM/DD/YYYY, for example {example}.',
  'fix.expiry': 'Use MM/DD/YYYY, the expiration date printed on the ID, for example {example}.',
  'fix.dropdown': 'Choose one of the options.',
  // The error summary at the top of a form page (GOV.UK Design System "Error summary").
  'errors.summaryTitle': 'There is a problem',
  // A failed save or background call says so and offers a retry; what was typed stays (decision 220).
  'errors.saveFailedTitle': 'Your answers were not saved',
  'errors.saveFailed':
    'We could not reach our server, so your answers on this page are not saved yet. Nothing you typed is lost: check your connection and try again.',
  'errors.retry': 'Try Again',
  'errors.checkFailedTitle': 'We could not check what happens next',
  'errors.checkFailed':
    'We could not reach our server to see where your application stands. Your answers and any decision are kept: check your connection and try again.',

  'footer.navLabel': 'Legal',
  'footer.privacy': 'Privacy Policy',
  'footer.smsTerms': 'SMS Terms',

  'processing.text': "Please don't refresh. We're processing your request.",

  'landing.heading': 'Financing for your repair, in minutes',
  'landing.lead':
    'Apply from your phone with one short application. We match you with the financing providers your shop works with.',
  'landing.point.rebate': '90-day interest rebate',
  'landing.point.down': '$0 down',
  'landing.point.once': 'Fill in one application for every provider',
  // The promises' footnotes say what they depend on (decision 227).
  'landing.notesLabel': 'Notes',
  'landing.noteRef': 'Note {number}',
  'landing.note.rebate':
    'Interest rebate: with the lenders and products that offer it, subject to credit approval. The interest is rebated or not charged when the balance is paid in full within 90 days; the lender’s agreement sets the exact terms. Not every shop offers every lender.',
  'landing.note.down':
    '$0 down: no down payment is asked by Text To Apply; whether a lender asks for one, and how much, depends on its decision and your agreement with it.',
  'landing.getStarted': 'Get Started',
  'landing.secure': 'Your information is encrypted and shared only with the lenders you apply to.',
  'landing.howHeading': 'How it works',
  'landing.step1': 'Choose the shop doing your repair.',
  'landing.step2': 'Verify your mobile phone with a text code.',
  'landing.step3': 'Fill in one short application and get a decision in minutes.',

  'shops.heading': 'Find Your Shop',
  'shops.lead': 'Search near you to see the shops that offer financing.',
  'shops.inputLabel': 'Zip, City, or Address',
  'shops.inputHint': 'For example 98052 or Redmond, WA',
  'shops.find': 'Find',
  'shops.searching': 'Searching…',
  'shops.selectShop': 'Select Shop',
  'shops.loadMore': 'Load More',
  'shops.distance': '{miles} miles',
  'shops.distanceOne': '{miles} mile',
  'shops.noShops': 'Unfortunately, we were unable to locate any shops nearby your desired area',
  'shops.searchErrorTitle': 'Search Error',
  'shops.addressRequired': 'Address information is required in order to search for shops.',
  'shops.selectShopLabel': 'Select Shop {name}',
  'shops.mapLabel': 'Map of the shops found',

  'link.loading': 'Finding your shop…',
  'link.notFound': 'We could not find the link you followed. It may have expired.',
  'title.linkNotFound': 'Text To Apply | Link Not Found',
  'link.searchShops': 'Search for a shop',

  'policy.heading': 'Confidently Apply for Financing',
  'policy.lead': 'Before you start, please read how your information is shared.',
  'policy.disclosureLabel': 'Consumer data share disclosure',
  'policy.loadError': 'Unable to load terms from the server. Please refresh the page or try again later.',
  'policy.agree':
    'I have read and agree to the consumer data share disclosure, the Privacy Policy, the Terms and Conditions, the SMS Terms and the E-SIGN Consent to get these records electronically.',
  'policy.getStarted': 'Get Started',
  'policy.error': 'Error',
  'policy.textInstruction': "Text 'APPLY' to {shortCode} and click the link in the reply to start.",
  'policy.shortCode': '898227',
  'policy.rates': 'Message and data rates may apply.',
  'policy.shopChosen': 'Applying at {name}',

  'verify.heading': 'Verify Your Device',
  'verify.lead': "We'll text a six-digit code to your mobile phone to keep your application secure.",
  'verify.phoneLabel': 'Mobile Phone',
  'verify.phoneHint': 'A US mobile number that can receive texts.',
  'verify.sendCode': 'Send Code',
  'verify.linkPhoneOffer':
    'We will text the code to the phone this link was sent to, the number ending in {lastFour}.',
  'verify.linkPhone': 'the phone ending in {lastFour}',
  'verify.otherPhone': 'Use a different number',
  'verify.sending': 'Sending…',
  'verify.codeLabel': 'Verification Code',
  'verify.codeHint': 'Enter the six-digit code we sent to {phone}.',
  'verify.resendCode': 'Resend Code',
  'verify.start': 'Verify & Start Application',
  'verify.verifying': 'Verifying…',
  'verify.accessCodeErrorTitle': 'Access Code Error',
  'verify.newCodeTitle': 'New Access Code',
  'verify.newCodeConfirm':
    'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
  'verify.emptyCode': 'Please enter the verification code sent to your mobile phone.',
  'verify.invalidCode': 'The phone number or verification code gathered is invalid.',
  'verify.unableToVerify': 'Unable to verify mobile phone number.',
  'verify.sendError': 'An error occurred sending out the access code.',
  'verify.codeSent': 'Code sent to {phone}.',
  // Each resend is confirmed, and the next one waits a moment so a slow text is not overtaken by a new code.
  'verify.newCodeSent': 'We sent a new code to {phone}.',
  'verify.resendIn': 'You can ask for a new code in {seconds} s.',
  'verify.resendWait': 'Wait {seconds} s: a new code now would cancel the one on its way.',
  'verify.shortCode': 'The code has 6 digits; you have typed {count}.',
  'verify.fixCode': 'Type the 6-digit code from the text we sent, or ask for a new code below.',
  // The server logs this exact text with each code it sends (decision 185).
  'verify.rates': SMS_VERIFY_CONSENT,

  'step.aboutYou.heading': 'Tell Us About Yourself',
  'step.resident.heading': 'Where Do You Live?',
  'step.financial.heading': 'Your Financial Information',
  'step.email.heading': 'Your Email',
  'step.phone.heading': 'Your Phone Number',
  'step.id.heading': 'Your Identification',
  'step.ssn.heading': 'Your Social Security Number',
  'step.generic.heading': 'Application Information',
  'step.coappSelect.heading': 'Apply With a Coapplicant?',
  'step.coappSelect.lead': 'You can add a coapplicant, such as a spouse, to this application.',
  'step.coappAboutYou.heading': 'About Your Coapplicant',
  'step.coappResident.heading': "Your Coapplicant's Residence",
  'step.coappFinancial.heading': "Your Coapplicant's Financial Information",
  'step.previousAddress': 'Previous Address',
  'step.previousAddressHint':
    'You have lived at your address for a year or less, so we also need your previous address.',
  'step.locked': 'Verified',
  'step.lockedHint': 'Verified with a code, so it cannot be changed here.',

  'summary.heading': 'Review Your Information',
  'summary.lead': 'Check your answers. Tap a section to see it, and Edit to change it.',
  'summary.section.aboutYou': 'About You',
  'summary.section.email': 'Email',
  'summary.section.phone': 'Phone Number',
  'summary.section.financial': 'Financial Info',
  'summary.section.identification': 'Identification',
  'summary.section.ssn': 'SSN',
  'summary.section.residence': 'Residence',
  'summary.edit': 'Edit {section}',
  'summary.incomplete': 'Incomplete',

  'appSelect.heading': 'Get The Financing You Need',
  'appSelect.apply': 'Apply',
  'appSelect.next': 'Next',
  'appSelect.noApps': 'No financing providers are available at this shop.',
  'appSelect.offeredBy': 'Offered at {shop}',
  'lender.generic.legal': 'Subject to credit approval by the lender.',

  'review.heading': 'Application Review',
  // Decision 180: an ASCII-only lender receives the name or address without accents; the consumer sees how.
  'review.lenderReceives': '{lender} receives: {value}',
  'review.lead': 'Please check your information before you submit.',
  'review.section.aboutYou': 'About You',
  'review.section.residence': 'About Residence',
  'review.section.income': 'About Income',
  'review.editSection': 'Edit {section}',
  'review.submit': 'Submit Application',
  'review.errorTitle': 'Application Submission Error',
  'review.noConsumer': 'Invalid state: No consumer selected',

  'notFound.text': 'No match found for {path}',
  'notFound.home': 'Go to the start',

  'demo.affHeading': 'AFF Document Signing (Demo)',
  'demo.affText':
    "The American First Finance e-sign screen on demo data: the loan in plain words and AFF's signing page in its frame. Signing here changes nothing.",
  'demo.affSigned': 'Signed. In the live flow funding would start now.',

  'transport.communication': 'Error occurred communicating to the remote server.',
  'transport.badRequest': 'Bad Request',
  'transport.notFound': '404 - Data Not Found',
  'transport.parse': 'Error occurred parsing response data.',
  'transport.unknownRemote': 'An unknown error occurred communicating to the remote server.',
  'transport.network': 'Unable to communicate to the remote server.',
  'transport.unknown': 'Unknown error occurred.',
  'transport.server': 'Server Error.',

  'session.navigationErrorTitle': 'Navigation Error',
  'session.timeoutTitle': 'Are You Still There?',
  'session.timeoutText':
    'For your security, sessions end after 15 minutes without activity. Your session will expire in 2 minutes.',
  // The warning counts down to the exit (decision 220); {time} is m:ss.
  'session.timeoutCountdown': 'Time left: {time}',
  'session.stay': 'Continue Application',
  'session.exit': 'Exit',
  'session.leave': 'Leave application?',
  'session.navigationError': 'Unable to determine next state.',
  ...appSelectMessages,
  ...coapplicantMessages,
  ...resultMessages,
  ...lendersMessages,
  ...trainingMessages,
  ...payTrainingMessages,
  ...brandedCardMessages,
  ...helpMessages,
  ...lenderTexts,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
