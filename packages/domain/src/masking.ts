// Display masking and formatting (lenders §2 "Display masking", §4 result screens, §5 cardholder name;
// spec §9 whole dollars). None of these ever shows more of a secret than its last four characters; a
// lender's own result formats are in its folder (lenders/<code>/).
import { digitsOnly } from './fields/input-filters.js';

/** Spec §5: "Last four is the final four characters of the SSN." */
export function lastFour(value: string): string {
  return value.slice(-4);
}

/** SSN on review lists: 'XXX-XX-' plus the last four digits. */
export function maskSsn(ssn: string): string {
  return `XXX-XX-${lastFour(digitsOnly(ssn))}`;
}

/**
 * Card review pages mask the first 5 characters as X (lenders §2). Values of 9 or fewer characters are
 * masked so that no more than the last four stay visible.
 */
export function maskFirstFive(value: string): string {
  const hidden = Math.max(5, value.length - 4);
  return 'X'.repeat(Math.min(hidden, value.length)) + value.slice(hidden);
}

/** Phone shown 3-3-rest with dashes (lenders §2). */
export function formatPhoneDashed(phone: string): string {
  const d = digitsOnly(phone);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Dates as mm/dd/yyyy (lenders §2); accepts the stored yyyy-mm-dd form, anything else is returned as is. */
export function formatDateUs(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** Whole US dollars with thousands separators (spec §9, lenders §9); cents are dropped, never rounded up. */
export function formatWholeDollars(amount: number | string): string {
  const n = typeof amount === 'string' ? Number(amount.replace(/[$,\s]/g, '')) : amount;
  if (!Number.isFinite(n)) return '';
  const dollars = Math.trunc(n);
  const sign = dollars < 0 ? '-' : '';
  const grouped = String(Math.abs(dollars)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}`;
}

/** Groups a number 3-3-rest with spaces (the card and account numbers some result screens show). */
export function groupThreeThreeRest(value: string): string {
  if (value.length <= 6) return value;
  return `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6)}`;
}

/**
 * A new store card's number on its result (lenders §4, stated for the store card; the cards whose result is a
 * store card's show theirs the same way): 14 or more characters drop the first 6; 9 or more are grouped 3-3-rest.
 * The one number a result shows beyond its last four, because the spec states the rule.
 */
export function formatCardNumberForResult(cardNumber: string): string {
  const trimmed = cardNumber.trim();
  const shown = trimmed.length >= 14 ? trimmed.slice(6) : trimmed;
  return shown.length >= 9 ? groupThreeThreeRest(shown) : shown;
}

/**
 * Cardholder name (lenders §5): upper-case first, middle, last; over 20 characters use the first initial
 * plus the last name; over 32 use the first name plus the last. The over-32 rule is checked first because
 * it is the more specific one (docs/decisions/010).
 */
export function formatCardholderName(first: string, middle: string, last: string): string {
  const parts = [first, middle, last].map((p) => p.trim().toUpperCase());
  const [f = '', m = '', l = ''] = parts;
  const full = [f, m, l].filter(Boolean).join(' ');
  if (full.length > 32) return [f, l].filter(Boolean).join(' ');
  if (full.length > 20) return [f.slice(0, 1), l].filter(Boolean).join(' ');
  return full;
}

/** A card number shown with only its last four digits (PCI DSS 3.4: never more than first six and last four). */
export function maskCardNumber(cardNumber: string): string {
  const d = digitsOnly(cardNumber);
  return 'X'.repeat(Math.max(0, d.length - 4)) + d.slice(-4);
}
