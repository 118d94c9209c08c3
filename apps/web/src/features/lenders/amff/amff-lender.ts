// The web side of American First Finance: its screens, registered in features/lenders/registry.ts.
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import { lenderStep, type WebLender } from '../shared/web-lender';
import { affAccountCheck } from './account-checks-api';

export const amffLender: WebLender = {
  appCode: 'AMFF',
  logo: { bg: '#0e5aa7', fg: '#ffffff', text: 'AFF' },
  steps: {
    'aff-missing': lenderStep(
      'step.missing',
      async () => (await import('./aff-missing-page')).AffMissingPage,
    ),
    'aff-submission': lenderStep(
      'step.review',
      async () => (await import('./aff-review-page')).AffReviewPage,
    ),
    'aff-finalize': lenderStep(
      'step.finalize',
      async () => (await import('./aff-finalize-page')).AffFinalizePage,
    ),
    'aff-esign': lenderStep('step.sign', async () => (await import('./aff-esign-page')).AffEsignPage),
    funded: lenderStep('step.result', async () => (await import('./aff-funded-page')).AffFundedPage),
  },
  result: lazyWithTexts(async () => (await import('./amff-result-view')).AmffResultView),
  parts: { accountCheck: affAccountCheck },
  promotion: [
    'results.promo.AMFF.reuse',
    'results.promo.AMFF.fast',
    'results.promo.AMFF.credit',
    'results.promo.AMFF.funds',
  ],
};
