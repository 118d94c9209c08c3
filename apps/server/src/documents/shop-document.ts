import { formatPhone, type Locale } from '@ttapply/domain';
import { translate } from '../i18n/server-i18n.js';
import { documentIn, SHOP_TEMPLATES, type ShopTemplate } from './index.js';
import type { LegalDocument } from './legal-document.js';
import { renderPdf } from './render-pdf.js';

export interface ShopOnDocument {
  name: string;
  phoneNumber: string;
  addr1: string;
  addr2: string;
  city: string;
  state: string;
  zip: string;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The printable copy a shop hands over or the applicant downloads (lenders §7 "Print or download terms"):
 * the shop's name and address, the document, and the financing provider it was printed for (with the
 * applicant's state when the provider's terms depend on it, as DigniFi's do). Asked in Spanish, our documents
 * come in Spanish; a lender's document stays in English, page and frame alike (decision 232). `doc` is the
 * document as printed, for the e-mail that carries it.
 */
export async function shopDocumentPdf(input: {
  shop: ShopOnDocument;
  template: ShopTemplate;
  lender: { code: string; name: string };
  state?: { code: string; name: string } | undefined;
  locale?: Locale | undefined;
}): Promise<{ pdf: Buffer; filename: string; doc: LegalDocument; locale: Locale }> {
  const { shop, template, lender, state } = input;
  const { doc, locale } = documentIn(SHOP_TEMPLATES[template], input.locale ?? 'en');
  const lines = [shop.addr1, shop.addr2, `${shop.city}, ${shop.state} ${shop.zip}`].filter((l) => l.trim());
  if (shop.phoneNumber) lines.push(formatPhone(shop.phoneNumber));
  const facts: [string, string][] = [[translate(locale, 'document.financingProvider'), lender.name]];
  if (state) facts.push([translate(locale, 'document.stateOfResidence'), `${state.name} (${state.code})`]);
  const pdf = await renderPdf(
    doc,
    {
      heading: shop.name,
      lines,
      facts,
      notes: [translate(locale, 'document.printedFor', { shop: shop.name, lender: lender.name })],
    },
    locale,
  );
  const filename = `${[slug(shop.name), template, lender.code.toLowerCase(), state?.code.toLowerCase(), locale === 'en' ? undefined : locale].filter(Boolean).join('-')}.pdf`;
  return { pdf, filename, doc, locale };
}
