// The web side of the Big O Tires Credit Card, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const bigoLender: WebLender = {
  appCode: 'BIGO',
  logo: { bg: '#c8102e', fg: '#ffffff', text: 'Big O Tires' },
  steps: {
    'bigo-submission': lenderStep('step.review', () => import('./bigo-review-page'), 'BigoReviewPage'),
  },
  result: lenderResult(() => import('./bigo-result'), 'BigOResult'),
};
