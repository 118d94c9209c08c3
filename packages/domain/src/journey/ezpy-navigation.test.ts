import { describe, expect, it } from 'vitest';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { completePage, initialJourneyState, type JourneyState } from './journey-state.js';
import { firstIncompletePage, isPageAccessible, nextPage } from './navigation.js';
import { moveToNextApp } from './next-app.js';
import { gapsGatheredLater, isPageNeeded } from './page-completeness.js';
import { MISSING_INFO_TARGETS, PAGE_STACKS } from './page-stacks.js';

const TODAY = new Date(2026, 0, 15);
const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };
// 'Account Information' for EasyPay: pay frequency, next payday, card, billing, bank, payment method.
const ACCOUNT: FieldValues = {
  PAY_FREQUENCY: 'B',
  NEXT_PAYDAY: '2026-01-20',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: '2028',
  BILLING_MATCH_RESIDENT: '1',
  BILLING_ADDRESS1: '123 Main St',
  BILLING_ZIP: '98052',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
  PAYMENT_METHOD: '1',
};
// What EasyPay asks beyond a CFNA application (lenders §2 "EZPY additional info also asks …").
const EZPY_ADDITIONAL: FieldValues = { EMAIL_FOR_ALL_COMS: '1', WORK_PHONE: '5551112222' };

function state(overrides: Partial<JourneyState>): JourneyState {
  const base = initialJourneyState({ phoneVerified: true, values: SHARED, ...overrides });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

// Lenders §2: "EZPY: about you, residence, financial, extra financial, missing-info, payment page,
// submission, result"; "EZPY missing goes to about you, financial and extra financial; EZPY payment goes to
// extra financial"; "Result goes to … missing-info pages if data was not gathered".
describe('EasyPay navigation', () => {
  it('lists the return targets of its missing-info and payment pages', () => {
    expect(MISSING_INFO_TARGETS['ezpy-missing']).toEqual(['about-you', 'financial', 'additional-financial']);
    expect(MISSING_INFO_TARGETS['ezpy-payment']).toEqual(['additional-financial']);
    expect(PAGE_STACKS.EZPY.slice(-4)).toEqual(['ezpy-missing', 'ezpy-payment', 'ezpy-submission', 'result']);
  });

  it('EasyPay first: everything gathered on the shared pages, so app selection skips the missing page', () => {
    const s = state({
      appList: ['EZPY'],
      selectedApps: ['EZPY'],
      currentPage: 'app-select',
      values: {
        ...SHARED,
        MONTHLY_GROSS_INCOME: '4000',
        MONTHLY_NET_INCOME: '3120',
        ...ACCOUNT,
        ...EZPY_ADDITIONAL,
      },
    });
    expect(isPageNeeded(s, 'ezpy-missing', TODAY)).toBe(false);
    expect(nextPage(s, TODAY)).toBe('ezpy-payment');
  });

  it('reached after a CFNA decline: Account Information first, then the missing page gathers the rest', () => {
    const declined = state({
      appList: ['CFNA', 'EZPY'],
      selectedApps: ['CFNA'],
      currentPage: 'result',
      results: { CFNA: { declined: true } },
    });
    // The result's next rule: the first page of the next app that the gathered data does not cover.
    expect(nextPage(declined, TODAY)).toBe('additional-financial');
    const moved = moveToNextApp(declined);
    // About You lacks only what the missing page asks: it does not hold the applicant back.
    expect(gapsGatheredLater(moved, 'about-you', PAGE_STACKS.EZPY, TODAY)).toBe(true);
    const withAccount = { ...moved, values: { ...moved.values, ...ACCOUNT }, selectedApps: ['EZPY'] };
    expect(firstIncompletePage(withAccount, TODAY)).toBe('ezpy-missing');
    expect(nextPage({ ...withAccount, currentPage: 'app-select' }, TODAY)).toBe('ezpy-missing');
    expect(isPageAccessible(withAccount, 'ezpy-missing', TODAY)).toBe(true);
    // …but not past it: payment waits until the missing answers are given.
    expect(isPageAccessible(withAccount, 'ezpy-payment', TODAY)).toBe(false);
    const gathered = { ...withAccount, values: { ...withAccount.values, ...EZPY_ADDITIONAL } };
    expect(nextPage({ ...gathered, currentPage: 'ezpy-missing' }, TODAY)).toBe('ezpy-payment');
    expect(isPageAccessible(gathered, 'ezpy-payment', TODAY)).toBe(true);
  });

  // Issue item 7: after EasyPay's summary the consumer met three empty co-applicant pages (EasyPay asks none of
  // those fields), and each one's draft save cleared the co-applicant answers given for CFNA.
  it("a co-applicant given for CFNA brings no co-applicant pages to EasyPay's journey", () => {
    const joint = state({
      appList: ['CFNA', 'EZPY'],
      selectedApps: ['CFNA'],
      currentPage: 'summary',
      values: { ...SHARED, APPLY_WITH_COAPP: '1', COAPP_FIRST_NAME: 'Casey', COAPP_LAST_NAME: 'Rivera' },
    });
    // CFNA takes one: its pages follow the choice.
    expect(isPageNeeded(joint, 'coapp-about-you', TODAY)).toBe(true);
    expect(nextPage({ ...joint, currentPage: 'coapp-select' }, TODAY)).toBe('coapp-about-you');

    const atEasyPay = moveToNextApp({ ...joint, results: { CFNA: { declined: true } } }, 'EZPY');
    const moved = { ...atEasyPay, values: { ...atEasyPay.values, ...ACCOUNT } };
    for (const page of ['coapp-select', 'coapp-about-you', 'coapp-resident', 'coapp-financial'] as const) {
      expect(isPageNeeded(moved, page, TODAY), page).toBe(false);
    }
    expect(nextPage({ ...moved, currentPage: 'summary' }, TODAY)).toBe('app-select');
    // The answers stay: a lender after EasyPay that takes a co-applicant still has them.
    expect(moved.values.COAPP_FIRST_NAME).toBe('Casey');
  });

  it('a gap the missing page does not ask (a name) still sends the applicant back to its page', () => {
    const s = state({
      appList: ['EZPY'],
      selectedApps: ['EZPY'],
      values: {
        ...SHARED,
        FIRST_NAME: '',
        MONTHLY_GROSS_INCOME: '4000',
        MONTHLY_NET_INCOME: '3120',
        ...ACCOUNT,
      },
    });
    expect(gapsGatheredLater(s, 'about-you', PAGE_STACKS.EZPY, TODAY)).toBe(false);
    expect(firstIncompletePage(s, TODAY)).toBe('about-you');
    expect(isPageAccessible(s, 'ezpy-missing', TODAY)).toBe(false);
  });

  it("AFF's missing page follows the same rule (decision 133)", () => {
    const s = state({ appList: ['AMFF'], values: { ...SHARED } });
    // Financial lacks only the monthly gross income, which AFF's missing page asks.
    expect(gapsGatheredLater(s, 'financial', PAGE_STACKS.AMFF, TODAY)).toBe(true);
    // About You is not one of its return targets (lenders §2: residence, financial, extra financial).
    const noPhone = state({ appList: ['AMFF'], values: { ...SHARED, HOME_PHONE: '' } });
    expect(gapsGatheredLater(noPhone, 'about-you', PAGE_STACKS.AMFF, TODAY)).toBe(false);
  });
});
