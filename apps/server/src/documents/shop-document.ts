import { formatPhone } from '@ttapply/domain';
import { SHOP_TEMPLATES, type ShopTemplate } from './index.js';
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
 * applicant's state when the provider's terms depend on it, as DigniFi's do).
 */
export async function shopDocumentPdf(input: {
  shop: ShopOnDocument;
  template: ShopTemplate;
  lender: { code: string; name: string };
  state?: { code: string; name: string } | undefined;
}): Promise<{ pdf: Buffer; filename: string }> {
  const { shop, template, lender, state } = input;
  const doc = SHOP_TEMPLATES[template];
  const lines = [shop.addr1, shop.addr2, `${shop.city}, ${shop.state} ${shop.zip}`].filter((l) => l.trim());
  if (shop.phoneNumber) lines.push(formatPhone(shop.phoneNumber));
  const facts: [string, string][] = [['Financing provider', lender.name]];
  if (state) facts.push(['State of residence', `${state.name} (${state.code})`]);
  const pdf = await renderPdf(doc, {
    heading: shop.name,
    lines,
    facts,
    notes: [
      `This copy was printed at ${shop.name} for an application with ${lender.name}. ${lender.name} sets the terms of any credit it offers; its own agreement and disclosures, given to you before you accept an offer, govern your account.`,
    ],
  });
  const filename = `${[slug(shop.name), template, lender.code.toLowerCase(), state?.code.toLowerCase()].filter(Boolean).join('-')}.pdf`;
  return { pdf, filename };
}
