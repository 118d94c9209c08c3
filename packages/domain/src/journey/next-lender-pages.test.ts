import { describe, expect, it } from 'vitest';
import { ezpyBillingDefaults } from '../lenders/ezpy/ezpy-rules.js';
import { prequalRequirements } from '../lenders/app-data-mapping.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { isDraftPageAccessible, journeyAtLender } from './draft-pages.js';
import { completePage, initialJourneyState, type JourneyState } from './journey-state.js';
import { firstIncompletePage, isPageAccessible, nextPage } from './navigation.js';
import { moveToNextApp } from './next-app.js';
import { gapsGatheredLater, isPageNeeded, isQuickNextApp } from './page-completeness.js';
import { PAGE_STACKS } from './page-stacks.js';

const TODAY = new Date(2026, 0, 15);
const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };
// 'Account Information' for AFF (lenders §2 "Extra financial / payment page").
const AFF_ACCOUNT: FieldValues = {
  PAY_FREQUENCY: 'W',
  LAST_PAYDAY: '2026-01-09',
  NEXT_PAYDAY: '2026-01-16',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: '2028',
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
  PAYMENT_METHOD: '1',
};

/** A Synchrony applicant: its data came from Synchrony's form; summary and app selection never shown. */
function afterSynchronyDecline(appList: JourneyState['appList']): JourneyState {
  return initialJourneyState({
    appList,
    phoneVerified: true,
    values: SHARED,
    selectedApps: ['GEMY'],
    currentPage: 'result',
    results: { GEMY: { declined: true } },
  });
}

// Lenders §2 "Result goes to … the first page of the next app's stack, or to the submission page for quick
// apps" (docs/decisions/132).
describe('a quick app reached after an earlier answer opens on its submission page', () => {
  it('Synchrony declines, DigniFi next: straight to its submission page, no review or app selection', () => {
    const declined = afterSynchronyDecline(['GEMY', 'CFSS', 'AMFF']);
    expect(nextPage(declined, TODAY)).toBe('dignifi-submission');
    const moved = moveToNextApp(declined);
    expect(isQuickNextApp(moved)).toBe(true);
    expect(isPageNeeded(moved, 'summary', TODAY)).toBe(false);
    expect(isPageNeeded(moved, 'app-select', TODAY)).toBe(false);
    expect(isPageAccessible(moved, 'dignifi-submission', TODAY)).toBe(true);
  });

  it('Synchrony declines, Concora next: its submission page (where its offer shows)', () => {
    expect(nextPage(afterSynchronyDecline(['GEMY', 'GNES']), TODAY)).toBe('gnes-submission');
  });

  it('a quick app missing data still goes to the page that asks it first', () => {
    const declined = afterSynchronyDecline(['GEMY', 'GNES']);
    const noZip = { ...declined, values: { ...SHARED, ZIP: '' } };
    expect(nextPage(noZip, TODAY)).toBe('resident');
  });

  it('a lender that is not a quick app still opens on the first page of its stack left to do', () => {
    const declined = afterSynchronyDecline(['GEMY', 'AMFF']);
    expect(isQuickNextApp(moveToNextApp(declined))).toBe(false);
    expect(nextPage(declined, TODAY)).toBe('additional-financial');
  });

  it('a quick app first keeps the review and app selection', () => {
    const first = initialJourneyState({
      appList: ['CFSS', 'AMFF'],
      phoneVerified: true,
      values: SHARED,
      currentPage: 'financial',
    });
    expect(isQuickNextApp(first)).toBe(false);
    expect(nextPage(first, TODAY)).toBe('summary');
  });
});

// Lenders §2 "Missing-info pages send the user back to pages to revisit: AFF missing goes to residence,
// financial and extra financial" (docs/decisions/133).
describe("AFF's missing-information page", () => {
  function cfnaDeclined(annualIncome: string): JourneyState {
    const base = initialJourneyState({
      appList: ['CFNA', 'AMFF'],
      phoneVerified: true,
      values: { ...SHARED, ANNUAL_GROSS_INCOME: annualIncome },
      selectedApps: ['CFNA'],
      currentPage: 'result',
      results: { CFNA: { declined: true } },
    });
    return completePage(completePage(base, 'summary'), 'coapp-select');
  }

  it('after CFNA with an income AFF cannot use: Account Information, then AFF_MISSING asks the income', () => {
    const declined = cfnaDeclined('9000');
    expect(nextPage(declined, TODAY)).toBe('additional-financial');
    const moved = moveToNextApp(declined);
    expect(moved.values.MONTHLY_GROSS_INCOME).toBe('');
    const withAccount = { ...moved, values: { ...moved.values, ...AFF_ACCOUNT } };
    // The financial page lacks only what the missing page asks: it does not send the consumer back.
    expect(gapsGatheredLater(withAccount, 'financial', PAGE_STACKS.AMFF, TODAY)).toBe(true);
    expect(nextPage({ ...withAccount, currentPage: 'app-select' }, TODAY)).toBe('aff-missing');
    expect(firstIncompletePage(withAccount, TODAY)).toBe('aff-missing');
    expect(isPageAccessible(withAccount, 'aff-missing', TODAY)).toBe(true);
    expect(isPageAccessible(withAccount, 'aff-submission', TODAY)).toBe(false);
    const answered = { ...withAccount, values: { ...withAccount.values, MONTHLY_GROSS_INCOME: '2500' } };
    expect(nextPage({ ...answered, currentPage: 'aff-missing' }, TODAY)).toBe('aff-submission');
  });

  it('after CFNA with a usable income: nothing is missing, the page is skipped', () => {
    const moved = moveToNextApp(cfnaDeclined('52000'));
    const withAccount = { ...moved, values: { ...moved.values, ...AFF_ACCOUNT } };
    expect(isPageNeeded(withAccount, 'aff-missing', TODAY)).toBe(false);
    expect(nextPage({ ...withAccount, currentPage: 'app-select' }, TODAY)).toBe('aff-submission');
  });

  it('a gap the missing page does not ask (a name) still sends the consumer back to its page', () => {
    const moved = moveToNextApp(cfnaDeclined('9000'));
    const noName = { ...moved, values: { ...moved.values, ...AFF_ACCOUNT, FIRST_NAME: '' } };
    expect(firstIncompletePage(noName, TODAY)).toBe('about-you');
    expect(isPageAccessible(noName, 'aff-missing', TODAY)).toBe(false);
  });
});

