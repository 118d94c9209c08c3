// Lenders §4 "Next-application click", spec §4 "Moving to a new app".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyFromAnnual, netFromGross } from '../income.js';
import type { AppCode } from '../lenders/app-codes.js';
import { requirementsFor } from '../requirements/credit-app-requirements.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { completePage, initialJourneyState, type JourneyState } from './journey-state.js';
import { nextPage } from './navigation.js';
import {
  FIELDS_KEPT_ACROSS_APPS,
  journeyRequirements,
  moveToNextApp,
  submissionRequirements,
} from './next-app.js';
import { nextAppButton } from '../waterfall/next-app-button.js';
import { journeyErrors } from './page-completeness.js';

const TODAY = new Date(2026, 0, 15);
const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };
const AFF_DATA: FieldValues = {
  PRIVACY_TERMS_AGREED: '1',
  ...ABOUT_YOU,
  ...RESIDENT,
  SSN: '123456789',
  CONFIRM_SSN: '123456789',
  MONTHLY_GROSS_INCOME: '4000',
  PAY_FREQUENCY: 'W',
  LAST_PAYDAY: '2026-01-09',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: '2028',
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
};

function state(overrides: Partial<JourneyState>): JourneyState {
  const base = initialJourneyState({ phoneVerified: true, values: SHARED, ...overrides });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

describe("pending flag '0' is removed first; the app index moves to the next app", () => {
  it("removes '0' and keeps '1' and '2'", () => {
    const moved = moveToNextApp(
      state({
        appList: ['CFNA', 'GEMY', 'AMFF'],
        results: { CFNA: { declined: true, pendingappflag: '0' }, GEMY: { pendingappflag: '1' } },
      }),
      'AMFF',
    );
    expect(moved.results.CFNA).toEqual({ declined: true });
    expect(moved.results.GEMY).toEqual({ pendingappflag: '1' });
    expect(moved.appIndex).toBe(2);
  });
  it('the app index does not move when the code is the current one', () => {
    const s = state({ appList: ['CFNA', 'AMFF'], results: { CFNA: { declined: true } } });
    expect(moveToNextApp(s, 'CFNA').appIndex).toBe(0);
  });
});

describe('all fields except mobile phone, email, access code, shop search and first/last name are reset, then the new app’s fields are added', () => {
  it('the kept fields are the six the spec names', () => {
    expect([...FIELDS_KEPT_ACROSS_APPS]).toEqual([
      'MOBILE_PHONE',
      'EMAIL',
      'ACCESS_CODE',
      'SHOP_SEARCH',
      'FIRST_NAME',
      'LAST_NAME',
    ]);
  });
  it("the request states become the new app's: CFNA's ID fields are not requested for GNES", () => {
    const moved = moveToNextApp(state({ appList: ['CFNA', 'GNES'], results: { CFNA: { declined: true } } }));
    expect(journeyRequirements(moved)).toEqual(requirementsFor('GNES'));
    expect(journeyRequirements(moved).ID_NUMBER).toBeUndefined();
    // the values stay: they are reused, never asked again
    expect(moved.values.ID_NUMBER).toBe('LEEPA123');
  });
  it('except for DigniFi: its fields are not added, only the kept fields and its income stay requested', () => {
    const moved = moveToNextApp(
      state({ appList: ['AMFF', 'CFSS'], values: AFF_DATA, results: { AMFF: { declined: true } } }),
    );
    expect(moved.appIndex).toBe(1);
    expect(Object.keys(journeyRequirements(moved)).sort()).toEqual(
      [...FIELDS_KEPT_ACROSS_APPS, 'ANNUAL_GROSS_INCOME'].sort(),
    );
    expect(journeyRequirements(moved).ANNUAL_GROSS_INCOME).toBe(requirementsFor('CFSS').ANNUAL_GROSS_INCOME);
    // AFF gathered no ID and no employer: DigniFi does not ask them
    expect(journeyErrors(moved, TODAY)).toEqual({});
    // DigniFi as the first app asks its full list
    expect(journeyRequirements(state({ appList: ['CFSS', 'AMFF'] }))).toEqual(requirementsFor('CFSS'));
  });
});

describe("submissionRequirements: the server holds a submission to the journey's own rule", () => {
  it('DigniFi after another lender of the shop: the kept fields, as journeyRequirements after the move', () => {
    const moved = moveToNextApp(
      state({ appList: ['EZPY', 'CFSS'], values: AFF_DATA, results: { EZPY: { declined: true } } }),
    );
    expect(submissionRequirements('CFSS', ['EZPY', 'CFSS'])).toEqual(journeyRequirements(moved));
    expect(submissionRequirements('CFSS', ['EZPY', 'CFSS']).YEARS_AT_ADDRESS).toBeUndefined();
  });
  it('DigniFi first, and every other lender anywhere: its own full list', () => {
    expect(submissionRequirements('CFSS', ['CFSS', 'AMFF'])).toEqual(requirementsFor('CFSS'));
    expect(submissionRequirements('EZPY', ['AMFF', 'EZPY'])).toEqual(requirementsFor('EZPY'));
  });
});

describe('a DigniFi next app goes to DIGNIFI_SUBMISSION; other next apps ask only what is missing', () => {
  const fromResult = (appList: AppCode[], values: FieldValues, first: AppCode) =>
    nextPage(
      state({
        appList,
        selectedApps: [first],
        currentPage: 'result',
        values,
        results: { [first]: { declined: true } },
      }),
      TODAY,
    );
  it('DigniFi after AFF: straight to the DigniFi submission', () => {
    expect(fromResult(['AMFF', 'CFSS'], AFF_DATA, 'AMFF')).toBe('dignifi-submission');
  });
  it('DigniFi after CFNA: straight to the DigniFi submission', () => {
    expect(fromResult(['CFNA', 'CFSS'], SHARED, 'CFNA')).toBe('dignifi-submission');
  });
  it('DigniFi after Versatile, whose prequal set has no income: the financial page asks its income only', () => {
    const { ANNUAL_GROSS_INCOME: _income, ...prequalSet } = SHARED;
    expect(fromResult(['VERS', 'CFSS'], prequalSet, 'VERS')).toBe('financial');
    const moved = moveToNextApp(
      state({ appList: ['VERS', 'CFSS'], values: prequalSet, results: { VERS: { declined: true } } }),
    );
    expect(Object.keys(journeyErrors(moved, TODAY))).toEqual(['ANNUAL_GROSS_INCOME']);
  });
  it('GNES after CFNA: monthly net income is derived, so the GNES submission is next', () => {
    expect(fromResult(['CFNA', 'GNES'], SHARED, 'CFNA')).toBe('gnes-submission');
  });
  it('AFF after CFNA: only the extra financial page (new data) is asked', () => {
    expect(fromResult(['CFNA', 'AMFF'], SHARED, 'CFNA')).toBe('additional-financial');
  });
  it('CFNA after AFF: annual gross comes from monthly, so the financial page asks only what AFF never asked', () => {
    const moved = moveToNextApp(
      state({ appList: ['AMFF', 'CFNA'], values: AFF_DATA, results: { AMFF: { declined: true } } }),
    );
    expect(moved.values.ANNUAL_GROSS_INCOME).toBe('48000');
    // what AFF never asked: the primary ID, housing payment and residence status
    expect(Object.keys(journeyErrors(moved, TODAY)).sort()).toEqual([
      'ID_EXPIRY',
      'ID_NUMBER',
      'ID_STATE',
      'ID_TYPE',
      'MONTHLY_HOUSING_PAYMENT',
      'RESIDENT_STATUS',
    ]);
  });
});

describe('income converts: monthly = annual/12 truncated; annual = monthly x 12; net/gross per what the next lender wants', () => {
  const move = (from: AppCode, to: AppCode, values: FieldValues) =>
    moveToNextApp(state({ appList: [from, to], values, results: { [from]: { declined: true } } })).values;
  it('AFF takes monthly gross = annual / 12 truncated', () => {
    expect(move('CFNA', 'AMFF', { ...SHARED, ANNUAL_GROSS_INCOME: '50005' }).MONTHLY_GROSS_INCOME).toBe(
      '4167',
    );
  });
  it('annual = monthly x 12', () => {
    expect(move('AMFF', 'CFNA', AFF_DATA).ANNUAL_GROSS_INCOME).toBe('48000');
  });
  it('GNES (and EZPY) monthly net from annual gross / 12 truncated, with the 0.78 net factor (docs/decisions/010)', () => {
    expect(move('CFNA', 'GNES', { ...SHARED, ANNUAL_GROSS_INCOME: '50005' }).MONTHLY_NET_INCOME).toBe(
      String(netFromGross(4167)),
    );
    const ezpy = move('CFNA', 'EZPY', { ...SHARED, ANNUAL_GROSS_INCOME: '50005' });
    expect(ezpy.MONTHLY_GROSS_INCOME).toBe('4167');
    expect(ezpy.MONTHLY_NET_INCOME).toBe('3250');
  });
  it('only a monthly net figure (GNES first) still gives CFNA its annual gross', () => {
    const { ANNUAL_GROSS_INCOME: _annual, ...gnesOnly } = { ...SHARED, MONTHLY_NET_INCOME: '3120' };
    expect(move('GNES', 'CFNA', gnesOnly).ANNUAL_GROSS_INCOME).toBe('48000');
  });
  it('for AFF, annual gross under 9600 becomes empty', () => {
    const low = move('CFNA', 'AMFF', { ...SHARED, ANNUAL_GROSS_INCOME: '9599' });
    expect(low.ANNUAL_GROSS_INCOME).toBe('');
    expect(low.MONTHLY_GROSS_INCOME).toBe('');
    expect(move('CFNA', 'AMFF', { ...SHARED, ANNUAL_GROSS_INCOME: '9600' }).MONTHLY_GROSS_INCOME).toBe('800');
  });

  const NEXT_APPS: AppCode[] = ['CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS'];
  const INCOME = [
    'ANNUAL_GROSS_INCOME',
    'MONTHLY_GROSS_INCOME',
    'ANNUAL_NET_INCOME',
    'MONTHLY_NET_INCOME',
  ] as const;
  it('nothing already answered is asked again: every value survives the move, and every income figure the next lender asks is filled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NEXT_APPS),
        fc.constantFrom(...INCOME),
        fc.integer({ min: 9600, max: 99_999_999 }),
        (next, answered, amount) => {
          const { ANNUAL_GROSS_INCOME: _a, ...withoutIncome } = SHARED;
          const before: FieldValues = { ...withoutIncome, [answered]: String(amount) };
          const after = move('CFNA', next, before);
          for (const [name, value] of Object.entries(before)) {
            expect(after[name as keyof FieldValues]).toBe(value);
          }
          const requested = journeyRequirements({ appList: ['CFNA', next], appIndex: 1, values: after });
          for (const name of INCOME) {
            if (requested[name] !== undefined && !(next === 'AMFF' && amount < 9600)) {
              expect(after[name]).toMatch(/^\d+$/);
            }
          }
        },
      ),
    );
  });
  it('AFF from an annual figure: monthly gross is floor(annual / 12) for any amount at or above 9600', () => {
    fc.assert(
      fc.property(fc.integer({ min: 9600, max: 999_999_999 }), (annual) => {
        const after = move('CFNA', 'AMFF', { ...SHARED, ANNUAL_GROSS_INCOME: String(annual) });
        expect(after.MONTHLY_GROSS_INCOME).toBe(String(monthlyFromAnnual(annual)));
      }),
    );
  });
});

