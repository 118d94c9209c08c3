import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appListWithoutUnavailableLenders as appListWithoutUnavailableMile } from '../app-codes.js';
import {
  dollarsToCents,
  formatCents,
  mileAgreementComplete,
  mileOfferFigures,
  monthlyFromAnnualFee,
} from './mile-offer.js';

// The sandbox's offer terms (apps/partner-sandbox/src/lenders/mile/decisions.ts) with a $5,000 limit.
const OFFER = {
  accepted: '1',
  creditlimit: '5000',
  apr: '29.99',
  cashadvanceapr: '29.99',
  annualfee: '75',
  accountmaintenancefee: '99',
  annualfeefuture: '99',
  annualfeefutureind: 'Y',
};

describe('MILE offer figures (lenders §4 "MILE")', () => {
  it('shows the limit without decimals, the APRs, the annual fee and the monthly maintenance fee', () => {
    const figures = mileOfferFigures(OFFER);
    expect(figures).toEqual({
      creditLimit: '$5,000',
      purchaseApr: '29.99%',
      cashAdvanceApr: '29.99%',
      annualFee: '$75',
      // annual / 12: 99 / 12 = 8.25
      accountMaintenanceFeeMonthly: '$8.25',
      // the annual fee reduces the initial available credit: 5000 − 75
      initialAvailableCredit: '$4,925',
      // indicator 'Y': year two's fee billed monthly, 99 / 12
      futureAnnualFee: { amount: '$8.25', monthly: true },
    });
  });

  it('drops a limit’s cents rather than rounding up, and keeps a fee’s cents', () => {
    const figures = mileOfferFigures({ ...OFFER, creditlimit: '1999.99', annualfee: '39.50' });
    expect(figures?.creditLimit).toBe('$1,999');
    expect(figures?.annualFee).toBe('$39.50');
    expect(figures?.initialAvailableCredit).toBe('$1,960.49');
  });

  it('shows year two’s fee once a year unless the indicator is Y', () => {
    expect(mileOfferFigures({ ...OFFER, annualfeefutureind: 'N' })?.futureAnnualFee).toEqual({
      amount: '$99',
      monthly: false,
    });
    expect(mileOfferFigures({ ...OFFER, annualfeefutureind: 'y' })?.futureAnnualFee?.monthly).toBe(true);
    expect(mileOfferFigures({ ...OFFER, annualfeefuture: undefined })?.futureAnnualFee).toBeUndefined();
  });

  it('rounds a monthly fee to the nearest cent', () => {
    expect(formatCents(monthlyFromAnnualFee(dollarsToCents('100')!))).toBe('$8.33');
    expect(formatCents(monthlyFromAnnualFee(dollarsToCents('125')!))).toBe('$10.42');
    expect(formatCents(monthlyFromAnnualFee(0))).toBe('$0');
  });

  it('never shows a negative available credit', () => {
    expect(mileOfferFigures({ ...OFFER, creditlimit: '50' })?.initialAvailableCredit).toBe('$0');
  });

  it('has no figures without a usable limit or annual fee', () => {
    expect(mileOfferFigures(undefined)).toBeUndefined();
    expect(mileOfferFigures({ ...OFFER, creditlimit: undefined })).toBeUndefined();
    expect(mileOfferFigures({ ...OFFER, annualfee: 'free' })).toBeUndefined();
  });

  it('twelve monthly instalments add up to the annual fee within 6 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (annualCents) => {
        expect(Math.abs(monthlyFromAnnualFee(annualCents) * 12 - annualCents)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('reads dollar strings as whole cents', () => {
    expect(dollarsToCents('$1,234.5')).toBe(123_450);
    expect(dollarsToCents('99.00')).toBe(9_900);
    expect(dollarsToCents(75)).toBe(7_500);
    expect(dollarsToCents('-5')).toBeUndefined();
    expect(dollarsToCents('1.234')).toBeUndefined();
  });
});

describe('MILE disclosure agreement (lenders §4)', () => {
  const none = { eDisclosure: false, applicationDisclosure: false, contactAuthorization: false };
  it('needs e-disclosure and application disclosure, and contact authorization unless tier 1', () => {
    const two = { ...none, eDisclosure: true, applicationDisclosure: true };
    expect(mileAgreementComplete(two, '1')).toBe(true);
    expect(mileAgreementComplete(two, '2')).toBe(false);
    expect(mileAgreementComplete({ ...two, contactAuthorization: true }, '2')).toBe(true);
    expect(mileAgreementComplete({ ...none, eDisclosure: true }, '1')).toBe(false);
    expect(mileAgreementComplete({ ...none, applicationDisclosure: true }, '1')).toBe(false);
  });
});

describe('the no-MILE flag of shop search (applicant-journey §3 keywordInfo)', () => {
  it("drops MILE from the shop's list only when the flag is '1'", () => {
    expect(appListWithoutUnavailableMile(['MILE', 'CFNA'], { noMILEFlag: '1' })).toEqual(['CFNA']);
    expect(appListWithoutUnavailableMile(['CFNA', 'MILE'], { noMileFlag: '1' })).toEqual(['CFNA']);
    expect(appListWithoutUnavailableMile(['MILE', 'CFNA'], { noMILEFlag: '0' })).toEqual(['MILE', 'CFNA']);
    expect(appListWithoutUnavailableMile(['MILE', 'CFNA'], undefined)).toEqual(['MILE', 'CFNA']);
  });
});
