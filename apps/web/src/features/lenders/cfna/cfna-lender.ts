// The web side of CFNA Credit Card, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';
import { ownPages } from './cfna-own-pages';

export const cfnaLender: WebLender = {
  appCode: 'CFNA',
  logo: { bg: '#12395b', fg: '#ffffff', text: 'CFNA', sub: 'Credit First' },
  steps: {
    'cfna-submission': lenderStep('step.review', () => import('./cfna-review-page'), 'CfnaReviewPage'),
  },
  result: lenderResult(() => import('./cfna-result'), 'CfnaResult'),
  ownPages,
};
