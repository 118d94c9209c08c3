import { describe, expect, it } from 'vitest';
import { offerCostRows } from './offer-cost-rows.js';

// Decision 261: the console's journey page lists the figures the consumer saw, a lease as a lease.
describe('offerCostRows', () => {
  it('a lease: what it is, the cash price, the total cost to own, the difference and the early purchase', () => {
    const rows = offerCostRows({
      product: 'lease-purchase',
      termsUrl: 'http://127.0.0.1:3001/lenders/VERS/rates-and-fees?provider=acima',
      amountCents: 250_000,
      fees: [{ kind: 'processing', cents: 3900 }],
      lease: {
        cashPriceCents: 250_000,
        totalCostCents: 500_006,
        paymentCents: 19_231,
        paymentCount: 26,
        frequency: 'biweekly',
        earlyPurchase: { days: 90, priceCents: 275_000 },
      },
    });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Product: Lease-purchase (a lease, not a loan: the customer owns the item only after all payments)',
      'Limit or amount: $2,500.00',
      'Cash price: $2,500.00',
      'Total cost to own: $5,000.06',
      'Cost above the cash price: $2,500.06',
      'Payments: 26 of $192.31 every two weeks',
      'Early purchase option: $2,750.00 in all within 90 days',
      'Processing fee: $39.00',
    ]);
  });

  it('a card with deferred interest: its APR, fees and when interest is charged', () => {
    const rows = offerCostRows({
      product: 'credit-card',
      termsUrl: 'http://127.0.0.1:3001/lenders/CFNA/rates-and-fees',
      amountCents: 250_000,
      apr: { min: '29.99', max: '29.99' },
      fees: [{ kind: 'late-payment', cents: 4100, upTo: true }],
      deferredInterest: { days: 180, minimumPurchaseCents: 14_900 },
    });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Product: Credit card',
      'APR: 29.99%',
      'Limit or amount: $2,500.00',
      'Late payment fee: Up to $41.00',
      'Deferred interest: No interest if paid in full within 180 days on purchases of $149.00 or more; otherwise interest is charged from the purchase date.',
    ]);
  });
});
