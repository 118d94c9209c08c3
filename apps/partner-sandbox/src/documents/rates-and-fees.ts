// Each lender's own rates-and-fees document: what the cost links on our screens open, on the
// lender's origin, built from the same published costs as every offer's `offerTerms`.
import { leaseFigures, type LenderCosts, type OfferFeeKind } from '../lenders/offer-terms.js';
import type { LenderDocument } from './lender-document.js';

const FEE_LABELS: Readonly<Record<OfferFeeKind, string>> = {
  annual: 'Annual fee (first year)',
  'annual-after-first-year': 'Annual fee after the first year',
  'account-maintenance': 'Account maintenance fee (a year)',
  origination: 'Origination fee',
  processing: 'Processing fee',
  'late-payment': 'Late payment fee',
  'returned-payment': 'Returned payment fee',
};

const PRODUCT_LABELS: Readonly<Record<LenderCosts['product'], string>> = {
  'credit-card': 'Credit card account',
  loan: 'Instalment loan',
  'lease-purchase': 'Lease-purchase agreement (not a loan)',
};

/** '$1,234.56' */
export function dollars(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The example a lease document prices: a $1,000.00 purchase. */
export const LEASE_EXAMPLE_CENTS = 100_000;

export function ratesAndFeesDocument(costs: LenderCosts): LenderDocument {
  const rows: [string, string][] = [['Product', PRODUCT_LABELS[costs.product]]];
  if (costs.apr) {
    const { min, max } = costs.apr;
    rows.push(['Annual Percentage Rate (APR)', min === max ? `${min}%` : `${min}% to ${max}%`]);
  }
  if (costs.termMonths) rows.push(['Term', `${costs.termMonths.min} to ${costs.termMonths.max} months`]);
  for (const fee of costs.fees) {
    rows.push([FEE_LABELS[fee.kind], `${fee.upTo ? 'Up to ' : ''}${dollars(fee.cents)}`]);
  }
  const sections: LenderDocument['sections'] = [
    { heading: 'Rates and Fees', box: { caption: `${costs.name}: rates and fees`, rows }, paragraphs: [] },
  ];
  if (costs.deferredInterest) {
    const { days, minimumPurchaseCents } = costs.deferredInterest;
    sections.push({
      heading: 'Deferred Interest',
      paragraphs: [
        `No interest if paid in full within ${days} days${minimumPurchaseCents ? ` on purchases of ${dollars(minimumPurchaseCents)} or more` : ''}. Interest is charged from the purchase date if the balance is not paid in full within ${days} days.`,
      ],
    });
  }
  if (costs.lease) {
    const lease = leaseFigures(costs.lease, LEASE_EXAMPLE_CENTS);
    sections.push({
      heading: 'Lease-Purchase Costs',
      box: {
        caption: `Example: goods with a cash price of ${dollars(lease.cashPriceCents)}`,
        rows: [
          ['Cash price', dollars(lease.cashPriceCents)],
          ['Payments', `${lease.paymentCount} ${lease.frequency} payments of ${dollars(lease.paymentCents)}`],
          ['Total cost to own', dollars(lease.totalCostCents)],
          ['Cost above the cash price', dollars(lease.totalCostCents - lease.cashPriceCents)],
          [
            'Early purchase option',
            `Within ${lease.earlyPurchase.days} days: ${dollars(lease.earlyPurchase.priceCents)} in all`,
          ],
        ],
      },
      paragraphs: [
        'This is a lease, not a loan or a credit sale: you do not own the goods until all payments are made or you use the early purchase option. You may return the goods at any time and owe nothing more than the payments already due.',
      ],
    });
  }
  return {
    title: `${costs.name} Rates and Fees`,
    intro: ['Sandbox document for training and testing.'],
    sections,
  };
}
