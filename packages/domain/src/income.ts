// Income conversions (spec §4, §9: monthly = annual / 12 truncated; annual = monthly x 12; net = gross x
// 0.78 truncated; gross = net / 0.78 truncated). Integer arithmetic only: 100 * 0.78 is 78.00000000000001
// in floating point, so the factor is applied as x 78 / 100 with an exact integer division.
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from './lenders/lender-registry.js';
import type { FieldName } from './fields/field-names.js';
import type { FieldValues } from './requirements/dynamic-requirements.js';

const NET_NUMERATOR = 78;
const NET_DENOMINATOR = 100;

/** Exact truncating division of two non-negative safe integers. */
function intDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

function whole(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0)
    throw new RangeError(`Income must be a non-negative number: ${amount}`);
  return Math.trunc(amount);
}

export function monthlyFromAnnual(annual: number): number {
  return intDiv(whole(annual), 12);
}

export function annualFromMonthly(monthly: number): number {
  return whole(monthly) * 12;
}

export function netFromGross(gross: number): number {
  return intDiv(whole(gross) * NET_NUMERATOR, NET_DENOMINATOR);
}

export function grossFromNet(net: number): number {
  return intDiv(whole(net) * NET_DENOMINATOR, NET_NUMERATOR);
}

function amount(raw: string | undefined): number | undefined {
  const trimmed = raw?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Every empty income figure derived from those given; an applicant's own figure always wins. */
function withDerivedIncome(values: FieldValues): FieldValues {
  const out: FieldValues = { ...values };
  const set = (name: keyof FieldValues, value: number | undefined) => {
    if (value !== undefined && amount(out[name]) === undefined) out[name] = String(value);
  };
  // Each step fills one figure from another; repeated until nothing changes, so any one answered figure
  // (e.g. only monthly net, given to a lender that asks only that) yields all four and the next lender never asks income again.
  const steps: ReadonlyArray<readonly [keyof FieldValues, keyof FieldValues, (n: number) => number]> = [
    ['MONTHLY_GROSS_INCOME', 'ANNUAL_GROSS_INCOME', monthlyFromAnnual],
    ['ANNUAL_GROSS_INCOME', 'MONTHLY_GROSS_INCOME', annualFromMonthly],
    ['MONTHLY_NET_INCOME', 'MONTHLY_GROSS_INCOME', netFromGross],
    ['ANNUAL_NET_INCOME', 'ANNUAL_GROSS_INCOME', netFromGross],
    ['MONTHLY_GROSS_INCOME', 'MONTHLY_NET_INCOME', grossFromNet],
    ['ANNUAL_GROSS_INCOME', 'ANNUAL_NET_INCOME', grossFromNet],
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const [target, source, convert] of steps) {
      const from = amount(out[source]);
      if (from === undefined || amount(out[target]) !== undefined) continue;
      set(target, convert(from));
      changed = true;
    }
  }
  return out;
}

/**
 * Fills the income fields the next lender wants from the ones already given (spec §4 "Moving to a new app",
 * lenders §4 "Next-application click"). Only empty fields are filled, so an applicant's own figure wins.
 * - monthly and annual gross/net are derived from each other;
 * - a lender asking monthly net takes it from annual gross: the spec says "annual gross / 12"; we apply the
 *   0.78 net factor too, so a gross figure is never sent as net (the reading that does not overstate income,
 *   docs/decisions/010);
 * - a lender with a minimum annual gross (its definition's minimumAnnualGrossIncome): an annual gross under it
 *   becomes empty (and so does the monthly figure derived from it).
 */
export function incomeValuesForApp(
  values: FieldValues,
  appCode: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldValues {
  const out = withDerivedIncome(values);
  const minimum = lenderDefinition(appCode, registry)?.minimumAnnualGrossIncome;
  if (minimum !== undefined) {
    const annual = amount(out.ANNUAL_GROSS_INCOME);
    if (annual !== undefined && annual < minimum) {
      out.ANNUAL_GROSS_INCOME = '';
      out.MONTHLY_GROSS_INCOME = '';
    }
  }
  return out;
}

/** The applicant's four income figures, each derivable from the others (incomeValuesForApp). */
export const INCOME_FIGURES = [
  'ANNUAL_GROSS_INCOME',
  'MONTHLY_GROSS_INCOME',
  'ANNUAL_NET_INCOME',
  'MONTHLY_NET_INCOME',
] as const satisfies readonly FieldName[];

/**
 * A page saved for a later lender keeps the answers only an earlier lender asked (the draft loses nothing
 * typed), but an income figure it did not ask must not outlive a changed one it did: when the applicant
 * changes an income figure on this page, the figures this page does not ask are dropped from `after`, and the
 * next lender derives them again from the new one. Unchanged figures keep every earlier one as typed, so a
 * first lender's 52,000 a year does not come back as 12 × 4,333 = 51,996 after a later lender's monthly page.
 */
export function withoutStaleIncome(
  before: FieldValues,
  after: FieldValues,
  asked: ReadonlySet<FieldName>,
): FieldValues {
  // A figure shown derived from the earlier ones (4,333 a month from 52,000 a year) and saved as shown is no
  // change.
  const shown = withDerivedIncome(before);
  const changed = INCOME_FIGURES.some(
    (name) => asked.has(name) && amount(after[name]) !== amount(shown[name]),
  );
  if (!changed) return after;
  const out: FieldValues = { ...after };
  for (const name of INCOME_FIGURES) if (!asked.has(name)) delete out[name];
  return out;
}
