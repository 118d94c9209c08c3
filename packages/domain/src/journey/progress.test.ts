import { describe, expect, it } from 'vitest';
import type { AppCode } from '../lenders/app-codes.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { initialJourneyState, type JourneyState } from './journey-state.js';
import type { PageId } from './page-ids.js';
import { PAGE_STACKS } from './page-stacks.js';
import { journeyProgress, journeySteps } from './progress.js';

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

  it('follows the next lender: a quick next app after a decline skips summary and app selection', () => {
    const next = at(['CFNA', 'CFSS'], 'dignifi-submission', {
      appIndex: 1,
      selectedApps: ['CFNA'],
      results: { CFNA: { applicationStatus: 'D' } } as JourneyState['results'],
    });
    expect(journeySteps(next, TODAY)).toEqual([...SHARED_STEPS, 'dignifi-submission']);
    expect(journeyProgress(next, TODAY)).toEqual({ step: 6, of: 6 });
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
