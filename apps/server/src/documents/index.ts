import type { Locale } from '@ttapply/domain';
import { DATA_SHARE_DISCLOSURE_DOCUMENT } from './data-share-disclosure.js';
import { ELECTRONIC_RECORDS_CONSENT } from './electronic-records-consent.js';
import { DATA_SHARE_DISCLOSURE_DOCUMENT_ES } from './es/data-share-disclosure.js';
import { ELECTRONIC_RECORDS_CONSENT_ES } from './es/electronic-records-consent.js';
import { PRIVACY_NOTICE_ES } from './es/privacy-notice.js';
import { SMS_TERMS_ES } from './es/sms-terms.js';
import { TERMS_AND_CONDITIONS_ES } from './es/terms-and-conditions.js';
import { renderText, type LegalDocument } from './legal-document.js';
import { CREDIT_REPORT_AUTHORIZATION, ESIGN_CONSENT } from './lender-consents.js';
import { PRIVACY_NOTICE } from './privacy-notice.js';
import { SMS_TERMS } from './sms-terms.js';
import { TERMS_AND_CONDITIONS } from './terms-and-conditions.js';

export { renderHtml, renderText, type LegalDocument } from './legal-document.js';
export { renderPdf, type PdfPreamble } from './render-pdf.js';

/** Served under /terms as `<slug>.html` and `<slug>.pdf` (spec §7 "Static documents"). */
export const TERMS_DOCUMENTS: readonly LegalDocument[] = [
  PRIVACY_NOTICE,
  TERMS_AND_CONDITIONS,
  SMS_TERMS,
  ELECTRONIC_RECORDS_CONSENT,
];

/**
 * What the policy page's agreement covers (spec §2 screen 5), each recorded with its version (the date it was
 * last updated) when the consumer verifies their phone after agreeing (decision 189).
 */
export const POLICY_DOCUMENTS: readonly LegalDocument[] = [
  DATA_SHARE_DISCLOSURE_DOCUMENT,
  PRIVACY_NOTICE,
  TERMS_AND_CONDITIONS,
  SMS_TERMS,
  ELECTRONIC_RECORDS_CONSENT,
];

/** The `template` values of the shop document route (lenders §7 "Print or download terms"). */
export const SHOP_TEMPLATES = {
  privacy: PRIVACY_NOTICE,
  terms: TERMS_AND_CONDITIONS,
  'sms-terms': SMS_TERMS,
  disclosure: DATA_SHARE_DISCLOSURE_DOCUMENT,
  // DigniFi's other two agreements (lenders §2).
  esign: ESIGN_CONSENT,
  'credit-pull': CREDIT_REPORT_AUTHORIZATION,
} as const satisfies Record<string, LegalDocument>;
export type ShopTemplate = keyof typeof SHOP_TEMPLATES;

/**
 * Our documents in each other language, by the English document's slug (decision 232). A lender's documents
 * (DigniFi's E-Sign Consent and Credit Report Authorization, Concora's disclosures) have none: they stay in
 * English, as the lender wrote them.
 */
export const TRANSLATED_DOCUMENTS: Readonly<Record<Exclude<Locale, 'en'>, Record<string, LegalDocument>>> = {
  es: Object.fromEntries(
    [
      PRIVACY_NOTICE_ES,
      TERMS_AND_CONDITIONS_ES,
      SMS_TERMS_ES,
      DATA_SHARE_DISCLOSURE_DOCUMENT_ES,
      ELECTRONIC_RECORDS_CONSENT_ES,
    ].map((doc) => [doc.slug, doc]),
  ),
};

/** `doc` in `locale` when we have it in that language, else the English one; `locale` is the one it is in. */
export function documentIn(doc: LegalDocument, locale: Locale): { doc: LegalDocument; locale: Locale } {
  const translated = locale === 'en' ? undefined : TRANSLATED_DOCUMENTS[locale][doc.slug];
  return translated ? { doc: translated, locale } : { doc, locale: 'en' };
}

/** GET /api/consumer-data-share-disclosure.txt (`?locale=es`: in Spanish). */
export const DATA_SHARE_DISCLOSURE = renderText(DATA_SHARE_DISCLOSURE_DOCUMENT);
export const DATA_SHARE_DISCLOSURES: Readonly<Record<Locale, string>> = {
  en: DATA_SHARE_DISCLOSURE,
  es: renderText(DATA_SHARE_DISCLOSURE_DOCUMENT_ES),
};
