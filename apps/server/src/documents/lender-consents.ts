import { COMPANY, type LegalDocument } from './legal-document.js';

/**
 * The two agreements a DigniFi application asks for besides its terms (lenders §2 "DigniFi needs three
 * agreements (terms/privacy, e-sign, credit pull)"), as the printable copies the shop document route serves
 * (`template=esign`, `template=credit-pull`). The lender's own framed disclosures are the ones agreed to;
 * these copies say what they cover, for the applicant's records.
 */
export const ESIGN_CONSENT: LegalDocument = {
  slug: 'esign-consent',
  title: 'E-Sign Consent',
  lastUpdated: 'November 1, 2025',
  intro: [
    `You agree that the financing provider you apply to through ${COMPANY.name} may give you disclosures, notices, agreements and other records electronically, and that your electronic signature has the same effect as a signature on paper.`,
  ],
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'A device with a current web browser, an e-mail address, and a way to save or print PDF documents.',
      ],
    },
    {
      heading: 'Paper copies and withdrawing consent',
      blocks: [
        'You may ask the financing provider for a paper copy of any record at no charge, and you may withdraw this consent at any time by contacting the provider. Withdrawing consent does not affect records already provided electronically.',
      ],
    },
  ],
};

export const CREDIT_REPORT_AUTHORIZATION: LegalDocument = {
  slug: 'credit-report-authorization',
  title: 'Credit Report Authorization',
  lastUpdated: 'November 1, 2025',
  intro: [
    'You authorize the financing provider you apply to, and its service providers, to obtain consumer reports about you from one or more consumer reporting agencies to decide on your application and, if it is approved, to review, keep or collect your account.',
  ],
  sections: [
    {
      heading: 'Hard and soft credit checks',
      blocks: [
        'A credit application results in a hard inquiry, which may affect your credit score. A prequalification uses a soft inquiry, which does not. The screen before each submission tells you which one the provider makes.',
      ],
    },
  ],
};
