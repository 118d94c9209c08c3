import { MILE_DOCUMENTS, MILE_OFFER_TERMS, type MileDocument } from '../lenders/mile/decisions.js';
import type { LenderDocument } from './lender-document.js';

/** The MILE offer documents whose URLs the prequal answer carries (lenders §3 "MILE prequal data"). */
export function mileDocument(doc: MileDocument, offerId: string): LenderDocument {
  const t = MILE_OFFER_TERMS;
  const intro = [`Offer ${offerId}. Sandbox document for training and testing.`];
  switch (doc) {
    case 'doc6':
      return {
        title: MILE_DOCUMENTS.doc6,
        intro,
        sections: [
          {
            heading: 'Interest Rates and Interest Charges',
            box: {
              caption: 'Summary of Credit Terms',
              rows: [
                ['Annual Percentage Rate (APR) for Purchases', `${t.apr}%`],
                ['APR for Cash Advances', `${t.cashadvanceapr}%`],
                [
                  'Annual Fee',
                  `$${t.annualfee} for the first year; then $${t.annualfeefuture}, billed monthly`,
                ],
                [
                  'Account Maintenance Fee',
                  `$${t.accountmaintenancefee} a year, billed monthly; not billed for the first 12 months`,
                ],
                ['Late Payment Fee', `Up to $${t.latepaymentfee}`],
              ],
            },
            paragraphs: [
              'The annual fee is charged to the account when it opens and reduces your initial available credit.',
            ],
          },
        ],
      };
    case 'doc8':
      return {
        title: MILE_DOCUMENTS.doc8,
        intro,
        sections: [
          {
            heading: 'Your Agreement',
            paragraphs: [
              'You promise to pay all amounts charged to your account, with interest and fees, as stated in the Summary of Credit Terms.',
            ],
          },
        ],
      };
    case 'doc9':
      return {
        title: MILE_DOCUMENTS.doc9,
        intro,
        sections: [
          {
            heading: 'What We Do With Your Personal Information',
            paragraphs: [
              'We use your information to process your application and service your account, as the law permits.',
            ],
          },
        ],
      };
  }
}
