// The web side of American First Finance, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';
import { affAccountCheck } from './account-checks-api';
import { ownPages } from './amff-own-pages';

export const amffLender: WebLender = {
  appCode: 'AMFF',
  logo: { bg: '#0e5aa7', fg: '#ffffff', text: 'AFF' },
  steps: {
    'aff-missing': lenderStep('step.missing', () => import('./aff-missing-page'), 'AffMissingPage'),
    'aff-submission': lenderStep('step.review', () => import('./aff-review-page'), 'AffReviewPage'),
    'aff-finalize': lenderStep('step.finalize', () => import('./aff-finalize-page'), 'AffFinalizePage'),
    'aff-esign': lenderStep('step.sign', () => import('./aff-esign-page'), 'AffEsignPage'),
    funded: lenderStep('step.result', () => import('./aff-funded-page'), 'AffFundedPage'),
  },
  result: lenderResult(() => import('./amff-result-view'), 'AmffResultView'),
  parts: { accountCheck: affAccountCheck },
  ownPages,
  promotion: [
    'results.promo.AMFF.reuse',
    'results.promo.AMFF.fast',
    'results.promo.AMFF.credit',
    'results.promo.AMFF.funds',
  ],
};