// Spec §4 navigation rule over what a draft holds (docs/decisions/131).
describe('draft pages', () => {
  const affFirst = initialJourneyState({
    appList: ['AMFF', 'EZPY'],
    phoneVerified: true,
    values: { ...SHARED, MONTHLY_GROSS_INCOME: '4000' },
    currentPage: 'summary',
  });

  it("the summary can be saved before 'Account Information', which no draft holds", () => {
    expect(isPageAccessible(affFirst, 'summary', TODAY)).toBe(false);
    expect(isDraftPageAccessible(affFirst, 'summary', TODAY)).toBe(true);
  });

  it('a shared page left incomplete still holds the summary back', () => {
    const noName = { ...affFirst, values: { ...affFirst.values, FIRST_NAME: '' } };
    expect(isDraftPageAccessible(noName, 'summary', TODAY)).toBe(false);
  });

  it('the journey at a later lender is the next-application move (AFF gets a monthly income)', () => {
    const atCfna = initialJourneyState({ appList: ['CFNA', 'AMFF'], phoneVerified: true, values: SHARED });
    const atAff = journeyAtLender(atCfna, 'AMFF');
    expect(atAff.appIndex).toBe(1);
    expect(atAff.values.MONTHLY_GROSS_INCOME).toBe('4000');
    expect(atAff.values.AFF_TCPA).toBe('1');
    expect(journeyAtLender(atCfna, 'CFNA')).toBe(atCfna);
    expect(isDraftPageAccessible({ ...atAff, currentPage: 'summary' }, 'summary', TODAY)).toBe(true);
  });
});

describe('EasyPay billing preset (lenders §4)', () => {
  it('opens with the residence as billing address when no billing answer was given', () => {
    expect(ezpyBillingDefaults({ ADDRESS1: '1 A St', ZIP: '98052' })).toEqual({
      BILLING_MATCH_RESIDENT: '1',
      BILLING_ADDRESS1: '1 A St',
      BILLING_ADDRESS2: '',
      BILLING_ZIP: '98052',
    });
  });
  it('never overwrites a billing answer', () => {
    expect(ezpyBillingDefaults({ ADDRESS1: '1 A St', BILLING_MATCH_RESIDENT: '0' })).toEqual({});
  });
});

// Lenders §3, §5, §7 (docs/decisions/130).
describe('prequalRequirements', () => {
  it("AFF's prequal asks its prequal list only, address line 2 optional", () => {
    const aff = prequalRequirements('AMFF');
    expect(Object.keys(aff).sort()).toEqual(
      [
        'ADDRESS1',
        'ADDRESS2',
        'CITY',
        'DOB',
        'EMAIL',
        'FIRST_NAME',
        'HOME_PHONE',
        'LAST_NAME',
        'SSN',
        'STATE',
        'ZIP',
      ].sort(),
    );
    expect(aff.ADDRESS2).toBe('OPTIONAL');
    expect(aff.HOME_PHONE).toBe('REQUIRED');
  });
  it("EasyPay's prequal has no email, card, pay frequency or employer", () => {
    const ezpy = prequalRequirements('EZPY');
    expect(ezpy.EMAIL).toBeUndefined();
    for (const name of ['CC_NUMBER', 'PAY_FREQUENCY', 'EMPLOYER_NAME', 'WORK_PHONE'] as const)
      expect(ezpy[name]).toBeUndefined();
  });
  it('Concora adds its monthly net income; a lender that does not prequalify throws', () => {
    expect(prequalRequirements('GNES').MONTHLY_NET_INCOME).toBe('REQUIRED');
    expect(() => prequalRequirements('CFNA')).toThrow(RangeError);
  });
});
