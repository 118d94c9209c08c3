// The web side of DigniFi, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const cfssLender: WebLender = {
  appCode: 'CFSS',
  logo: { bg: '#1d6f5a', fg: '#ffffff', text: 'DigniFi' },
  steps: {
    'dignifi-submission': lenderStep(
      'step.review',
      () => import('./dignifi-review-page'),
      'DignifiReviewPage',
    ),
  },
  result: lenderResult(() => import('./cfss-result'), 'CfssResult'),
  promotion: ['results.promo.CFSS'],
};
