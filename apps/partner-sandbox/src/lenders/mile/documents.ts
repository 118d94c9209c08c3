import { MILE_DOCUMENTS, MILE_OFFER_TERMS, type MileDocument } from './decisions.js';
import type { LenderDocument } from '../../documents/lender-document.js';

/**
 * The MILE offer documents whose URLs the prequal answer carries (lenders §3 "MILE prequal data"); without
 * an offer id, the standard Summary of Credit Terms reviewed before the prequal (lenders §2 "MILE screens").
 */
export function mileDocument(doc: MileDocument, offerId?: string): LenderDocument {
  const t = MILE_OFFER_TERMS;
  const intro = [
    offerId
      ? `Offer ${offerId}. Sandbox document for training and testing.`
      : 'Standard terms of a prequalified account. Sandbox document for training and testing.',
  ];
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

/** The lender's 'Add Card to Wallet' page (lenders §4 "Result screen" MILE), opened in a new tab. */
export function mileWalletPage(reference: string): LenderDocument {
  return {
    title: 'Add Card to Wallet',
    intro: [`Account ${reference}. Sandbox page for training and testing.`],
    sections: [
      {
        heading: 'Your card is ready for your digital wallet',
        paragraphs: ['In production the card issuer adds the card to Apple Pay or Google Pay from here.'],
      },
    ],
  };
}
