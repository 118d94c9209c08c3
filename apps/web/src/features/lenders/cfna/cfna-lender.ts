// The web side of CFNA Credit Card: its screens, registered in features/lenders/registry.ts.
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import { lenderStep, type WebLender } from '../shared/web-lender';

export const cfnaLender: WebLender = {
  appCode: 'CFNA',
  logo: { bg: '#12395b', fg: '#ffffff', text: 'CFNA', sub: 'Credit First' },
  steps: {
    'cfna-submission': lenderStep(
      'step.review',
      async () => (await import('./cfna-review-page')).CfnaReviewPage,
    ),
  },
  result: lazyWithTexts(async () => (await import('./cfna-result')).CfnaResult),
};
