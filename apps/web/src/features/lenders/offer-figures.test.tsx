// Decision 261: every lender's offer and approval screen shows the figures the lender
// gave (the sandbox's answers: apps/partner-sandbox/test/offer-terms.test.ts pins the same numbers) next to
// the way on, and a lease-purchase shows its cash price, total to own and the difference before it.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderResultView } from '../../test/result-view';
import type { LenderResult, OfferTerms } from '../../lib/domain';
import type { ResultViewProps } from './shared/result-view-props';
import { CfnaResult } from './cfna/cfna-result';
import { GemyResult } from './gemy/gemy-result';
import { CfssResult } from './cfss/cfss-result';
import { AmffResult } from './amff/amff-result';
import { EzpyResult } from './ezpy/ezpy-result';
import { GnesResult } from './gnes/gnes-result';
import { GnesOffer } from './gnes/gnes-offer';
import { MileResult } from './mile/mile-result';
import { VersResult } from './vers/vers-result';
import { GoodyearResult } from './gdyr/goodyear-result';
import { BreadResult } from './alnc/bread-result';
import { BigOResult } from './bigo/bigo-result';
import { initialJourney, JourneyProvider } from '../../stores/journey-store';

const ORIGIN = 'http://127.0.0.1:3001';
const url = (code: string, provider?: string) =>
  `${ORIGIN}/lenders/${code}/rates-and-fees${provider ? `?provider=${provider}` : ''}`;

const storeCard = (code: string, amountCents: number, minimumPurchaseCents?: number): OfferTerms => ({
  product: 'credit-card',
  termsUrl: url(code),
  amountCents,
  apr: { min: '29.99', max: '29.99' },
  fees: [
    { kind: 'late-payment', cents: 4100, upTo: true },
    { kind: 'returned-payment', cents: 4100, upTo: true },
  ],
  ...(minimumPurchaseCents ? { deferredInterest: { days: 180, minimumPurchaseCents } } : {}),
});

/** Each lender's approval as the sandbox answers its test SSN. */
const GNES_TERMS: OfferTerms = {
  product: 'credit-card',
  termsUrl: url('GNES'),
  amountCents: 180_000,
  apr: { min: '35.90', max: '35.90' },
  fees: [
    { kind: 'annual', cents: 7500 },
    { kind: 'annual-after-first-year', cents: 9900 },
    { kind: 'late-payment', cents: 4100, upTo: true },
    { kind: 'returned-payment', cents: 4100, upTo: true },
  ],
};
const EZPY_TERMS: OfferTerms = {
  product: 'lease-purchase',
  termsUrl: url('EZPY'),
  amountCents: 250_000,
  fees: [
    { kind: 'processing', cents: 4000 },
    { kind: 'late-payment', cents: 3000 },
    { kind: 'returned-payment', cents: 2000 },
  ],
  lease: {
    cashPriceCents: 250_000,
    totalCostCents: 450_008,
    paymentCents: 17_308,
    paymentCount: 26,
    frequency: 'biweekly',
    earlyPurchase: { days: 90, priceCents: 275_000 },
  },
};
const ACIMA_TERMS: OfferTerms = {
  product: 'lease-purchase',
  termsUrl: url('VERS', 'acima'),
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
};

function costsRegion() {
  return screen.getByRole('region', { name: 'Rate and payments' });
}

/** The region's rows as 'label: value'. */
function rows(region: HTMLElement) {
  return Array.from(region.querySelectorAll('dl > div'), (row) =>
    [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent].join(': '),
  );
}

