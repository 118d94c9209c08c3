import { describe, expect, it } from 'vitest';
import { completePage, initialJourneyState, type JourneyState } from './journey-state.js';
import {
  fieldsCompletePage,
  firstIncompletePage,
  isPageAccessible,
  NavigationError,
  nextPage,
} from './navigation.js';
import { pageErrors } from './page-completeness.js';
import { PAGE_STACKS } from './page-stacks.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';

const TODAY = new Date(2026, 0, 15);

function cfna(overrides: Partial<JourneyState> = {}): JourneyState {
  return initialJourneyState({
    appList: ['CFNA', 'CFSS'],
    phoneVerified: true,
    values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL },
    ...overrides,
  });
}

describe('CFNA page stack (lenders §2)', () => {
  it('is the shared stack, then CFNA submission and result', () => {
    expect(PAGE_STACKS.CFNA).toEqual([
      'policy-content',
      'getting-started',
      'about-you',
      'resident',
      'financial',
      'summary',
      'coapp-select',
      'coapp-about-you',
      'coapp-resident',
      'coapp-financial',
      'app-select',
      'cfna-submission',
      'result',
    ]);
  });
});

describe('nextPage on the CFNA stack', () => {
  it('moves through complete pages in stack order', () => {
    expect(nextPage(cfna({ currentPage: 'about-you' }), TODAY)).toBe('resident');
    expect(nextPage(cfna({ currentPage: 'resident' }), TODAY)).toBe('financial');
    expect(nextPage(cfna({ currentPage: 'financial' }), TODAY)).toBe('summary');
  });

  it('redirects to the first incomplete page when the next one is not reachable', () => {
    const state = cfna({ currentPage: 'about-you', values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU } });
    expect(nextPage(state, TODAY)).toBe('resident');
    const stuck = cfna({ currentPage: 'resident', values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU } });
    expect(nextPage(stuck, TODAY)).toBe('resident');
    const gap = cfna({
      currentPage: 'financial',
      values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...FINANCIAL },
    });
    expect(nextPage(gap, TODAY)).toBe('resident');
  });

  it('offers the coapplicant choice after the summary, then app selection', () => {
    const summaryDone = completePage(cfna({ currentPage: 'summary' }), 'summary');
    expect(nextPage(summaryDone, TODAY)).toBe('coapp-select');
    const solo = completePage({ ...summaryDone, currentPage: 'coapp-select' }, 'coapp-select');
    expect(nextPage(solo, TODAY)).toBe('app-select');
  });

  it('goes through the coapplicant pages when applying jointly', () => {
    const base = completePage(completePage(cfna(), 'summary'), 'coapp-select');
    const joint = {
      ...base,
      currentPage: 'coapp-select' as const,
      values: { ...base.values, APPLY_WITH_COAPP: '1' },
    };
    expect(nextPage(joint, TODAY)).toBe('coapp-about-you');
    expect(nextPage({ ...joint, currentPage: 'coapp-about-you' }, TODAY)).toBe('coapp-about-you');
  });

  it('goes from app selection to the CFNA submission, and from a decision to result', () => {
    const ready = completePage(
      completePage(cfna({ currentPage: 'app-select', selectedApps: ['CFNA'] }), 'summary'),
      'coapp-select',
    );
    expect(nextPage(ready, TODAY)).toBe('cfna-submission');
    const approved = {
      ...ready,
      currentPage: 'cfna-submission' as const,
      results: { CFNA: { accepted: true } },
    };
    expect(nextPage(approved, TODAY)).toBe('result');
  });

  it('completed-state redirect: approved, referred, all applied or error go to result; funded to funded', () => {
    const at = cfna({ currentPage: 'about-you' });
    expect(nextPage({ ...at, results: { CFNA: { accepted: '1' } } }, TODAY)).toBe('result');
    expect(nextPage({ ...at, results: { CFNA: { referral: true } } }, TODAY)).toBe('result');
    expect(nextPage({ ...at, results: { CFNA: { pendingappflag: '1' } } }, TODAY)).toBe('result');
    expect(
      nextPage({ ...at, results: { CFNA: { declined: true }, CFSS: { status: 'DECLINED' } } }, TODAY),
    ).toBe('result');
    expect(nextPage({ ...at, results: { CFNA: { errorResult: true } } }, TODAY)).toBe('result');
    expect(nextPage({ ...at, results: { CFNA: { accepted: true } }, fundStatus: '2' }, TODAY)).toBe('funded');
  });

  it('a single decline does not redirect; result then moves to the next app', () => {
    const declined = completePage(
      completePage(cfna({ selectedApps: ['CFNA'], results: { CFNA: { declined: true } } }), 'summary'),
      'coapp-select',
    );
    expect(nextPage({ ...declined, currentPage: 'about-you' }, TODAY)).toBe('resident');
    // DigniFi is a quick app: its data is all there, so the flow lands on its submission page.
    expect(nextPage({ ...declined, currentPage: 'result' }, TODAY)).toBe('dignifi-submission');
  });

  it('getting started goes to result if any result exists', () => {
    expect(
      nextPage(cfna({ currentPage: 'getting-started', results: { CFNA: { declined: true } } }), TODAY),
    ).toBe('result');
  });

  it("fails with 'Unable to determine next state.' on an impossible state", () => {
    const broken = cfna({ currentPage: 'about-you', appIndex: 5 });
    expect(() => nextPage(broken, TODAY)).toThrow(NavigationError);
    expect(() => nextPage(broken, TODAY)).toThrow('Unable to determine next state.');
  });
});

