import { describe, expect, it } from 'vitest';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from './applicant.fixture.js';
import { completePage, initialJourneyState, type JourneyState } from './journey-state.js';
import { completedStateRedirect, nextPage } from './navigation.js';
import { moveToNextApp } from './next-app.js';

const TODAY = new Date(2026, 0, 15);
const SHARED: FieldValues = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };
const SYNCHRONY_ERROR = { applicationDecision: 'ERROR', errorMessage: 'Error occurred' };

function afterSynchronyError(page: JourneyState['currentPage']): JourneyState {
  const base = initialJourneyState({
    phoneVerified: true,
    values: SHARED,
    appList: ['GEMY', 'CFSS', 'AMFF'],
    selectedApps: ['GEMY'],
    results: { GEMY: SYNCHRONY_ERROR },
    currentPage: page,
  });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

describe('an error is not a decline, but the waterfall goes on (decision 140)', () => {
  it("Synchrony's ERROR sends its own journey to result, where DigniFi is next", () => {
    expect(completedStateRedirect(afterSynchronyError('gemy-submission'))).toBe('result');
    expect(nextPage(afterSynchronyError('result'), TODAY)).toBe('dignifi-submission');
  });

  it("the next lender's own pages are not sent back to the earlier error", () => {
    const aff = {
      ...moveToNextApp(afterSynchronyError('result'), 'AMFF'),
      currentPage: 'about-you' as const,
    };
    expect(completedStateRedirect(aff)).toBeUndefined();
    expect(nextPage(aff, TODAY)).not.toBe('result');
  });
});
