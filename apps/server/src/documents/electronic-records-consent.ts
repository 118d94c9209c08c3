import { COMPANY, type LegalDocument } from './legal-document.js';

/**
 * Our own consent to electronic records (E-SIGN Act, 15 U.S.C. § 7001(c)): agreed on the policy page, before any
 * disclosure of ours is given electronically, and recorded with its version (document_consents). Each lender
 * asks its own consent for its own records (DigniFi's E-Sign Consent, Concora's electronic communications).
 */
export const ELECTRONIC_RECORDS_CONSENT: LegalDocument = {
  slug: 'electronic-records-consent',
  title: 'E-SIGN Consent',
  lastUpdated: 'November 25, 2026',
  intro: [
    `${COMPANY.name} gives you the disclosures, notices and terms of your financing application electronically: on screen, as PDF downloads, by e-mail and by text message. The law lets us do that only with your consent, given here before any of them is relied on.`,
  ],
  sections: [
    {
      heading: 'What this consent covers',
      blocks: [
        `The records ${COMPANY.name} gives you while you apply through it: the consumer data share disclosure, the Privacy Policy, the Terms and Conditions, the SMS Terms, the credit check notices shown before each submission, and the results and notices shown on screen. A lender you apply to gives you its own agreements and asks for its own consent.`,
      ],
    },
    {
      heading: 'Paper copies',
      blocks: [
        `You may ask for a paper copy of any of these records at no charge: e-mail ${COMPANY.supportEmail} with your name, mobile number and postal address, and we mail it within 10 business days.`,
      ],
    },
    {
      heading: 'Withdrawing your consent',
      blocks: [
        `You may withdraw this consent at any time, free of charge, by e-mailing ${COMPANY.supportEmail}. Withdrawing does not undo records already given electronically. Because the application is made on your phone, we cannot continue an application without it; you may still apply for financing with the shop's lenders directly.`,
      ],
    },
    {
      heading: 'What you need',
      blocks: [
        {
          list: [
            'A phone, tablet or computer with a current web browser (Safari, Chrome, Edge or Firefox, updated within the last two years) with JavaScript on.',
            'A PDF reader to open, save or print documents (built into current browsers and phones).',
            'An e-mail address and a mobile phone that can receive text messages, if you want records by e-mail or text.',
          ],
        },
        'If what you need changes in a way that could stop you reading or keeping these records, we will tell you and ask for your consent again.',
      ],
    },
    {
      heading: 'Keeping your contact details current',
      blocks: [`Tell us at ${COMPANY.supportEmail} when your e-mail address or mobile number changes.`],
    },
  ],
};
