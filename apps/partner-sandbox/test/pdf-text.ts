/**
 * The text lines of an uncompressed PDFKit document. PDFKit writes each line as a TJ array of hex strings
 * split at kerning adjustments ('[<5265646d6f6e6420> 100 <54697265> 0] TJ'); joining a line's hex pieces
 * gives the line back (built-in fonts use WinAnsi, read here as latin1).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
