// Showing an offer's figures (decision 261), apart from the schema that checks them: the shop console's bundle
// takes these without zod's schema code (its entry has a budget, decision 235).
import { formatWholeDollars } from '../masking.js';
import type { LeaseTerms, OfferTerms } from './offer-terms.js';

/** What a lease costs beyond the cash price when every payment is made. */
export function leaseCostOverCashPrice(lease: LeaseTerms): number {
  return lease.totalCostCents - lease.cashPriceCents;
}

/** Money on a money screen: always dollars and cents, '$1,234.56'. */
export function formatMoney(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountCents));
  return `${sign}${formatWholeDollars(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** '35.90%', or '39% to 180%' with the locale's joining word. */
export function formatAprRange(apr: OfferTerms['apr'], joiner = 'to'): string | undefined {
  if (!apr) return undefined;
  return apr.min === apr.max ? `${apr.min}%` : `${apr.min}% ${joiner} ${apr.max}%`;
}
