// The web side of Versatile, registered in features/lenders/registry.ts. Its widget's outcomes,
// errors included, are its own view's.
import type { LenderResult } from '../../../lib/domain';
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';
import { versatileOfferOf } from './vers-offer';

export const versLender: WebLender = {
  appCode: 'VERS',
  logo: { bg: '#3a3f8f', fg: '#ffffff', text: 'Versatile' },
  steps: {
    'vers-waterfall': lenderStep(
      'step.findProvider',
      () => import('./vers-waterfall-page'),
      'VersWaterfallPage',
    ),
  },
  result: lenderResult(() => import('./vers-result'), 'VersResult'),
  showsOwnErrors: true,
  nextAppButtonOffer: (application) =>
    versatileOfferOf(application?.result as LenderResult | null | undefined),
};
