// Income conversions (spec §4, §9: monthly = annual / 12 truncated; annual = monthly x 12; net = gross x
// 0.78 truncated; gross = net / 0.78 truncated). Integer arithmetic only: 100 * 0.78 is 78.00000000000001
// in floating point, so the factor is applied as x 78 / 100 with an exact integer division.
import type { AppCode } from './lenders/app-codes.js';
import { AFF_MIN_ANNUAL_GROSS_INCOME } from './lenders/app-codes.js';
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

/**
 * Fills the income fields the next lender wants from the ones already given (spec §4 "Moving to a new app",
 * lenders §4 "Next-application click"). Only empty fields are filled, so an applicant's own figure wins.
 * - monthly and annual gross/net are derived from each other;
 * - GNES and EZPY take monthly net from annual gross: the spec says "annual gross / 12"; we apply the 0.78
 *   net factor too, so a gross figure is never sent as net (the reading that does not overstate income,
 *   docs/decisions/010);
 * - AFF: an annual gross under 9600 becomes empty (and so does the monthly figure derived from it).
 */
export function incomeValuesForApp(values: FieldValues, appCode: AppCode): FieldValues {
  const out: FieldValues = { ...values };
  const set = (name: keyof FieldValues, value: number | undefined) => {
    if (value !== undefined && amount(out[name]) === undefined) out[name] = String(value);
  };
  const annualGross = amount(out.ANNUAL_GROSS_INCOME);
  const monthlyGross = amount(out.MONTHLY_GROSS_INCOME);
  set('MONTHLY_GROSS_INCOME', annualGross === undefined ? undefined : monthlyFromAnnual(annualGross));
  set('ANNUAL_GROSS_INCOME', monthlyGross === undefined ? undefined : annualFromMonthly(monthlyGross));
  const mg = amount(out.MONTHLY_GROSS_INCOME);
  const ag = amount(out.ANNUAL_GROSS_INCOME);
  set('MONTHLY_NET_INCOME', mg === undefined ? undefined : netFromGross(mg));
  set('ANNUAL_NET_INCOME', ag === undefined ? undefined : netFromGross(ag));
  const mn = amount(out.MONTHLY_NET_INCOME);
  set('MONTHLY_GROSS_INCOME', mn === undefined ? undefined : grossFromNet(mn));
  const an = amount(out.ANNUAL_NET_INCOME);
  set('ANNUAL_GROSS_INCOME', an === undefined ? undefined : grossFromNet(an));

  if (appCode === 'AMFF') {
    const annual = amount(out.ANNUAL_GROSS_INCOME);
    if (annual !== undefined && annual < AFF_MIN_ANNUAL_GROSS_INCOME) {
      out.ANNUAL_GROSS_INCOME = '';
      out.MONTHLY_GROSS_INCOME = '';
    }
  }
  return out;
}
