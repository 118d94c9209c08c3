// The web side of American First Finance: its screens, registered in features/lenders/registry.ts.
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import type { WebLender } from '../shared/web-lender';
import { affAccountCheck } from './account-checks-api';

export const amffLender: WebLender = {
  appCode: 'AMFF',
  steps: {
    'aff-missing': lazyWithTexts(async () => (await import('./aff-missing-page')).AffMissingPage),
    'aff-submission': lazyWithTexts(async () => (await import('./aff-review-page')).AffReviewPage),
    'aff-finalize': lazyWithTexts(async () => (await import('./aff-finalize-page')).AffFinalizePage),
    'aff-esign': lazyWithTexts(async () => (await import('./aff-esign-page')).AffEsignPage),
    funded: lazyWithTexts(async () => (await import('./aff-funded-page')).AffFundedPage),
  },
  result: lazyWithTexts(async () => (await import('./amff-result-view')).AmffResultView),
  parts: { accountCheck: affAccountCheck },
};
