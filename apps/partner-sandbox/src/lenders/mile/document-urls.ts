import type { MileDocument } from './decisions.js';

/** Where this sandbox serves an offer document (document-routes.ts). */
export function mileDocumentUrl(
  origin: string,
  offerId: string,
  doc: MileDocument,
  kind: 'html' | 'pdf',
): string {
  return `${origin}/lenders/MILE/documents/${offerId}/${doc}.${kind}`;
}

/** The lender's 'Add Card to Wallet' page for an approved card (served by document-routes.ts). */
export function mileWalletUrl(origin: string, reference: string): string {
  return `${origin}/lenders/MILE/wallet/${encodeURIComponent(reference)}`;
}

/**
 * The Summary of Credit Terms a shop's applicants review before the prequal (lenders §2 "MILE screens", §3
 * "Terms document", §7 "MILE credit terms"): the standard terms, not yet an offer.
 */
export function mileTermsUrls(origin: string): { documentImageHtmlURL: string; documentImageURL: string } {
  return {
    documentImageHtmlURL: `${origin}/lenders/MILE/summary-of-credit-terms/doc6.html`,
    documentImageURL: `${origin}/lenders/MILE/summary-of-credit-terms/doc6.pdf`,
  };
}
