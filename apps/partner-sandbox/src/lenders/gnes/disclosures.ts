import { esignConsentParagraphs } from '../../documents/esign-consent.js';
import type { LenderDocument } from '../../documents/lender-document.js';

/** The bank that issues the GNES (Concora) card; lenders §2 "GNES terms": "issued by a bank (Member FDIC)". */
export const GNES_ISSUER = 'The Bank of Missouri, Member FDIC';

/** Card terms printed in the summary-of-terms box and the Schumer box. */
export const GNES_CARD_TERMS = {
  purchaseApr: '35.90%',
  cashAdvanceApr: '35.90%',
  annualFee: '$75 for the first year, then $99 annually',
  latePaymentFee: 'Up to $41',
  returnedPaymentFee: 'Up to $41',
  cashAdvanceFee: 'Either $5 or 5% of the amount of each cash advance, whichever is greater',
  foreignTransactionFee: '1% of each transaction in U.S. dollars',
  gracePeriod: 'At least 25 days after the close of each billing cycle',
  // The same figures as the offer's `offerTerms` carries them (lenders/gnes: GNES_COSTS).
  purchaseAprPercent: '35.90',
  annualFeeCents: 7500,
  annualFeeLaterCents: 9900,
  lateFeeCents: 4100,
} as const;

/**
 * GNES disclosures (lenders §2 "GNES terms"): Terms & Conditions with a summary-of-terms box and the Schumer
 * box, Application Authorization Disclosures, Credit Card Agreement, Loan Acceptance Disclosure, and the
 * Consent to Electronic Communications the overlay asks the applicant to agree to.
 */
export function gnesDisclosures(orderId: string): LenderDocument {
  const t = GNES_CARD_TERMS;
  return {
    title: 'Concora Credit Mastercard Disclosures',
    intro: [
      `Offer reference: ${orderId}. Sandbox document for training and testing.`,
      `By accepting this offer you apply for a credit card account issued by ${GNES_ISSUER}, and you confirm that you have read the Terms & Conditions, the Consent to Electronic Communications and the Application Authorization Disclosures below.`,
    ],
    sections: [
      {
        heading: 'Terms & Conditions',
        box: {
          caption: 'Summary of Terms',
          rows: [
            ['Credit limit', 'As shown in your pre-qualification offer'],
            ['Annual fee', t.annualFee],
            ['Purchase APR', t.purchaseApr],
            ['Payment due', 'Monthly; minimum payment shown on each statement'],
          ],
        },
        paragraphs: [
          'The account is opened only if you accept this offer and the information you gave is verified.',
        ],
      },
      {
        heading: 'Interest Rates and Interest Charges',
        box: {
          caption: 'Schumer Box',
          rows: [
            ['Annual Percentage Rate (APR) for Purchases', t.purchaseApr],
            ['APR for Cash Advances', t.cashAdvanceApr],
            [
              'How to Avoid Paying Interest on Purchases',
              `Your due date is ${t.gracePeriod.toLowerCase()}. We will not charge you interest on purchases if you pay your entire balance by the due date each month.`,
            ],
            ['Minimum Interest Charge', 'None'],
            ['Annual Fee', t.annualFee],
            ['Cash Advance Fee', t.cashAdvanceFee],
            ['Foreign Transaction Fee', t.foreignTransactionFee],
            ['Late Payment Fee', t.latePaymentFee],
            ['Returned Payment Fee', t.returnedPaymentFee],
          ],
        },
        paragraphs: [
          'How we calculate your balance: we use a method called "average daily balance (including new purchases)".',
        ],
      },
      {
        heading: 'Application Authorization Disclosures',
        paragraphs: [
          'You authorize the issuer and its service providers to obtain consumer reports about you to evaluate this application and, if an account is opened, to review, maintain and collect it.',
          'You certify that the information you provided is true and complete.',
        ],
      },
      {
        heading: 'Credit Card Agreement',
        paragraphs: [
          'This agreement governs the credit card account. You promise to pay all amounts charged to the account, together with interest and fees, as described in the Schumer box above.',
          'We may change the terms of this agreement as the law permits, with advance notice where required.',
        ],
      },
      {
        heading: 'Loan Acceptance Disclosure',
        paragraphs: [
          'By selecting Accept Offer you accept the credit card offer on the terms above. Your card will be mailed to the address on your application.',
        ],
      },
      {
        heading: 'Consent to Electronic Communications',
        paragraphs: [
          'You agree that we may give you disclosures, notices and statements electronically, at the email address you provided or within this application.',
          ...esignConsentParagraphs({
            lender: 'Concora Credit',
            covers: 'this application and, if it is approved, your credit card account',
            phone: '1-800-555-0146',
            email: 'esign@concoracredit.example',
            mail: 'Concora Credit, P.O. Box 4477, Beaverton, OR 97076',
          }),
        ],
      },
    ],
  };
}
