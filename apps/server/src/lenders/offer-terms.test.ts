// Decision 261: what an offer costs travels from the lender's answer into our records as
// the lender gave it, only when whole and linked on the lender's own origin.
// The app-level walk is in test/branded-applications.test.ts (Big O's approval).
import { describe, expect, it } from 'vitest';
import { PartnerHttpClient } from './partner-http-client.js';
import { versOutcome } from './vers/waterfall-outcome.js';

const lease = (termsUrl: string) => ({
  product: 'lease-purchase',
  termsUrl,
  amountCents: 250_000,
  fees: [{ kind: 'processing', cents: 3900 }],
  lease: {
    cashPriceCents: 250_000,
    totalCostCents: 500_032,
    paymentCents: 19_232,
    paymentCount: 26,
    frequency: 'biweekly',
    earlyPurchase: { days: 90, priceCents: 275_000 },
  },
});

describe('offer terms', () => {
  it('terms linked off the lender’s origin, or not whole, are not kept', () => {
    const client = new PartnerHttpClient('http://127.0.0.1:3001');
    expect(client.offerTermsFrom(lease('http://127.0.0.1:3001/lenders/VERS/rates-and-fees'))).toMatchObject({
      product: 'lease-purchase',
    });
    expect(client.offerTermsFrom(lease('https://elsewhere.example/terms'))).toBeUndefined();
    expect(client.offerTermsFrom({ ...lease('http://127.0.0.1:3001/t'), amountCents: -1 })).toBeUndefined();
  });

  it("a Versatile approval carries the provider's lease figures; a decline none", () => {
    const records = [{ lenderId: 'acima', lenderName: 'Acima' }];
    const terms = lease('http://127.0.0.1:3001/lenders/VERS/rates-and-fees?provider=acima');
    const approved = versOutcome(
      's1',
      { providerId: 'acima', status: 'approved', approvedAmount: 250_000, offerTerms: terms },
      records as never,
    );
    expect(approved.result.offerTerms).toEqual(terms);
    const declined = versOutcome(
      's2',
      { providerId: 'acima', status: 'declined', offerTerms: terms },
      records as never,
    );
    expect(declined.result.offerTerms).toBeUndefined();
  });
});
