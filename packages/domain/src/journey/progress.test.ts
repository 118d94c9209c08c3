import { describe, expect, it } from 'vitest';
import type { AppCode } from '../lenders/app-codes.js';
import { incomeValuesForApp } from '../income.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, ACCOUNT_INFORMATION, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { completePage, currentApp, initialJourneyState, type JourneyState } from './journey-state.js';
import { nextPage } from './navigation.js';
import { moveToNextApp } from './next-app.js';
import type { PageId } from './page-ids.js';
import { PAGE_STACKS } from './page-stacks.js';
import { journeyProgress, journeySteps, type JourneyProgress } from './progress.js';

const TODAY = new Date(2026, 0, 15);
const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };

function at(appList: AppCode[], currentPage: PageId, overrides: Partial<JourneyState> = {}): JourneyState {
  return initialJourneyState({ appList, currentPage, phoneVerified: true, values: SHARED, ...overrides });
}

const SHARED_STEPS: PageId[] = ['policy-content', 'getting-started', 'about-you', 'resident', 'financial'];

// Lenders §2 "Page sequence per lender": the steps are the lender's stack without the pages it skips.
describe('journeySteps per lender stack', () => {
  it('CFNA: the shared pages, summary, its coapplicant choice, app selection and its review', () => {
    expect(journeySteps(at(['CFNA'], 'about-you'), TODAY)).toEqual([
      ...SHARED_STEPS,
      'summary',
      'coapp-select',
      'app-select',
      'cfna-submission',
    ]);
  });

  it('DigniFi (CFSS) first: its own review page in place of CFNA’s', () => {
    expect(journeySteps(at(['CFSS'], 'resident'), TODAY).at(-1)).toBe('dignifi-submission');
    expect(journeyProgress(at(['CFSS'], 'resident'), TODAY)).toEqual({ step: 4, of: 8 });
  });

  it('Genesis (GNES): the shared pages, then its submission page', () => {
    expect(journeyProgress(at(['GNES'], 'gnes-submission'), TODAY)).toEqual({ step: 8, of: 8 });
  });

  it('Synchrony (GEMY) gathers its data in its own form: four steps', () => {
    expect(journeySteps(at(['GEMY'], 'getting-started'), TODAY)).toEqual([
      'policy-content',
      'getting-started',
      'app-select',
      'gemy-submission',
    ]);
    expect(journeyProgress(at(['GEMY'], 'getting-started'), TODAY)).toEqual({ step: 2, of: 4 });
  });

  it('American First (AMFF): account information after financial; the missing page only while data is missing', () => {
    const filled = at(['AMFF'], 'additional-financial');
    expect(journeySteps(filled, TODAY)).toEqual([
      ...SHARED_STEPS,
      'additional-financial',
      'summary',
      'app-select',
      'aff-missing',
      'aff-submission',
    ]);
    expect(journeyProgress(filled, TODAY)).toEqual({ step: 6, of: 10 });
  });

  it('EasyPay (EZPY): account information, missing information, payment and review', () => {
    const s = at(['EZPY'], 'ezpy-payment');
    expect(journeySteps(s, TODAY)).toEqual([
      ...SHARED_STEPS,
      'additional-financial',
      'summary',
      'app-select',
      'ezpy-missing',
      'ezpy-payment',
      'ezpy-submission',
    ]);
    expect(journeyProgress(s, TODAY)).toEqual({ step: 10, of: 11 });
  });

  it('MILE: its offer page counts only after an accepted prequal', () => {
    expect(journeySteps(at(['MILE'], 'mile-review'), TODAY)).not.toContain('mile-prequal');
    const accepted = at(['MILE'], 'mile-prequal', {
      results: { MILE: { prequalResult: { accepted: '1' } } } as JourneyState['results'],
    });
    expect(journeySteps(accepted, TODAY)).toContain('mile-prequal');
  });

  it('a coapplicant adds three pages: every page of CFNA’s stack but the result is then a step', () => {
    const withCoapp = at(['CFNA'], 'coapp-resident', {
      values: { ...SHARED, APPLY_WITH_COAPP: '1' },
    });
    expect(journeySteps(withCoapp, TODAY)).toEqual(PAGE_STACKS.CFNA.filter((page) => page !== 'result'));
    expect(journeyProgress(withCoapp, TODAY)).toEqual({ step: 9, of: 12 });
  });

  it('follows the next lender: a quick next app after a decline adds only its submission page after CFNA’s steps', () => {
    const next = at(['CFNA', 'CFSS'], 'dignifi-submission', {
      appIndex: 1,
      selectedApps: ['CFNA'],
      results: { CFNA: { applicationStatus: 'D' } } as JourneyState['results'],
    });
    expect(journeySteps(next, TODAY)).toEqual([
      ...SHARED_STEPS,
      'summary',
      'coapp-select',
      'app-select',
      'cfna-submission',
      'dignifi-submission',
    ]);
    expect(journeyProgress(next, TODAY)).toEqual({ step: 10, of: 10, added: { app: 'CFSS', steps: 1 } });
  });
});

