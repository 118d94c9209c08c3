// The web side of the Goodyear Credit Card (Credit First's Goodyear-branded card, its result the Goodyear
// screen: decision 135), registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const gdyrLender: WebLender = {
  appCode: 'GDYR',
  logo: { bg: '#27358c', fg: '#ffd100', text: 'Goodyear' },
  steps: {
    'gdyr-submission': lenderStep('step.review', () => import('./gdyr-review-page'), 'GdyrReviewPage'),
  },
  result: lenderResult(() => import('./goodyear-result'), 'GoodyearResult'),
};
