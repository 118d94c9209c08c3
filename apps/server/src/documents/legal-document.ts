import { withLang, type Locale } from '@ttapply/domain';
import { translate } from '../i18n/server-i18n.js';

/**
 * The product's documents as data, written once and rendered three ways: plain text (the data share
 * disclosure the application shows), HTML (/terms/*.html) and PDF (/terms/*.pdf and the shop's printable
 * copy). Texts stay in the WinAnsi range (no curly quotes or long dashes) so PDFKit's built-in fonts print
 * every character.
 */
export type Block = string | { list: string[] };

export interface DocumentSection {
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** File name under /terms without extension, and the PDF's file name. */
  slug: string;
  title: string;
  /** Shown under the title. */
  lastUpdated: string;
  intro: Block[];
  sections: DocumentSection[];
  closing?: Block[];
  /**
   * A translation only (decision 232): the `lastUpdated` of the English version it translates. A test holds it
   * to the English document's, so an English change cannot leave its translation behind unnoticed.
   */
  translates?: string;
}

/** The company the documents speak for; one place to change the contact when legal confirms it. */
export const COMPANY = {
  name: 'Text To Apply',
  supportEmail: 'support@texttoapply.com',
} as const;

const wrapBlock = (block: Block): string =>
  typeof block === 'string' ? block : block.list.map((item) => `- ${item}`).join('\n');

/** Plain text: the title in capitals, then paragraphs and '- ' lists separated by blank lines. */
export function renderText(doc: LegalDocument): string {
  const parts = [doc.title.toUpperCase(), ...doc.intro.map(wrapBlock)];
  for (const section of doc.sections)
    parts.push(`${section.heading}\n${section.blocks.map(wrapBlock).join('\n')}`);
  if (doc.closing) parts.push(...doc.closing.map(wrapBlock));
  return `${parts.join('\n\n')}\n`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const htmlBlock = (block: Block): string =>
  typeof block === 'string'
    ? `<p>${escapeHtml(block)}</p>`
    : `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1a1a1a;margin:0}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem}.updated{color:#555;margin-top:0}ul{padding-left:1.25rem}
li{margin:.25rem 0}a{color:#0b57d0}`;

/**
 * A complete, self-contained page (inline style only), titled with the product prefix (spec §2 point 14). `locale`
 * is the language `doc` is written in: the page's own words and its PDF link follow it.
 */
export function renderHtml(doc: LegalDocument, locale: Locale = 'en'): string {
  const body = [
    `<h1>${escapeHtml(doc.title)}</h1>`,
    `<p class="updated">${escapeHtml(translate(locale, 'document.lastUpdated', { date: doc.lastUpdated }))}</p>`,
    ...doc.intro.map(htmlBlock),
    ...doc.sections.map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2>${section.blocks.map(htmlBlock).join('')}</section>`,
    ),
    ...(doc.closing ?? []).map(htmlBlock),
    `<p><a href="${escapeHtml(withLang(`${doc.slug}.pdf`, locale))}" download>${escapeHtml(translate(locale, 'document.downloadPdf'))}</a></p>`,
  ];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(translate(locale, 'document.pageTitle', { title: doc.title }))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.join('\n')}
</main>
</body>
</html>
`;
}
