// The web side of Bread Financing (the shop list's BREAD, its result the Bread screen: decision 135),
// registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const alncLender: WebLender = {
  appCode: 'ALNC',
  logo: { bg: '#1a1a1a', fg: '#ffffff', text: 'Bread' },
  steps: {
    'alnc-submission': lenderStep('step.review', () => import('./alnc-review-page'), 'AlncReviewPage'),
  },
  result: lenderResult(() => import('./bread-result'), 'BreadResult'),
};