describe('firstIncompletePage and isPageAccessible', () => {
  it('starts at policy content', () => {
    expect(firstIncompletePage(initialJourneyState({ appList: ['CFNA'] }), TODAY)).toBe('policy-content');
    expect(firstIncompletePage(initialJourneyState(), TODAY)).toBe('policy-content');
  });
  it('finds the first page with missing data', () => {
    const state = cfna({ values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT } });
    expect(firstIncompletePage(state, TODAY)).toBe('financial');
    expect(isPageAccessible(state, 'financial', TODAY)).toBe(true);
    expect(isPageAccessible(state, 'summary', TODAY)).toBe(false);
    expect(isPageAccessible(state, 'cfna-submission', TODAY)).toBe(false);
  });
  it('previous address needed when years at address is 1 or less', () => {
    const state = cfna({ values: { ...cfna().values, YEARS_AT_ADDRESS: '1' } });
    expect(firstIncompletePage(state, TODAY)).toBe('resident');
  });
  it('edit panels are reachable once the phone is verified and terms agreed', () => {
    expect(isPageAccessible(cfna(), 'ssn', TODAY)).toBe(true);
    expect(isPageAccessible(initialJourneyState({ appList: ['CFNA'] }), 'ssn', TODAY)).toBe(false);
  });
});

describe('fieldsCompletePage (spec §4)', () => {
  it('is the first failing check of about-you, email, phone, financial, id, ssn, else app-select', () => {
    expect(fieldsCompletePage(cfna(), TODAY)).toBe('app-select');
    const noEmail = cfna({ values: { ...cfna().values, CONFIRM_EMAIL: 'other@example.com' } });
    expect(fieldsCompletePage(noEmail, TODAY)).toBe('about-you');
    const noSsn = cfna({ values: { ...cfna().values, CONFIRM_SSN: '' } });
    expect(fieldsCompletePage(noSsn, TODAY)).toBe('financial');
  });
});

describe('pageErrors', () => {
  it("lists only the page's own field errors", () => {
    const state = cfna({ values: { ...cfna().values, CONFIRM_SSN: '111111111', ZIP: '' } });
    expect(pageErrors(state, 'financial', TODAY)).toEqual({ CONFIRM_SSN: 'SSNs must match' });
    expect(pageErrors(state, 'resident', TODAY)).toEqual({ ZIP: 'Value cannot be empty' });
    expect(pageErrors(state, 'about-you', TODAY)).toEqual({});
  });
});