/** `first` stands before `second` in the page. */
function before(first: Element, second: Element) {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

const CARD_ROWS = (limit: string) => [
  'APR: 29.99%',
  `Credit limit: ${limit}`,
  'Late payment fee: Up to $41.00',
  'Returned payment fee: Up to $41.00',
];

const CASES: [string, ComponentType<ResultViewProps>, LenderResult, string[], string, string?][] = [
  [
    'CFNA',
    CfnaResult,
    {
      accepted: '1',
      creditlimit: '2500',
      cardnumber: '5555555555555555',
      offerTerms: storeCard('CFNA', 250_000, 14_900),
    },
    CARD_ROWS('$2,500.00'),
    'Done',
    'Deferred interest on purchases of $149.00 or more: no interest if you pay the balance in full within 180 days. If you do not, interest is charged from the purchase date.',
  ],
  [
    'GEMY',
    GemyResult,
    {
      accepted: '1',
      applicationDecision: 'APPROVED',
      creditlimit: '1800',
      offerTerms: storeCard('GEMY', 180_000, 19_900),
    },
    CARD_ROWS('$1,800.00'),
    'Done',
    'Deferred interest on purchases of $199.00 or more: no interest if you pay the balance in full within 180 days. If you do not, interest is charged from the purchase date.',
  ],
  [
    'CFSS',
    CfssResult,
    {
      accepted: '1',
      creditlimit: '2500',
      offerTerms: {
        product: 'loan',
        termsUrl: url('CFSS'),
        amountCents: 250_000,
        apr: { min: '9.99', max: '35.99' },
        termMonths: { min: 6, max: 60 },
        fees: [
          { kind: 'late-payment', cents: 1500 },
          { kind: 'returned-payment', cents: 2000 },
        ],
        deferredInterest: { days: 90 },
      },
    },
    [
      'APR: 9.99% to 35.99%',
      'Term: 6 to 60 months',
      'Loan amount up to: $2,500.00',
      'Late payment fee: $15.00',
      'Returned payment fee: $20.00',
    ],
    'Done',
    'Deferred interest: no interest if you pay the balance in full within 90 days. If you do not, interest is charged from the purchase date.',
  ],
  [
    'AMFF',
    AmffResult as ComponentType<ResultViewProps>,
    {
      accepted: '1',
      creditlimit: '4000',
      offerTerms: {
        product: 'loan',
        termsUrl: url('AMFF'),
        amountCents: 400_000,
        apr: { min: '39', max: '180' },
        termMonths: { min: 6, max: 24 },
        fees: [
          { kind: 'origination', cents: 0 },
          { kind: 'late-payment', cents: 3000 },
          { kind: 'returned-payment', cents: 2000 },
        ],
      },
    },
    [
      'APR: 39% to 180%',
      'Term: 6 to 24 months',
      'Payment: Shown once you choose an amount below',
      'Loan amount up to: $4,000.00',
      'Origination fee: $0.00',
      'Late payment fee: $30.00',
      'Returned payment fee: $20.00',
    ],
    'Continue',
  ],
  [
    'GNES',
    GnesResult,
    { accepted: '1', creditlimit: '1800', cardnumber: '4444444444', offerTerms: GNES_TERMS },
    [
      'APR: 35.90%',
      'Credit limit: $1,800.00',
      'Annual fee (first year): $75.00',
      'Annual fee after the first year: $99.00',
      'Late payment fee: Up to $41.00',
      'Returned payment fee: Up to $41.00',
    ],
    'Done',
  ],
  [
    'MILE',
    MileResult,
    {
      accepted: '1',
      creditlimit: '5000',
      offerTerms: {
        product: 'credit-card',
        termsUrl: url('MILE'),
        amountCents: 500_000,
        apr: { min: '29.99', max: '29.99' },
        fees: [
          { kind: 'annual', cents: 7500 },
          { kind: 'annual-after-first-year', cents: 9900 },
          { kind: 'account-maintenance', cents: 9900 },
          { kind: 'late-payment', cents: 4100, upTo: true },
        ],
      },
    },
    [
      'APR: 29.99%',
      'Credit limit: $5,000.00',
      'Annual fee (first year): $75.00',
      'Annual fee after the first year: $99.00',
      'Account maintenance fee (a year): $99.00',
      'Late payment fee: Up to $41.00',
    ],
    'Done',
  ],
  [
    'GDYR',
    GoodyearResult,
    { accepted: '1', creditlimit: '2000', offerTerms: storeCard('GDYR', 200_000, 25_000) },
    CARD_ROWS('$2,000.00'),
    'Done',
    'Deferred interest on purchases of $250.00 or more: no interest if you pay the balance in full within 180 days. If you do not, interest is charged from the purchase date.',
  ],
  [
    'ALNC',
    BreadResult,
    { accepted: '1', creditlimit: '3000', offerTerms: storeCard('ALNC', 300_000) },
    CARD_ROWS('$3,000.00'),
    'Done',
  ],
  [
    'BIGO',
    BigOResult,
    { accepted: '1', creditlimit: '1500', offerTerms: storeCard('BIGO', 150_000, 19_900) },
    CARD_ROWS('$1,500.00'),
    'Done',
    'Deferred interest on purchases of $199.00 or more: no interest if you pay the balance in full within 180 days. If you do not, interest is charged from the purchase date.',
  ],
];

describe("each lender's offer shows the figures the lender gave", () => {
  it.each(CASES)(
    '%s: its APR, fees and limit, its own terms, before the way on',
    (code, View, result, shown, button, deferred) => {
      renderResultView(View, result);
      const region = costsRegion();
      expect(rows(region)).toEqual(shown);
      expect(within(region).queryByText(/has not given/)).toBeNull();
      expect(within(region).queryByText(/before you sign/)).toBeNull();
      const link = within(region).getByRole('link', { name: /terms$/ });
      expect(link.getAttribute('href')).toBe(url(code));
      expect(link.getAttribute('target')).toBe('_blank');
      if (deferred) expect(region.querySelector('.deferred-interest')?.textContent).toBe(deferred);
      else expect(within(region).queryByText(/Deferred interest/)).toBeNull();
      expect(before(region, screen.getAllByRole('button', { name: button }).at(-1)!)).toBe(true);
    },
  );

  it('an open account without figures never says to see the terms before signing', () => {
    renderResultView(CfnaResult, { accepted: '1', creditlimit: '2500' });
    expect(
      within(costsRegion()).getByText(
        'CFNA Credit Card has not given its rate and payments here. They are in the account agreement CFNA Credit Card sends you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/before you sign/)).toBeNull();
    expect(within(costsRegion()).queryByRole('link')).toBeNull();
  });
});

describe('lease-purchase offers', () => {
  it.each([
    [
      'EasyPay Finance',
      EzpyResult,
      { accepted: '1', creditlimit: '2500', offerTerms: EZPY_TERMS },
      EZPY_TERMS,
      '$4,500.08',
      '$2,000.08',
      '26 payments of $173.08 every two weeks',
      'Done',
    ],
    [
      'Acima',
      VersResult,
      {
        accepted: 'APPROVED',
        status: 'APPROVED',
        providerId: 'acima',
        productType: 'lease',
        amount: 250_000,
        versLender: {
          lenderName: 'Acima',
          approvalLanguage: '<p>{fullName}, you are approved for {spendingLimit}.</p>',
        },
        offerTerms: ACIMA_TERMS,
      },
      ACIMA_TERMS,
      '$5,000.06',
      '$2,500.06',
      '26 payments of $192.31 every two weeks',
      'Done',
    ],
  ] as const)(
    '%s: a lease, its cash price, total to own, the difference and the early purchase, before the way on',
    (lender, View, result, terms, total, difference, payments, button) => {
      renderResultView(View as ComponentType<ResultViewProps>, result as LenderResult);
      const region = costsRegion();
      const lease = within(region).getByTestId('lease-disclosure');
      expect(
        within(lease).getByText(
          `This is a lease from ${lender}, not a loan: you do not own the item until all payments are made.`,
        ),
      ).toBeTruthy();
      expect(rows(lease)).toEqual([
        'Cash price: $2,500.00',
        `Total cost to own: ${total}`,
        `Cost above the cash price: ${difference}`,
        `Payments: ${payments}`,
        'Early purchase option: Own it by paying $2,750.00 in all within 90 days',
      ]);
      expect(
        within(region)
          .getByRole('link', { name: `See ${lender}'s terms` })
          .getAttribute('href'),
      ).toBe(terms.termsUrl);
      expect(before(lease, screen.getAllByRole('button', { name: button }).at(-1)!)).toBe(true);
    },
  );
});

describe("Concora's offer", () => {
  it('shows its APR 35.90%, fees and limit next to Accept Offer, never that it has no rate', () => {
    render(
      <JourneyProvider initial={initialJourney}>
        <GnesOffer
          lenderName="Concora Credit"
          applicationId="app-1"
          creditLimit="1800"
          terms={GNES_TERMS}
          consentText="I agree."
          onAccept={() => undefined}
          onDecline={() => undefined}
        />
      </JourneyProvider>,
    );
    const region = costsRegion();
    expect(rows(region)).toContain('APR: 35.90%');
    expect(rows(region)).toContain('Annual fee (first year): $75.00');
    expect(rows(region)).toContain('Annual fee after the first year: $99.00');
    expect(screen.queryByText(/has not given its rate/)).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept Offer' });
    expect(before(region, accept)).toBe(true);
    // Nothing but the text before accepting and the consent line stands between them.
    const between = Array.from(document.querySelectorAll('button, [role="region"]')).filter(
      (el) => before(region, el) && before(el, accept),
    );
    expect(between).toEqual([]);
  });
});
