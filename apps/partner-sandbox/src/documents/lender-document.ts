import PDFDocument from 'pdfkit';

/** A table of label → value rows: the summary-of-terms box and the Schumer box. */
export interface TermsBox {
  caption: string;
  rows: [string, string][];
}

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  box?: TermsBox;
}

/** A lender's disclosure document, rendered as HTML (iframes, base64) and as PDF (download, print). */
export interface LenderDocument {
  title: string;
  intro: string[];
  sections: DocumentSection[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, for every document the sandbox writes as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A self-contained page: no scripts, no outside resources (it is framed by the app and shown as base64). */
export function renderHtml(doc: LenderDocument): string {
  const parts = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.45;margin:16px;color:#111}',
    'h1{font-size:20px}h2{font-size:16px;margin-top:24px}table{border-collapse:collapse;width:100%;margin:8px 0}',
    'caption{font-weight:bold;text-align:left;padding:4px 0}th,td{border:1px solid #444;padding:6px;text-align:left;vertical-align:top}</style>',
    '</head><body>',
    `<h1>${escapeHtml(doc.title)}</h1>`,
    ...doc.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
  ];
  for (const section of doc.sections) {
    parts.push(`<section id="${slug(section.heading)}"><h2>${escapeHtml(section.heading)}</h2>`);
    if (section.box) {
      parts.push(`<table><caption>${escapeHtml(section.box.caption)}</caption><tbody>`);
      for (const [label, value] of section.box.rows) {
        parts.push(`<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
      }
      parts.push('</tbody></table>');
    }
    parts.push(...section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), '</section>');
  }
  parts.push('</body></html>');
  return parts.join('\n');
}

/** The same document as a PDF (PDFKit's built-in Helvetica; uncompressed so its text stays searchable). */
export function renderPdf(doc: LenderDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'LETTER', margin: 56, compress: false, info: { Title: doc.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(doc.title, { paragraphGap: 8 });
  for (const p of doc.intro) pdf.font('Helvetica').fontSize(10.5).text(p, { paragraphGap: 6 });
  for (const section of doc.sections) {
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(13).text(section.heading, { paragraphGap: 4 });
    if (section.box) {
      pdf.font('Helvetica-Bold').fontSize(10.5).text(section.box.caption, { paragraphGap: 3 });
      for (const [label, value] of section.box.rows) {
        pdf.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
        pdf.font('Helvetica').text(value, { paragraphGap: 2 });
      }
      pdf.moveDown(0.4);
    }
    for (const p of section.paragraphs) pdf.font('Helvetica').fontSize(10.5).text(p, { paragraphGap: 6 });
  }
  pdf.end();
  return done;
}
