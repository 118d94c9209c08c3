// Training mode texts (lenders §4 "Training and demo mode", §2 "Other screens": demo toolbar, training popups).
// The spec quotes the Application Type popup and the toolbar's button names; those are kept word for word.
// The guided popovers' texts (what the associate does on a page, and why) are ours: one list per page id in
// TRAINING_GUIDES below, so a lender page added later adds its own entry here.
export const trainingMessages = {
  'training.gotIt': 'Got it',
  'training.dismiss': 'Dismiss',
  'training.progress': '{current} of {total}',
  'training.watermarkNote':
    'Training mode: nothing here is a real application. No texts or e-mails are sent.',
  // Demo toolbar (lenders §2 "Other screens")
  'training.toolbarLabel': 'Demo toolbar',
  'training.fillAllData': 'FILL ALL DATA',
  'training.restart': 'RESTART',
  'training.continueToPos': 'CONTINUE TO POS',
  'training.filled': 'Sample data filled in for {lender}. Press Next on each page to check it.',
  'training.posNote': 'Training finished: in the shop the associate now continues in the POS.',
  // Application Type popup (lenders §4)
  'training.applicationTypeTitle': 'Application Type',
  'training.applicationTypeText': 'Please select what type of application result you would like to see.',
  'training.applicationTypeLender': 'Lender: {lender}',
  // Lenders whose own page decides (Versatile, Synchrony): the choice is made before their page opens.
  'training.applicationTypeGate':
    "Choose the result to see, then this lender's own page opens with that result's test SSN.",
  'training.applicationTypeChoose': 'Choose Application Type',
  'training.outcome.approval': 'Approval',
  'training.outcome.referral': 'Referral',
  'training.outcome.pending': 'Pending',
  'training.outcome.decline': 'Decline',
  'training.testSsn': 'Test SSN {ssn}',
} as const;

export interface TrainingGuideStep {
  /** CSS selector of the element explained; a list falls back to the next when the first is missing. */
  anchor: string;
  /** What the associate does there. */
  title: string;
  /** Why. */
  text: string;
}

/** The whole field (label, hint, control): the guide sits beside it, never over its label or its input. */
const field = (name: string) => `[data-field="${name}"]`;
const HEADING = '#page-heading, main h1';

/** Guided popovers per page id (apply step ids, plus 'landing' and 'shop-search'), shown in training only. */
export const TRAINING_GUIDES: Readonly<Record<string, readonly TrainingGuideStep[]>> = {
  landing: [
    {
      anchor: HEADING,
      title: 'Start here with the customer',
      text: 'This is the page a customer reaches from the shop. In training every screen is marked TRAINING and nothing is sent to a real lender.',
    },
  ],
  'shop-search': [
    {
      anchor: `${HEADING}`,
      title: 'Find your shop',
      text: 'Search by ZIP, city or address and select your own shop: its lenders decide which applications the customer sees.',
    },
  ],
  'policy-content': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'Let the customer read and agree',
      text: 'The customer agrees to the privacy policy and terms themselves. Get Started works only once the box is checked.',
    },
  ],
  'getting-started': [
    {
      anchor: `${field('MOBILE_PHONE')}, ${HEADING}`,
      title: "Enter the customer's mobile phone",
      text: 'The customer gets a code by text to prove the phone is theirs. In training no text is sent: use the demo code shown on this page.',
    },
  ],
  'about-you': [
    {
      anchor: `${field('FIRST_NAME')}, ${HEADING}`,
      title: 'Names exactly as on the ID',
      text: 'Lenders match the name to the ID and the credit file; a nickname can decline the application. FILL ALL DATA in the toolbar types a sample customer.',
    },
    {
      anchor: `${field('EMAIL')}, ${HEADING}`,
      title: "The customer's own e-mail",
      text: 'Lenders send the agreement and statements here, so it must be an address the customer reads, never the shop’s.',
    },
  ],
  resident: [
    {
      anchor: `${field('ADDRESS1')}, ${HEADING}`,
      title: 'Home address, no P.O. box',
      text: 'The address is checked with the postal service; the customer confirms the corrected address before moving on.',
    },
  ],
  financial: [
    {
      anchor: `${field('ANNUAL_GROSS_INCOME')}, ${HEADING}`,
      title: 'Income before taxes',
      text: 'Ask for the yearly income before taxes from all sources the customer wants counted. It decides the credit limit.',
    },
    {
      anchor: `${field('SSN')}, ${HEADING}`,
      title: 'The customer types the SSN',
      text: 'Turn the screen to the customer for the SSN. In training the Application Type popup replaces it with a test SSN on submit.',
    },
  ],
  email: [{ anchor: HEADING, title: "The customer's own e-mail", text: 'Lenders send documents here.' }],
  phone: [
    {
      anchor: HEADING,
      title: 'Contact phone',
      text: 'The lender may call this number about the application.',
    },
  ],
  id: [
    {
      anchor: HEADING,
      title: 'Identification',
      text: 'Copy the ID number and expiry from the customer’s ID; lenders check them against the credit file.',
    },
  ],
  ssn: [
    {
      anchor: HEADING,
      title: 'The customer types the SSN',
      text: 'Turn the screen to the customer. In training a test SSN is used on submit.',
    },
  ],
  'coapp-select': [
    {
      anchor: HEADING,
      title: 'Apply alone or with a coapplicant',
      text: 'A coapplicant shares the account and their income counts too. Ask only when the customer wants one.',
    },
  ],
  'coapp-about-you': [
    {
      anchor: HEADING,
      title: "The coapplicant's details",
      text: 'The coapplicant fills this in themselves.',
    },
  ],
  'coapp-resident': [
    {
      anchor: HEADING,
      title: "The coapplicant's address",
      text: 'Checked with the postal service like the customer’s.',
    },
  ],
  'coapp-financial': [
    {
      anchor: HEADING,
      title: "The coapplicant's income",
      text: 'Yearly income before taxes, and their own SSN.',
    },
  ],
  summary: [
    {
      anchor: HEADING,
      title: 'Check everything with the customer',
      text: 'Each section has Edit. A mistake here is the most common reason for a decline.',
    },
  ],
  'app-select': [
    {
      anchor: HEADING,
      title: 'Choose the financing',
      text: "The shop's lenders are listed in order. The customer applies to one; after a decline the next one is offered.",
    },
  ],
  'cfna-submission': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'The customer agrees to the terms',
      text: 'Submitting runs a hard credit check with CFNA. In training a popup asks which result to show and uses a test SSN.',
    },
  ],
  'dignifi-submission': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'Three agreements, each read',
      text: 'Each box opens its disclosure; the customer agrees there. In training a popup asks which DigniFi result to show.',
    },
  ],
  'gnes-submission': [
    {
      anchor: HEADING,
      title: 'Check the offer first',
      text: 'Concora first checks for an offer without affecting the credit score; the customer then accepts it. In training the result is an approval.',
    },
  ],
  result: [
    {
      anchor: HEADING,
      title: 'The lender’s answer',
      text: 'Approved: give the customer the account details for checkout. Declined: other financing may still be offered below.',
    },
  ],
};
