/**
 * The rule for any SSN that is not one of a lender's test SSNs (lenders §4 "Training and demo mode" asks for
 * test SSNs; the rest must still get a stable answer so a trainee who types their own numbers sees the same
 * outcome every time). The same rule as the server's former in-process sandbox, with the lender's code in the
 * hash so one applicant can be declined by one lender and approved by the next, as in a real waterfall.
 */

/** FNV-1a 32-bit: small, stable, and the same on every machine. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function amount(value: string | undefined): number {
  const n = Number((value ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** appData keys read for income, in order; the first present wins. Keys are matched without regard to case. */
export const INCOME_KEYS = [
  ['ANNUAL_GROSS_INCOME', 1],
  ['annualincome', 1],
  ['MONTHLY_GROSS_INCOME', 12],
  ['monthlyincome', 12],
  // Net to gross with the spec's factor 0.78 (lenders §9).
  ['MONTHLY_NET_INCOME', 12 / 0.78],
  ['monthlynetincome', 12 / 0.78],
] as const;

function field(appData: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(appData)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** Annual gross income in whole dollars from whichever income field the application carries; 0 if none. */
export function annualIncome(appData: Readonly<Record<string, string>>): number {
  for (const [key, factor] of INCOME_KEYS) {
    const value = field(appData, key);
    if (value !== undefined && value.trim() !== '') return Math.floor(amount(value) * factor);
  }
  return 0;
}

export type RuleOutcome = 'approve' | 'refer' | 'decline';

/**
 *   income = annual gross income (see INCOME_KEYS)
 *   h      = FNV-1a(code + '|' + SSN + '|' + income) mod 100
 *   income < 9,600                 → decline (lenders §9: minimum monthly gross income $800)
 *   9,600 ≤ income < 30,000        → approve if h < 40, refer if h < 60, else decline
 *   30,000 ≤ income < 60,000       → approve if h < 70, refer if h < 85, else decline
 *   income ≥ 60,000                → approve if h < 90, else refer
 *   credit limit = 5 % of income rounded down to $100, at least $300 and at most the lender's maximum.
 * A lender without a referral outcome reads 'refer' as its own (pending, or decline): see each lender.
 */
export function otherSsnRule(
  code: string,
  ssn: string,
  appData: Readonly<Record<string, string>>,
  maxLimit: number,
): { outcome: RuleOutcome; creditLimit: number } {
  const income = annualIncome(appData);
  const h = fnv1a(`${code}|${ssn}|${income}`) % 100;
  const creditLimit = Math.min(maxLimit, Math.max(300, Math.floor((income * 0.05) / 100) * 100));
  let outcome: RuleOutcome;
  if (income < 9600) outcome = 'decline';
  else if (income < 30000) outcome = h < 40 ? 'approve' : h < 60 ? 'refer' : 'decline';
  else if (income < 60000) outcome = h < 70 ? 'approve' : h < 85 ? 'refer' : 'decline';
  else outcome = h < 90 ? 'approve' : 'refer';
  return { outcome, creditLimit };
}

/** Ten digits from a hash: reference, order and history numbers that are stable for the same input. */
export function digitsOf(text: string, length = 10): string {
  const a = fnv1a(text);
  const b = fnv1a(`${text}#`);
  return `${a}${b}`.padStart(length, '0').slice(-length);
}
