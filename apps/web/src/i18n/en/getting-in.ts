// Texts of the getting-in area: phone verification extras, returning applicants, policy documents and the
// session lifecycle (spec applicant-journey §2 screens 4, 5, 13; §4; §8). Spec texts are quoted exactly.
export const gettingIn = {
  'verify.generateCode': 'Generate Code',
  'verify.codeDead': 'This code can no longer be used. Generate a new code to continue.',
  'verify.trainingHint': 'Training mode: enter the demo code {code}. No text message is sent.',
  'verify.gathering': 'Gathering your application data…',
  // After STOP no code is texted (decision 185): the server's answer stays on the page with the way on.
  'verify.optedOutTextStart': 'Text {keyword} to {shortCode}',
  'verify.optedOutThen': 'Then tap Send Code again, or enter another mobile number.',
  'verify.optedOutThenLocked': 'Then tap Send Code again.',

  'returning.heading': "We've Found Your Application!",
  'returning.lead':
    'You have applied with this mobile phone before. To keep your information safe, please confirm your Social Security Number.',
  'returning.ssnLabel': 'Social Security Number',
  'returning.confirmLabel': 'Confirm SSN',
  'returning.verify': 'Verify SSN',
  'returning.verifyWhy': 'Type your Social Security number in both fields to verify it.',
  'returning.verifying': 'Verifying…',
  'returning.invalid': 'The SSN gathered is invalid.',
  // Decision 194: saved answers without an SSN open after the date of birth they hold is confirmed.
  'returning.dobLead':
    'You started an application with this mobile phone before. To keep your information safe, please confirm your date of birth.',
  'returning.dobLabel': 'Date of Birth',
  'returning.verifyDob': 'Verify Date of Birth',
  'returning.dobInvalid': 'That date of birth does not match the one saved with your application.',

  'documents.privacy': 'Privacy Policy',
  'documents.terms': 'Terms and Conditions',
  'documents.sms': 'SMS Terms',
  'documents.esign': 'E-SIGN Consent',
  'documents.frameLabel': '{title} document',
  'documents.print': 'Print',
  'documents.download': 'Download',
  'documents.readLabel': 'Read our policies:',

  'session.expiredTitle': 'Session Ended',
  'session.expiredText':
    'Your session ended after 15 minutes without activity, so your application was closed to keep it safe. Please start again.',
} as const;
