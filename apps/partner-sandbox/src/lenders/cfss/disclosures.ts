import { esignConsentParagraphs } from '../../documents/esign-consent.js';
import type { LenderDocument } from '../../documents/lender-document.js';
import {
  LENDER_ADMINISTERED,
  LOAN_NOT_AVAILABLE,
  US_STATES,
  type UsState,
} from '../../documents/us-states.js';
import { CFSS_BANK } from './bank.js';

export const CFSS_DOCS = ['terms', 'esign', 'credit-pull'] as const;
export type CfssDoc = (typeof CFSS_DOCS)[number];

function stateParagraph(state: UsState): string {
  const name = US_STATES[state];
  if (LOAN_NOT_AVAILABLE.includes(state)) return `Loans are not available to residents of ${name}.`;
  if (LENDER_ADMINISTERED.includes(state)) {
    return `For residents of ${name}, loans are made and administered by ${CFSS_BANK}.`;
  }
  return `For residents of ${name}, loans are made by ${CFSS_BANK} and serviced by DigniFi.`;
}

/**
 * DigniFi's three state-specific disclosures (lenders §2 "Review and submission pages": DigniFi needs three
 * agreements: terms/privacy, e-sign, credit pull), shown in an iframe on the submission page.
 */
export function cfssDisclosure(doc: CfssDoc, state: UsState): LenderDocument {
  const stateLine = stateParagraph(state);
  switch (doc) {
    case 'terms':
      return {
        title: 'DigniFi Terms of Use and Privacy Policy',
        intro: [`State: ${US_STATES[state]}.`, stateLine],
        sections: [
          {
            heading: 'Terms of Use',
            paragraphs: [
              'Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.',
              'Your loan agreement states the amount financed, the APR, the payment schedule and all fees before you sign it.',
            ],
          },
          {
            heading: 'Privacy Policy',
            paragraphs: [
              'We collect the information in your application to decide on it, to service your loan and as the law requires. We do not sell your personal information.',
            ],
          },
        ],
      };
    case 'esign':
      return {
        title: 'DigniFi E-Sign Consent',
        intro: [`State: ${US_STATES[state]}.`, stateLine],
        sections: [
          {
            heading: 'Consent to Electronic Records and Signatures',
            paragraphs: [
              'You agree to receive your loan documents, disclosures and notices electronically and to sign them electronically.',
              ...esignConsentParagraphs({
                lender: 'DigniFi',
                covers: 'this loan application and, if it is approved, your loan',
                phone: '1-800-555-0143',
                email: 'esign@dignifi.example',
                mail: 'DigniFi, P.O. Box 2700, Fort Collins, CO 80522',
              }),
            ],
          },
        ],
      };
    case 'credit-pull':
      return {
        title: 'DigniFi Credit Report Authorization',
        intro: [`State: ${US_STATES[state]}.`, stateLine],
        sections: [
          {
            heading: 'Authorization to Obtain Credit Reports',
            paragraphs: [
              'You authorize DigniFi and its lending partners to obtain your consumer credit report to evaluate this application. This may affect your credit score.',
            ],
          },
        ],
      };
  }
}
