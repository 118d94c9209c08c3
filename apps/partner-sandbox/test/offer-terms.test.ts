import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_LENDERS } from '../src/lenders/registry.js';
import { leaseFigures, type OfferTermsWire } from '../src/lenders/offer-terms.js';
import { body, newKey, post, startSandbox, type RunningSandbox } from './helpers.js';

// Every approval and offer carries what it costs, and each lender serves its own rates and
// fees on this origin, built from the same figures.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.app.close();
});

/** Each lender's approval by its test SSN: an application, or the prequal offer GNES and MILE show first. */
const APPROVALS = [
  ['CFNA', 'applications', '111111111'],
  ['GEMY', 'applications', '111111111'],
  ['CFSS', 'applications', '777777777'],
  ['AMFF', 'applications', '444444444'],
  ['EZPY', 'applications', '123123123'],
  ['EZPY', 'prequal', '123123123'],
  ['GNES', 'prequal', '444444444'],
  ['MILE', 'prequal', '123123123'],
  ['VERS', 'applications', '123456789'],
  ['GDYR', 'applications', '111111111'],
  ['ALNC', 'applications', '121212121'],
  ['BIGO', 'applications', '111111111'],
] as const;

async function termsOf(code: string, kind: string, ssn: string): Promise<OfferTermsWire> {
  const { status, json } = await post(sandbox.url, `/lenders/${code}/${kind}`, body(code, { SSN: ssn }), {
    'idempotency-key': newKey(),
  });
  expect(status).toBe(200);
  const offered = kind === 'prequal' ? json.result?.prequalResult : json.result;
  return offered?.offerTerms as OfferTermsWire;
}

describe('offer terms', () => {
  it.each(APPROVALS)(
    '%s %s (%s) carries its costs and links its own rates and fees',
    async (code, kind, ssn) => {
      const terms = await termsOf(code, kind, ssn);
      const url = new URL(terms.termsUrl);
      expect(url.origin).toBe(sandbox.url);
      expect(url.pathname).toBe(`/lenders/${code}/rates-and-fees`);
      expect(terms.amountCents).toBeGreaterThan(0);
      const document = await fetch(terms.termsUrl);
      expect(document.status).toBe(200);
      const html = await document.text();
      expect(html).toContain('Rates and Fees');
      if (terms.apr) expect(html).toContain(`${terms.apr.min}%`);
      for (const fee of terms.fees) {
        const shown = `$${(fee.cents / 100).toFixed(2)}`;
        expect(html).toContain(shown);
      }
      if (terms.product === 'lease-purchase') {
        expect(terms.lease?.cashPriceCents).toBe(terms.amountCents);
        expect(terms.lease!.totalCostCents).toBe(terms.lease!.paymentCents * terms.lease!.paymentCount);
        expect(html).toContain('you do not own the goods until all payments are made');
      }
      if (terms.deferredInterest) expect(html).toContain('Interest is charged from the purchase date');
    },
  );

  it("Concora's offer gives the APR and fees of its Schumer box", async () => {
    const terms = await termsOf('GNES', 'prequal', '444444444');
    expect(terms).toMatchObject({
      product: 'credit-card',
      apr: { min: '35.90', max: '35.90' },
      amountCents: 180_000,
      fees: expect.arrayContaining([
        { kind: 'annual', cents: 7500 },
        { kind: 'annual-after-first-year', cents: 9900 },
      ]),
    });
  });

  it('EasyPay and every Versatile provider lease: cash price, total to own and the early purchase', async () => {
    const ezpy = await termsOf('EZPY', 'applications', '123123123');
    expect(ezpy.product).toBe('lease-purchase');
    expect(ezpy.lease).toEqual({
      cashPriceCents: 250_000,
      totalCostCents: 450_008,
      paymentCents: 17_308,
      paymentCount: 26,
      frequency: 'biweekly',
      earlyPurchase: { days: 90, priceCents: 275_000 },
    });
    for (const provider of ['acima', 'flexshopper', 'koalafi', 'snap']) {
      const costs = SANDBOX_LENDERS.VERS.costs(provider);
      expect(costs?.product).toBe('lease-purchase');
      const lease = leaseFigures(costs!.lease!, 100_000);
      expect(lease.totalCostCents).toBeGreaterThan(lease.cashPriceCents);
      const page = await fetch(`${sandbox.url}/lenders/VERS/rates-and-fees?provider=${provider}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(money(lease.totalCostCents));
    }
    expect((await fetch(`${sandbox.url}/lenders/VERS/rates-and-fees?provider=nobody`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/lenders/NOPE/rates-and-fees`)).status).toBe(404);
  });

  it('a decline carries no offer terms', async () => {
    const { json } = await post(
      sandbox.url,
      '/lenders/CFNA/applications',
      body('CFNA', { SSN: '222222222' }),
      {
        'idempotency-key': newKey(),
      },
    );
    expect(json.status).toBe('d');
    expect(json.result?.offerTerms).toBeUndefined();
  });
});
