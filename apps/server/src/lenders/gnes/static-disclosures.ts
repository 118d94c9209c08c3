import type { LegalDocument } from '../../documents/legal-document.js';

/**
 * The Concora (GNES) disclosures the app keeps as static files (lenders §7: /terms/gnes/disclosures.txt and
 * /terms/gnes/pdfDisclosures.txt, base64 html and pdf). They are the fallback when the lender's own
 * per-offer disclosures cannot be fetched: the same sections as lenders §2 "GNES terms", with the figures
 * pointing at the offer, because only the lender's offer knows the consumer's rates and limit.
 */
export const GNES_DISCLOSURES: LegalDocument = {
  slug: 'gnes-disclosures',
  title: 'Concora Credit Card Disclosures',
  lastUpdated: 'November 1, 2025',
  intro: [
    'You are applying for a credit card account issued by a bank, Member FDIC, and serviced by Concora Credit. Before you accept your pre-qualification offer, please read the Terms & Conditions, the Consent to Electronic Communications and the Application Authorization Disclosures below.',
  ],
  sections: [
    {
      heading: 'Terms & Conditions',
      blocks: [
        'Summary of terms: your credit limit, Annual Percentage Rate (APR) for purchases, annual fee and monthly fee are the ones shown in your pre-qualification offer. The offer is valid only for the person named in it.',
        {
          list: [
            'Annual Percentage Rate (APR) for Purchases: as shown in your offer. This APR will vary with the market based on the Prime Rate.',
            'How to Avoid Paying Interest: your due date is at least 25 days after the close of each billing cycle. We will not charge you interest on purchases if you pay your entire balance by the due date each month.',
            'Fees: annual fee and monthly fee as shown in your offer; late payment up to $41; returned payment up to $41.',
            'For Credit Card Tips from the Consumer Financial Protection Bureau: visit www.consumerfinance.gov/learnmore.',
          ],
        },
      ],
    },
    {
      heading: 'Application Authorization Disclosures',
      blocks: [
        'By accepting the offer you ask the bank to open a credit card account in your name. You authorize the bank and Concora Credit to obtain consumer reports about you, now and later, to decide on this application and to review, keep or collect your account. Accepting the offer results in a hard credit inquiry, which may affect your credit score. You confirm that the information you gave is true and complete.',
      ],
    },
    {
      heading: 'Credit Card Agreement',
      blocks: [
        'If your account is opened, the Credit Card Agreement sent with your card governs it, together with these disclosures. It explains how interest is charged, how payments are applied, and your billing rights.',
      ],
    },
    {
      heading: 'Loan Acceptance Disclosure',
      blocks: [
        'Federal law requires us to obtain, verify and record information that identifies each person who opens an account. We may ask for your name, address, date of birth and other information that identifies you.',
      ],
    },
    {
      heading: 'Consent to Electronic Communications',
      blocks: [
        'You agree to receive disclosures, notices and statements about your application and account electronically. You may withdraw this consent or ask for paper copies at any time by calling Concora Credit at 1-866-333-5570.',
      ],
    },
  ],
  closing: [
    'Prescreen & opt-out notice: you can choose to stop receiving prescreened offers of credit from this and other companies by calling toll-free 1-888-567-8688.',
  ],
};
