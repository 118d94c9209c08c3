import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAprRange, formatMoney, leaseCostOverCashPrice } from './offer-figures.js';
import { offerTermsOf, parseOfferTerms } from './offer-terms.js';

const lease = {
  product: 'lease-purchase',
  termsUrl: 'http://127.0.0.1:3001/lenders/VERS/rates-and-fees?provider=acima',
  amountCents: 250_000,
  fees: [],
  lease: {
    cashPriceCents: 250_000,
    totalCostCents: 500_032,
    paymentCents: 19_232,
    paymentCount: 26,
    frequency: 'biweekly',
    earlyPurchase: { days: 90, priceCents: 275_000 },
  },
};

describe('offer terms', () => {
  it('reads the terms of an application, else of its prequal offer', () => {
    expect(offerTermsOf({ offerTerms: lease })?.lease?.totalCostCents).toBe(500_032);
    expect(offerTermsOf({ prequalResult: { offerTerms: lease } })?.product).toBe('lease-purchase');
    expect(offerTermsOf({ accepted: '1' })).toBeUndefined();
    expect(offerTermsOf(null)).toBeUndefined();
  });

  it('keeps no half-formed terms: a lease below its cash price, a script link or a text amount are dropped', () => {
    expect(parseOfferTerms({ ...lease, lease: { ...lease.lease, totalCostCents: 100 } })).toBeUndefined();
    expect(parseOfferTerms({ ...lease, termsUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(parseOfferTerms({ ...lease, amountCents: '2500' })).toBeUndefined();
    expect(parseOfferTerms({ ...lease, apr: { min: '35.9%', max: '35.9%' } })).toBeUndefined();
  });

  it('says what a lease costs over its cash price', () => {
    expect(leaseCostOverCashPrice(parseOfferTerms(lease)!.lease!)).toBe(250_032);
  });

  it('formats money as dollars and cents, and an APR or its range', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(7_500)).toBe('$75.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatAprRange({ min: '35.90', max: '35.90' })).toBe('35.90%');
    expect(formatAprRange({ min: '39', max: '180' }, 'a')).toBe('39% a 180%');
    expect(formatAprRange(undefined)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (n) => {
        const shown = formatMoney(n);
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(shown.replace(/[$,.]/g, ''))).toBe(n);
      }),
    );
  });
});
