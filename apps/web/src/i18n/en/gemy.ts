// GEMY (Synchrony) embedded form page (lenders §2 "GEMY page", §4 "GEMY embedded form", §8 GEMY errors).
export const gemyMessages = {
  'lenders.gemy.heading': 'Apply with Synchrony Bank',
  'lenders.gemy.lead': 'Synchrony Bank asks its questions in its own secure form below.',
  'lenders.gemy.frameTitle': 'Synchrony Bank application form',
  'lenders.gemy.loading': 'Loading the Synchrony Bank application…',
  /** The button of Synchrony's own form (apps/partner-sandbox gemy form-page.ts), named in the consent line. */
  'lenders.gemy.formButton': 'Submit Application',
  'lenders.gemy.prequalButton': 'See If I Prequalify',
  'lenders.gemy.errorHeading': 'Application Error',
  // Lenders §8 GEMY texts; the screen shows the message or 'Error'.
  'lenders.gemy.error.tokenMismatch': 'Token mismatch',
  'lenders.gemy.error.unexpectedStatus': 'Unexpected response from applicationStatus',
  'lenders.gemy.error.noToken': 'no token',
  'lenders.gemy.error.occurred': 'Error occurred',
  'lenders.gemy.error.occurredZero': 'Error occurred [0]',
  'lenders.gemy.error.default': 'Error',
} as const;