describe('button labels (lenders §4 "Next-application click")', () => {
  it('Apply (Continue for MILE); GNES gives Review Disclosures', () => {
    expect(nextAppButton('CFNA')).toEqual({ label: 'Apply', requiresTermsAgreed: false });
    expect(nextAppButton('CFSS').label).toBe('Apply');
    expect(nextAppButton('AMFF').label).toBe('Apply');
    expect(nextAppButton('EZPY').label).toBe('Apply');
    expect(nextAppButton('GNES').label).toBe('Review Disclosures');
  });
  it('MILE requires terms agreed first (Continue disabled until then)', () => {
    expect(nextAppButton('MILE')).toEqual({ label: 'Continue', requiresTermsAgreed: true });
  });
  it("Versatile: acima gives Continue if offer_present, else Begin Application; flexshopper Begin Application; snap 'Apply with Snap'; others Apply", () => {
    expect(nextAppButton('VERS', { providerId: 'acima', outcomeType: 'offer_present' }).label).toBe(
      'Continue',
    );
    expect(
      nextAppButton('VERS', { providerId: 'acima', outcomeType: 'additional_info_required' }).label,
    ).toBe('Begin Application');
    expect(nextAppButton('VERS', { providerId: 'acima' }).label).toBe('Begin Application');
    expect(nextAppButton('VERS', { providerId: 'flexshopper', outcomeType: 'offer_present' }).label).toBe(
      'Begin Application',
    );
    expect(nextAppButton('VERS', { providerId: 'snap' }).label).toBe('Apply with Snap');
    expect(nextAppButton('VERS', { providerId: 'koalafi' }).label).toBe('Apply');
    expect(nextAppButton('VERS').label).toBe('Apply');
  });
});
