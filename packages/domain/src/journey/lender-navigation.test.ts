import { describe, expect, it } from 'vitest';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import {
  completePage,
  currentApp,
  effectiveAppList,
  initialJourneyState,
  type JourneyState,
} from './journey-state.js';
import { completedStateRedirect, currentStack, isPageAccessible, nextPage } from './navigation.js';
import { moveToNextApp } from './next-app.js';
import { isPageComplete } from './page-completeness.js';
import { DEFAULT_STACK } from './page-stacks.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';

const TODAY = new Date(2026, 0, 15);

const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };

const AFF_EXTRA: FieldValues = {
  MONTHLY_GROSS_INCOME: '4000',
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

function state(overrides: Partial<JourneyState>): JourneyState {
  const base = initialJourneyState({ phoneVerified: true, values: SHARED, ...overrides });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

describe('AFF stack', () => {
  it('asks the extra financial page after financial', () => {
    const s = state({
      appList: ['AMFF'],
      currentPage: 'financial',
      values: { ...SHARED, MONTHLY_GROSS_INCOME: '4000' },
    });
    expect(nextPage(s, TODAY)).toBe('additional-financial');
    // Without the monthly gross income the financial page is incomplete only by what AFF's missing-info page
    // asks (lenders §2 "AFF missing goes to residence, financial and extra financial"; decision 133): the
    // journey goes on and the missing page asks it. A gap it does not ask still sends the consumer back.
    expect(nextPage({ ...s, values: SHARED }, TODAY)).toBe('additional-financial');
    expect(nextPage({ ...s, values: { ...SHARED, SSN: '' } }, TODAY)).toBe('financial');
  });
  it('skips the missing-info page when nothing is missing', () => {
    const s = state({
      appList: ['AMFF'],
      selectedApps: ['AMFF'],
      currentPage: 'app-select',
      values: { ...SHARED, ...AFF_EXTRA },
    });
    expect(nextPage(s, TODAY)).toBe('aff-submission');
  });
  it('shows the missing-info page when something is missing', () => {
    const { CVV: _cvv, ...withoutCvv } = AFF_EXTRA;
    const s = state({
      appList: ['AMFF'],
      selectedApps: ['AMFF'],
      currentPage: 'app-select',
      values: { ...SHARED, ...withoutCvv },
    });
    // The CVV (never kept, so missing after a refresh) is one of the AFF missing-info page's fields (lenders
    // §2 "AFF missing-information screen"): that page asks it rather than the whole Account Information page.
    expect(nextPage(s, TODAY)).toBe('aff-missing');
    // A gap the missing page does not ask (the payment method) sends the consumer back to its page.
    const { PAYMENT_METHOD: _method, ...withoutMethod } = AFF_EXTRA;
    expect(nextPage({ ...s, values: { ...SHARED, ...withoutMethod } }, TODAY)).toBe('additional-financial');
  });
  it('after approval, result goes to finalize, then e-sign, then funded', () => {
    const approved = state({
      appList: ['AMFF'],
      selectedApps: ['AMFF'],
      currentPage: 'result',
      values: { ...SHARED, ...AFF_EXTRA },
      results: { AMFF: { accepted: true } },
    });
    expect(nextPage(approved, TODAY)).toBe('aff-finalize');
    expect(isPageAccessible(approved, 'aff-finalize', TODAY)).toBe(true);
    expect(isPageAccessible(approved, 'aff-esign', TODAY)).toBe(false);
    const finalized = completePage({ ...approved, currentPage: 'aff-finalize' }, 'aff-finalize');
    expect(nextPage(finalized, TODAY)).toBe('aff-esign');
    expect(nextPage({ ...finalized, currentPage: 'aff-esign', fundStatus: '1' }, TODAY)).toBe('aff-esign');
    expect(nextPage({ ...finalized, currentPage: 'aff-esign', fundStatus: '2' }, TODAY)).toBe('funded');
    expect(nextPage({ ...finalized, currentPage: 'about-you', fundStatus: '2' }, TODAY)).toBe('funded');
  });
});

describe('MILE stack', () => {
  const mile = (results: JourneyState['results']) =>
    state({ appList: ['MILE'], selectedApps: ['MILE'], currentPage: 'mile-review', results });
  it('review goes to result if the prequal was declined', () => {
    expect(nextPage(mile({ MILE: { prequalResult: { declined: true } } }), TODAY)).toBe('result');
  });
  it('review goes to the offer after an accepted prequal', () => {
    expect(nextPage(mile({ MILE: { prequalResult: { accepted: true } } }), TODAY)).toBe('mile-prequal');
  });
  it('getting started goes to the MILE prequal page when MILE is first and its prequal was accepted', () => {
    const s = state({
      appList: ['MILE', 'CFNA'],
      currentPage: 'getting-started',
      results: { MILE: { prequalResult: { accepted: true } } },
    });
    expect(nextPage(s, TODAY)).toBe('mile-prequal');
  });
});

describe('GEMY stack and the coapplicant rule', () => {
  it('GEMY goes from app selection to its embedded form', () => {
    const s = state({ appList: ['GEMY'], selectedApps: ['GEMY'], currentPage: 'app-select' });
    expect(nextPage(s, TODAY)).toBe('gemy-submission');
  });
  it('coapplicant selection without a coapplicant goes to the GEMY submission when apps are selected', () => {
    const s = state({ appList: ['CFNA'], selectedApps: ['GEMY'], currentPage: 'coapp-select' });
    expect(nextPage(s, TODAY)).toBe('gemy-submission');
  });
  it('coapplicant selection without a coapplicant goes to app selection when the selection is not GEMY', () => {
    const s = state({ appList: ['CFNA'], selectedApps: ['CFNA'], currentPage: 'coapp-select' });
    expect(nextPage(s, TODAY)).toBe('app-select');
  });
  it('coapplicant selection with a coapplicant goes to the coapplicant form, even with GEMY selected', () => {
    const s = state({
      appList: ['CFNA'],
      selectedApps: ['GEMY'],
      currentPage: 'coapp-select',
      values: { ...SHARED, APPLY_WITH_COAPP: '1' },
    });
    expect(nextPage(s, TODAY)).toBe('coapp-about-you');
  });
});

describe('moving to the next app (lenders §4)', () => {
  it('keeps the data, converts income, removes a pending flag of 0 and sets AFF consents', () => {
    const s = state({
      appList: ['CFNA', 'AMFF'],
      results: { CFNA: { declined: true, pendingappflag: '0' } },
    });
    const moved = moveToNextApp(s);
    expect(moved.appIndex).toBe(1);
    expect(moved.values.FIRST_NAME).toBe('Pat');
    expect(moved.values.MONTHLY_GROSS_INCOME).toBe('4000');
    expect(moved.values.AFF_TCPA).toBe('1');
    expect(moved.values.AFF_REC_DEBITS).toBe('1');
    expect(moved.results.CFNA).toEqual({ declined: true });
  });
  it('EZPY pre-sets billing same as resident', () => {
    const moved = moveToNextApp(state({ appList: ['CFNA', 'EZPY'], results: { CFNA: { declined: true } } }));
    expect(moved.values).toMatchObject({
      BILLING_MATCH_RESIDENT: '1',
      BILLING_ADDRESS1: '123 Main St',
      BILLING_ZIP: '98052',
    });
  });
});

// Spec §4 "Changing the residential state … removes providers"; lenders §4 "AFF … removed for certain
// resident states", §9 "not available in NY" (rows in lenders/state-provider-rules.ts).
describe('providers removed for the resident state', () => {
  const NY: FieldValues = { ...SHARED, STATE: 'NY', ID_STATE: 'NY', ...AFF_EXTRA };
  it('a New York resident goes past AFF to the next listed lender, on that lender’s pages', () => {
    const s = state({ appList: ['AMFF', 'CFNA'], currentPage: 'financial', values: NY });
    expect(effectiveAppList(s)).toEqual(['CFNA']);
    expect(currentApp(s)).toBe('CFNA');
    expect(currentStack(s)).not.toContain('additional-financial');
    expect(nextPage(s, TODAY)).toBe('summary');
    // The same applicant in Washington keeps AFF first and gets its extra page.
    const wa = { ...s, values: { ...NY, STATE: 'WA' } };
    expect(currentApp(wa)).toBe('AMFF');
    expect(nextPage(wa, TODAY)).toBe('additional-financial');
  });
  it('removes the AFF selection with AFF: app selection is not complete on it', () => {
    const s = state({
      appList: ['AMFF', 'CFNA'],
      selectedApps: ['AMFF'],
      currentPage: 'app-select',
      values: NY,
    });
    expect(isPageComplete(s, 'app-select', TODAY)).toBe(false);
    expect(isPageComplete({ ...s, selectedApps: ['CFNA'] }, 'app-select', TODAY)).toBe(true);
  });
  it('never moves on to AFF after another lender declines', () => {
    const s = state({
      appList: ['CFNA', 'AMFF', 'EZPY'],
      selectedApps: ['CFNA'],
      currentPage: 'result',
      values: NY,
      results: { CFNA: { declined: true } },
    });
    expect(moveToNextApp(s).appIndex).toBe(2);
    expect(moveToNextApp(s, 'AMFF')).toEqual(s);
    // With AFF the only other lender, a decline means every lender this applicant may use has answered.
    const only = { ...s, appList: ['CFNA', 'AMFF'] as JourneyState['appList'] };
    expect(moveToNextApp(only).appIndex).toBe(0);
    expect(completedStateRedirect({ ...only, currentPage: 'about-you' })).toBe('result');
  });
  it('with every listed lender removed, the shared pages end on app selection (no providers)', () => {
    const s = state({ appList: ['AMFF'], currentPage: 'financial', values: NY });
    expect(effectiveAppList(s)).toEqual([]);
    expect(currentStack(s)).toEqual(DEFAULT_STACK);
    expect(nextPage(s, TODAY)).toBe('summary');
  });
});
