// What each offer costs on the console's journey page (decision 261): the same figures the consumer saw next to
// the accept button, written out here so the console's bundle carries no formatting of its own (decision 235). A
// lease says it is a lease, with the cash price, the total cost to own and the difference; deferred interest
// says when interest is charged. Staff screens are in English (decision 170).
import {
  formatAprRange,
  formatMoney,
  leaseCostOverCashPrice,
  type OfferFeeKind,
  type OfferTerms,
} from '@ttapply/domain';

const PRODUCT: Readonly<Record<OfferTerms['product'], string>> = {
  'credit-card': 'Credit card',
  loan: 'Loan',
  'lease-purchase':
    'Lease-purchase (a lease, not a loan: the customer owns the item only after all payments)',
};

const FEES: Readonly<Record<OfferFeeKind, string>> = {
  annual: 'Annual fee (first year)',
  'annual-after-first-year': 'Annual fee after the first year',
  'account-maintenance': 'Account maintenance fee (a year)',
  origination: 'Origination fee',
  processing: 'Processing fee',
  'late-payment': 'Late payment fee',
  'returned-payment': 'Returned payment fee',
};

const EVERY: Readonly<Record<NonNullable<OfferTerms['lease']>['frequency'], string>> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'every month',
};

/** The offer's figures as the journey page lists them, label and value, in the staff's English. */
export function offerCostRows(terms: OfferTerms): { label: string; value: string }[] {
  const rows: [string, string][] = [['Product', PRODUCT[terms.product]]];
  const apr = formatAprRange(terms.apr);
  if (apr) rows.push(['APR', apr]);
  if (terms.termMonths) rows.push(['Term', `${terms.termMonths.min} to ${terms.termMonths.max} months`]);
  if (terms.amountCents !== undefined) rows.push(['Limit or amount', formatMoney(terms.amountCents)]);
  const lease = terms.lease;
  if (lease) {
    rows.push(
      ['Cash price', formatMoney(lease.cashPriceCents)],
      ['Total cost to own', formatMoney(lease.totalCostCents)],
      ['Cost above the cash price', formatMoney(leaseCostOverCashPrice(lease))],
      ['Payments', `${lease.paymentCount} of ${formatMoney(lease.paymentCents)} ${EVERY[lease.frequency]}`],
      [
        'Early purchase option',
        `${formatMoney(lease.earlyPurchase.priceCents)} in all within ${lease.earlyPurchase.days} days`,
      ],
    );
  }
  for (const fee of terms.fees) {
    rows.push([FEES[fee.kind], `${fee.upTo ? 'Up to ' : ''}${formatMoney(fee.cents)}`]);
  }
  const deferred = terms.deferredInterest;
  if (deferred) {
    const minimum = deferred.minimumPurchaseCents
      ? ` on purchases of ${formatMoney(deferred.minimumPurchaseCents)} or more`
      : '';
    rows.push([
      'Deferred interest',
      `No interest if paid in full within ${deferred.days} days${minimum}; otherwise interest is charged from the purchase date.`,
    ]);
  }
  return rows.map(([label, value]) => ({ label, value }));
}
