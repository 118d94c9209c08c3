// The MILE prequal offer as the offer screen shows it (lenders §2 "MILE screens", §3 "MILE prequal data",
// §4 "MILE"): the credit limit in whole dollars; the account maintenance fee shown monthly as annual/12 and
// not billed for the first 12 months; the annual fee taken from the limit for the initial available credit;
// the future (year two) annual fee, monthly when annualfeefutureind is 'Y'. The arithmetic runs in whole
// cents so 99/12 is $8.25 and never $8.249999.
import { formatWholeDollars } from '../../masking.js';
import type { PrequalResult } from '../../results/lender-result.js';

/** The `declined` value of an offer that expired before it was taken up (its result screen says so). */
export const MILE_OFFER_EXPIRED = 'EXPIRED';

/** The offer's figures, ready to print. Amounts are `$1,234.56` (cents dropped when whole). */
export interface MileOfferFigures {
  /** Whole dollars, no decimals (lenders §2 "credit limit (no decimals)"). */
  readonly creditLimit: string;
  /** Percent, e.g. '29.99%'. */
  readonly purchaseApr: string;
  readonly cashAdvanceApr: string;
  readonly annualFee: string;
  /** Annual/12 (lenders §4). */
  readonly accountMaintenanceFeeMonthly: string;
  /** Credit limit minus the annual fee (lenders §4 "the annual fee reduces initial available credit"). */
  readonly initialAvailableCredit: string;
  /** Year two's annual fee as billed: monthly (annual/12) when the indicator is 'Y', else once a year. */
  readonly futureAnnualFee: { readonly amount: string; readonly monthly: boolean } | undefined;
}

/** Dollars as the lender sends them ('75', '99.00', '$1,000') → whole cents; undefined when not a number. */
export function dollarsToCents(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `$8.25`, `$75`, `$1,234.50`: cents shown only when there are any. */
export function formatCents(cents: number): string {
  const dollars = formatWholeDollars(Math.trunc(cents / 100));
  const rest = Math.abs(cents % 100);
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, '0')}`;
}

/** An annual fee billed monthly: annual/12, rounded to the nearest cent (lenders §4). */
export function monthlyFromAnnualFee(annualCents: number): number {
  return Math.round(annualCents / 12);
}

function percent(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?%?$/.test(text)) return '';
  return text.endsWith('%') ? text : `${text}%`;
}

/**
 * The figures of an accepted MILE prequal; undefined when the offer lacks its credit limit or annual fee
 * (the screen then shows 'Error: Given unexpected results', lenders §8).
 */
export function mileOfferFigures(prequal: PrequalResult | undefined): MileOfferFigures | undefined {
  if (!prequal) return undefined;
  const limit = dollarsToCents(prequal.creditlimit);
  const annual = dollarsToCents(prequal.annualfee);
  if (limit === undefined || annual === undefined) return undefined;
  const maintenance = dollarsToCents(prequal.accountmaintenancefee) ?? 0;
  const future = dollarsToCents(prequal.annualfeefuture);
  const futureMonthly =
    String(prequal.annualfeefutureind ?? '')
      .trim()
      .toUpperCase() === 'Y';
  return {
    creditLimit: formatWholeDollars(limit / 100),
    purchaseApr: percent(prequal.apr),
    cashAdvanceApr: percent(prequal.cashadvanceapr),
    annualFee: formatCents(annual),
    accountMaintenanceFeeMonthly: formatCents(monthlyFromAnnualFee(maintenance)),
    initialAvailableCredit: formatCents(Math.max(0, limit - annual)),
    futureAnnualFee:
      future === undefined
        ? undefined
        : {
            amount: formatCents(futureMonthly ? monthlyFromAnnualFee(future) : future),
            monthly: futureMonthly,
          },
  };
}

/** The three disclosures after the offer (lenders §4 "MILE"). */
export interface MileDisclosureAgreements {
  readonly eDisclosure: boolean;
  readonly applicationDisclosure: boolean;
  readonly contactAuthorization: boolean;
}

/** Contact authorization is asked unless the application is tier 1 (lenders §4 "unless the T1 tier"). */
export function mileNeedsContactAuthorization(tier: string): boolean {
  return tier !== '1';
}

/**
 * Lenders §4: "Agreement is complete only when e-disclosure and application disclosure (and contact
 * authorization unless the T1 tier) are all agreed".
 */
export function mileAgreementComplete(agreements: MileDisclosureAgreements, tier: string): boolean {
  return (
    agreements.eDisclosure &&
    agreements.applicationDisclosure &&
    (!mileNeedsContactAuthorization(tier) || agreements.contactAuthorization)
  );
}
