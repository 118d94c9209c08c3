// Input filtering (spec §5 "Input filtering"). The same function runs on every keystroke and on paste, so a
// pasted value ends up exactly as if it had been typed (filter(filter(a) + b) === filter(a + b)).

export const INPUT_FILTER_KINDS = ['number', 'phone', 'alpha', 'text', 'zip', 'id-number', 'none'] as const;
export type InputFilterKind = (typeof INPUT_FILTER_KINDS)[number];

/** Spec §5: "Default max length 100." */
export const DEFAULT_MAX_LENGTH = 100;

const ALLOWED: Record<Exclude<InputFilterKind, 'none'>, RegExp> = {
  number: /[0-9]/,
  // Phone keeps digits, hyphen and parentheses; the max length counts digits only so a formatted
  // '(555) 123-4567' is not cut short by its punctuation.
  phone: /[0-9()-]/,
  // Letters are letters as names are written (decision 180): accented Latin letters, and the apostrophe, hyphen
  // and period of O'Brien, Reyes-Delacroix and St. John. Lenders that take ASCII get the converted form
  // (lenders/lender-ascii.ts), never a silently shortened one.
  alpha: /[\p{Script=Latin}\p{M} '\u2019.-]/u,
  // Employer, issuer and the like: the same letters, digits, and the punctuation of "Smith & Sons, Inc." and
  // "AT&T". Never '|': it separates the secondary ID's parts (lenders/app-data-mapping.ts).
  text: /[\p{Script=Latin}\p{M}0-9 '\u2019.,&#/-]/u,
  // Spec: "zip keeps digits, hyphen and Z" — read literally (upper-case Z only), see docs/decisions/010.
  zip: /[0-9Z-]/,
  'id-number': /[A-Za-z0-9 *]/,
};

/** Filters typed or pasted text for a field of the given kind and enforces its max length. */
export function filterInput(
  kind: InputFilterKind,
  raw: string,
  maxLength: number = DEFAULT_MAX_LENGTH,
): string {
  let out = '';
  let counted = 0;
  for (const ch of Array.from(raw)) {
    if (kind !== 'none' && !ALLOWED[kind].test(ch)) continue;
    const counts = kind !== 'phone' || /[0-9]/.test(ch);
    if (counted >= maxLength) break;
    out += ch;
    if (counts) counted += 1;
  }
  return out;
}

/**
 * The characters the filter left out of what was typed or pasted (each once, in order), so the field can say
 * so: nothing typed vanishes without a message. The max length is not counted: the field stops taking input
 * there, which the person sees.
 */
export function droppedByFilter(kind: InputFilterKind, raw: string): string[] {
  if (kind === 'none') return [];
  const dropped: string[] = [];
  for (const ch of Array.from(raw)) {
    if (!ALLOWED[kind].test(ch) && !dropped.includes(ch)) dropped.push(ch);
  }
  return dropped;
}

export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** Formats the digits of a phone as '(xxx) xxx-xxxx', progressively while it is being typed (spec §5). */
export function formatPhone(digits: string): string {
  const d = digitsOnly(digits).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
