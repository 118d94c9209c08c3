// The web side of DigniFi: its screens, registered in features/lenders/registry.ts.
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import type { WebLender } from '../shared/web-lender';

export const cfssLender: WebLender = {
  appCode: 'CFSS',
  steps: {
    'dignifi-submission': lazyWithTexts(
      async () => (await import('./dignifi-review-page')).DignifiReviewPage,
    ),
  },
  result: lazyWithTexts(async () => (await import('./cfss-result')).CfssResult),
};
