// One function per format kind, each returning the exact message of spec §5 (or lenders §5) or undefined.
// They only see non-empty values: emptiness and request state are handled once in validate-field.ts.
import { cardExpiryYears, calendarDate, compareDates, ageOn, parseDate, MAX_AGE, MIN_AGE } from './dates.js';
import { abaRoutingValid, luhnValid } from './checksums.js';
import { MESSAGES } from './messages.js';
import type { FieldDefinition, FormatKind } from '../fields/field-definition.js';
import { digitsOnly } from '../fields/input-filters.js';

export interface FormatContext {
  readonly definition: FieldDefinition;
  readonly today: Date;
}

type FormatRule = (value: string, ctx: FormatContext) => string | undefined;

// Spec §5: an address needs a word, a separator and another word ('123 Main').
const ADDRESS = /[A-Za-z0-9]+[\s.,#/-]+[A-Za-z0-9]+/;
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box)\b/i;
const ZIP = /^\d{5}(?:-\d{4})?$/;
// "or Canadian-style postal code" (spec §5): A1A 1A1, with an optional space or hyphen.
const POSTAL_CODE_CA = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
// The spec shows the e-mail pattern only as {email}; this is the common local@domain.tld shape.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validAddress(value: string): string | undefined {
  return ADDRESS.test(value) ? undefined : MESSAGES.invalidAddress;
}
export function validStreetAddress(value: string): string | undefined {
  return validAddress(value) ?? (PO_BOX.test(value) ? MESSAGES.poBox : undefined);
}
export function validCity(value: string): string | undefined {
  return /\d/.test(value) || !/[A-Za-z]/.test(value) ? MESSAGES.invalidCity : undefined;
}
export function validZip(value: string): string | undefined {
  return ZIP.test(value) || POSTAL_CODE_CA.test(value) ? undefined : MESSAGES.invalidZip;
}
export function validPhone(value: string): string | undefined {
  return /^[\d\s()-]+$/.test(value) && digitsOnly(value).length === 10 ? undefined : MESSAGES.invalidPhone;
}
export function validEmail(value: string): string | undefined {
  return EMAIL.test(value) ? undefined : MESSAGES.invalidEmail;
}
/** Spec §5: a mobile-phone-or-email field says 'Invalid email' if it contains @, else 'Invalid value'. */
export function validMobileOrEmail(value: string): string | undefined {
  if (value.includes('@')) return validEmail(value);
  return validPhone(value) === undefined ? undefined : MESSAGES.invalidValue;
}

function validDate(value: string): string | undefined {
  return parseDate(value) ? undefined : MESSAGES.invalidDate;
}

/** DOB: a real date, no more than 100 years back (spec §5 year range), and 18 or older on `today`. */
export function validDateOfBirth(value: string, today: Date = new Date()): string | undefined {
  const dob = parseDate(value);
  if (!dob) return MESSAGES.invalidDate;
  const now = calendarDate(today);
  if (dob.year < now.year - MAX_AGE) return MESSAGES.invalidDate;
  return ageOn(dob, now) >= MIN_AGE ? undefined : MESSAGES.underage;
}

/** An ID's expiration date: a real date, and not before `today` (an ID expiring today still holds today). */
export function validIdExpiry(value: string, today: Date = new Date()): string | undefined {
  const expiry = parseDate(value);
  if (!expiry) return MESSAGES.invalidDate;
  return compareDates(expiry, calendarDate(today)) < 0 ? MESSAGES.idExpired : undefined;
}

function minLength(value: string, ctx: FormatContext): string | undefined {
  const n = ctx.definition.minLength;
  return n !== undefined && value.length < n ? MESSAGES.minLength(n) : undefined;
}

const digits: FormatRule = (value, ctx) =>
  /^\d+$/.test(value) ? minLength(value, ctx) : MESSAGES.onlyDigits;

export const FORMAT_RULES: Record<FormatKind, FormatRule> = {
  free: () => undefined,
  // Names as people write them (decision 180): a Latin letter first, then letters, spaces, ' ’ . and -.
  name: (value) =>
    /^\p{Script=Latin}[\p{Script=Latin}\p{M} '\u2019.-]*$/u.test(value) ? undefined : MESSAGES.invalidValue,
  alpha: (value) => (/^[\p{Script=Latin}\p{M} ]+$/u.test(value) ? undefined : MESSAGES.invalidValue),
  text: (value) =>
    /^[\p{Script=Latin}\p{M}0-9 '\u2019.,&#/-]+$/u.test(value) ? undefined : MESSAGES.specialCharacters,
  digits,
  money: digits,
  years: digits,
  address: validAddress,
  'street-address': validStreetAddress,
  city: validCity,
  zip: validZip,
  phone: validPhone,
  email: validEmail,
  ssn: (value) => (/^\d{9}$/.test(value) ? undefined : MESSAGES.invalidSsn),
  date: validDate,
  payday: validDate,
  dob: (value, ctx) => validDateOfBirth(value, ctx.today),
  'id-expiry': (value, ctx) => validIdExpiry(value, ctx.today),
  'id-number': (value, ctx) =>
    /^[A-Za-z0-9 *]+$/.test(value) && /[A-Za-z0-9]/.test(value)
      ? minLength(value, ctx)
      : MESSAGES.invalidIdNumber,
  dropdown: (value, ctx) =>
    !ctx.definition.options || ctx.definition.options.some((o) => o.value === value)
      ? undefined
      : MESSAGES.invalidValue,
  toggle: (value) => (value === '0' || value === '1' ? undefined : MESSAGES.invalidValue),
  month: (value) => (/^(0[1-9]|1[0-2])$/.test(value) ? undefined : MESSAGES.invalidValue),
  'card-year': (value, ctx) =>
    cardExpiryYears(ctx.today).includes(value) ? undefined : MESSAGES.invalidValue,
  'card-number': (value) =>
    !/^\d+$/.test(value) ? MESSAGES.onlyDigits : luhnValid(value) ? undefined : MESSAGES.invalidCardNumber,
  'routing-number': (value) =>
    !/^\d+$/.test(value)
      ? MESSAGES.onlyDigits
      : abaRoutingValid(value)
        ? undefined
        : MESSAGES.invalidRoutingNumber,
  'account-number': digits,
  cvv: digits,
  'last-four': digits,
  'access-code': digits,
};
