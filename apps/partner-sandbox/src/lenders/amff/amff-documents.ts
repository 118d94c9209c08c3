import { AFF_MIN_AMOUNT } from './contracts.js';
import { esignConsentParagraphs } from '../../documents/esign-consent.js';
import { escapeHtml } from '../../documents/lender-document.js';
/**
 * AFF's consumer documents (lenders §3 "AFF terms have html per type: terms, disclaimer, arbitration, tcpa,
 * privacyPolicy, paymentAuth"), written from the installment-lender terms of lenders §9. Plain HTML: the app
 * sanitises whatever a lender sends before showing it (lenders §8).
 */
export interface AmffDocuments {
  terms: string;
  disclaimer: string;
  arbitration: string;
  tcpa: string;
  privacyPolicy: string;
  paymentAuth: string;
  /** Consent to electronic records and signatures (E-SIGN §7001(c)), asked before signing. */
  esign: string;
}

function doc(title: string, paragraphs: string[]): string {
  return `<h2>${escapeHtml(title)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`;
}

/** The documents for one shop; the shop's name is printed as the seller. */
export function amffDocuments(shopName: string): AmffDocuments {
  return {
    terms: doc('Terms and Conditions', [
      `American First Finance offers loans of $${AFF_MIN_AMOUNT} to $5,000 with APRs of 39% to 180% and lengths of 6 to 24 months for purchases at ${shopName}.`,
      'A late fee of 5% of the unpaid amount or $30, whichever is greater, applies to a late payment. A returned payment fee of $20 applies to each returned payment.',
    ]),
    disclaimer: doc('Disclaimer', [
      'Approval is not guaranteed. American First Finance may verify the information you give, including your identity, income and bank account.',
    ]),
    arbitration: doc('Arbitration Agreement', [
      'You may reject this arbitration agreement by notice within 30 days. Before a claim, the party with the claim gives the other 30 days notice.',
      'If an arbitrator awards you more than our last offer, we pay a special payment of $10,000 or the award, whichever is greater, and an attorney premium of up to $2,500 or 50% of the fees. Claims above $50,000 may be appealed to a panel.',
    ]),
    tcpa: doc('Telemarketing Consent', [
      'You agree that American First Finance and its agents may call or text the numbers you gave, including with automated technology, about your account and offers. Consent is not a condition of credit.',
    ]),
    privacyPolicy: doc('Privacy Policy', [
      'American First Finance collects the information in your application to decide on credit, to service your account and as the law requires. We do not sell it.',
    ]),
    esign: doc('Consent to Electronic Records and Signatures', [
      'You agree to receive your loan agreement, disclosures and notices electronically and to sign them electronically.',
      ...esignConsentParagraphs({
        lender: 'American First Finance',
        covers: 'this loan and its agreement',
        phone: '1-800-555-0144',
        email: 'esign@americanfirstfinance.example',
        mail: 'American First Finance, P.O. Box 565848, Dallas, TX 75356',
      }),
    ]),
    paymentAuth: doc('Recurring Payment Authorization', [
      'You authorize American First Finance to debit your account from $1 up to the amounts owed, on the due dates of your payment schedule.',
      'We give you 10 days notice when a debit varies. A returned debit may be re-initiated up to two times. You may revoke this authorization at least 3 business days before a payment, and tell us of a bank change at least 5 business days before it.',
    ]),
  };
}