describe('journeyProgress outside the steps', () => {
  it('is undefined on the result, an edit panel and the pages after an approval', () => {
    expect(journeyProgress(at(['CFNA'], 'result'), TODAY)).toBeUndefined();
    expect(journeyProgress(at(['CFNA'], 'email'), TODAY)).toBeUndefined();
    expect(journeyProgress(at(['AMFF'], 'aff-finalize'), TODAY)).toBeUndefined();
  });

  it('counts the shared stack while no lender is left to apply to', () => {
    expect(journeyProgress(at([], 'about-you'), TODAY)).toEqual({ step: 3, of: 7 });
  });

  it('starts at step 1 of the stack on the privacy page', () => {
    expect(journeyProgress(at(['CFNA'], 'policy-content'), TODAY)).toEqual({ step: 1, of: 9 });
  });
});

// The count never goes backwards. Each walk moves by navigation's own nextPage, filling each
// page as a consumer would, and reads the counter on every page it lands on.
const EZPY_ADDITIONAL: FieldValues = { EMAIL_FOR_ALL_COMS: '1', WORK_PHONE: '5551112222' };

/** What the consumer does on `page` before Next. */
function fill(state: JourneyState, page: PageId): JourneyState {
  if (page === 'additional-financial')
    return { ...state, values: { ...state.values, ...ACCOUNT_INFORMATION } };
  if (page === 'aff-missing' || page === 'ezpy-missing')
    return { ...state, values: { ...state.values, ...ACCOUNT_INFORMATION, ...EZPY_ADDITIONAL } };
  if (page === 'app-select') {
    const app = currentApp(state);
    return app ? { ...state, selectedApps: [...state.selectedApps, app] } : state;
  }
  return state;
}

/** The counter on each page from `state` to the lender's submission page. */
function walk(state: JourneyState): { page: PageId; progress: JourneyProgress | undefined }[] {
  const seen: { page: PageId; progress: JourneyProgress | undefined }[] = [];
  let s = state;
  for (let i = 0; i < 20; i += 1) {
    seen.push({ page: s.currentPage, progress: journeyProgress(s, TODAY) });
    if (s.currentPage.endsWith('-submission')) return seen;
    // Next records the page as passed (apply-step-route's goNext), as the server's draft does.
    const filled = completePage(fill(s, s.currentPage), s.currentPage);
    s = { ...filled, currentPage: nextPage(filled, TODAY) };
  }
  throw new Error(`no submission page reached: ${seen.map((x) => x.page).join(' → ')}`);
}

function expectCountsUp(seen: ReturnType<typeof walk>) {
  const total = seen[0]?.progress?.of;
  seen.forEach(({ page, progress }, index) => {
    expect(progress, page).toBeDefined();
    expect({ page, ...progress }).toMatchObject({
      page,
      step: (seen[0]?.progress?.step ?? 0) + index,
      of: total,
    });
  });
}

describe('the count never goes backwards', () => {
  it.each(['AMFF', 'EZPY'] as const)('%s: filling Account Information takes no step away', (app) => {
    // EasyPay first asks its extra about-you fields on About You itself.
    const values = incomeValuesForApp({ ...SHARED, ...(app === 'EZPY' ? EZPY_ADDITIONAL : {}) }, app);
    const start = at([app], 'additional-financial', { values });
    const seen = walk(start);
    expect(seen[0]?.progress).toEqual({ step: 6, of: seen.at(-1)?.progress?.step });
    expectCountsUp(seen);
  });

  const declined = { CFNA: { applicationStatus: 'D' } } as JourneyState['results'];
  const afterCfna = (next: AppCode): JourneyState => {
    const cfna = at(['CFNA', next], 'result', {
      selectedApps: ['CFNA'],
      completedPages: ['summary', 'coapp-select'],
      results: declined,
    });
    const moved = moveToNextApp(cfna, next);
    return { ...moved, currentPage: nextPage(cfna, TODAY) };
  };

  it.each(['CFSS', 'GNES'] as const)('%s after CFNA’s decline: step 10 of 10, one step added', (next) => {
    expect(journeyProgress(at(['CFNA'], 'cfna-submission'), TODAY)).toEqual({ step: 9, of: 9 });
    expect(journeyProgress(afterCfna(next), TODAY)).toMatchObject({
      step: 10,
      of: 10,
      added: { app: next, steps: 1 },
    });
  });

  it.each(['AMFF', 'EZPY'] as const)('%s after CFNA’s decline: its steps follow CFNA’s nine', (next) => {
    const seen = walk(afterCfna(next));
    expect(seen[0]).toMatchObject({ page: 'additional-financial', progress: { step: 10 } });
    expect(seen[0]?.progress?.added).toEqual({ app: next, steps: (seen[0]?.progress?.of ?? 0) - 9 });
    expectCountsUp(seen);
  });
});
