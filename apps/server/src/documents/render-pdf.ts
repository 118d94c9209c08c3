import type { Locale } from '@ttapply/domain';
import PDFDocument from 'pdfkit';
import { translate } from '../i18n/server-i18n.js';
import { COMPANY, type Block, type LegalDocument } from './legal-document.js';

export interface PdfPreamble {
  /** Printed in bold above the document, e.g. the shop's name. */
  heading: string;
  /** Lines under the heading: address, phone. */
  lines: string[];
  /** Label and value pairs after the title: financing provider, state. */
  facts: [string, string][];
  /** Paragraphs before the document's own text. */
  notes: string[];
}

const MARGIN = 56;
const BODY = 10.5;

function block(pdf: PDFKit.PDFDocument, item: Block) {
  if (typeof item === 'string') {
    pdf.font('Helvetica').fontSize(BODY).text(item, { paragraphGap: 6 });
  } else {
    pdf
      .font('Helvetica')
      .fontSize(BODY)
      .list(item.list, { bulletRadius: 1.6, textIndent: 12, paragraphGap: 3 });
    pdf.moveDown(0.4);
  }
}

/**
 * A document as PDF with PDFKit's built-in Helvetica. Streams are left uncompressed: these are a few pages
 * of text, and plain content keeps the text searchable by tests and by tools that skip inflating streams.
 * `locale` is the language `doc` is written in (WinAnsi holds Spanish's letters and marks).
 */
export function renderPdf(
  doc: LegalDocument,
  preamble?: PdfPreamble,
  locale: Locale = 'en',
): Promise<Buffer> {
  const pdf = new PDFDocument({
    lang: locale,
    size: 'LETTER',
    margin: MARGIN,
    compress: false,
    info: {
      Title: preamble ? `${doc.title} - ${preamble.heading}` : doc.title,
      Author: COMPANY.name,
      Subject: doc.title,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  if (preamble) {
    pdf.font('Helvetica-Bold').fontSize(13).text(preamble.heading);
    pdf.font('Helvetica').fontSize(BODY);
    for (const line of preamble.lines) pdf.text(line);
    pdf.moveDown(1.2);
  }
  pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(translate(locale, 'document.lastUpdated', { date: doc.lastUpdated }));
  pdf.fillColor('black').moveDown(0.8);
  if (preamble) {
    for (const [label, value] of preamble.facts) {
      pdf.font('Helvetica-Bold').fontSize(BODY).text(`${label}: `, { continued: true });
      pdf.font('Helvetica').text(value);
    }
    pdf.moveDown(0.6);
    for (const note of preamble.notes) block(pdf, note);
  }
  for (const item of doc.intro) block(pdf, item);
  for (const section of doc.sections) {
    pdf.moveDown(0.4);
    pdf.font('Helvetica-Bold').fontSize(12.5).text(section.heading, { paragraphGap: 4 });
    for (const item of section.blocks) block(pdf, item);
  }
  for (const item of doc.closing ?? []) block(pdf, item);
  pdf.end();
  return done;
}
