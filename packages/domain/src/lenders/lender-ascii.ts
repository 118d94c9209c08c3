// Names and addresses as people write them, sent to lenders whose interfaces take ASCII only (decision 180).
//
// The consumer types "José Núñez", "O'Brien", "Reyes-Delacroix", "St. John" and keeps it: the form and our
// records hold the name as typed. The lenders' application interfaces (fixed-format bureau feeds behind them)
// take ASCII letters only, so each lender's mapping converts here, by this one tested table: accents are dropped
// (é → e, ñ → n), letters with no accent to drop are spelled out (ß → ss, Æ → AE), and typographic apostrophes and
// dashes become their ASCII forms. What a lender will receive is shown on the review page when it differs.
import { FIELD_CATALOGUE } from '../fields/field-catalogue.js';
import type { FormatKind } from '../fields/field-definition.js';
import type { FieldName } from '../fields/field-names.js';

/** Letters NFD does not split into a base letter and an accent, spelled as bureaus spell them. */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  // Typographic punctuation people's phones put in names and addresses.
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '\u00B4': "'",
  '`': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
};

const COMBINING_MARK = /\p{M}/gu;

/**
 * The value as an ASCII-only lender receives it. Characters with no ASCII form (a letter of another script)
 * are kept out of the ASCII result as '?', never silently dropped, so a check can catch them
 * (`hasAsciiForm`); the form's filters keep Latin letters only, so a consumer never reaches that.
 */
export function toLenderAscii(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFD').replace(COMBINING_MARK, '')) {
    const spelled = SPELLED[ch];
    if (spelled !== undefined) out += spelled;
    else if (ch.charCodeAt(0) < 0x80) out += ch;
    else out += '?';
  }
  return out;
}

/** True when every character has an ASCII form (accented Latin letters, the spelled letters, ASCII). */
export function hasAsciiForm(value: string): boolean {
  return !toLenderAscii(value).includes('?') || value.includes('?');
}

/** Fields typed as free text, where what a person writes and what an ASCII lender receives may differ. */
const WRITTEN_FORMATS: ReadonlySet<FormatKind> = new Set<FormatKind>([
  'name',
  'alpha',
  'text',
  'address',
  'street-address',
  'city',
  'free',
]);

/**
 * What a lender receives for a typed value when it differs from what the consumer typed (the review page shows
 * it beside the answer), else undefined.
 */
export function lenderFormIfDifferent(name: FieldName, value: string): string | undefined {
  if (!WRITTEN_FORMATS.has(FIELD_CATALOGUE[name].format)) return undefined;
  const sent = toLenderAscii(value);
  return sent === value ? undefined : sent;
}
