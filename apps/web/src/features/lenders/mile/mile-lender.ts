// The web side of Mile Mastercard, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';
import { MileNextLenderTermsGate } from './mile-credit-terms';

export const mileLender: WebLender = {
  appCode: 'MILE',
  logo: { bg: '#1f1f1f', fg: '#ffffff', text: 'Mastercard' },
  steps: {
    'mile-review': lenderStep('step.review', () => import('./mile-review-page'), 'MileReviewPage'),
    'mile-prequal': lenderStep('step.offer', () => import('./mile-offer-page'), 'MileOfferPage'),
    'mile-submission': lenderStep(
      'step.submit',
      () => import('./mile-submission-page'),
      'MileSubmissionPage',
    ),
  },
  result: lenderResult(() => import('./mile-result'), 'MileResult'),
  showsOwnErrors: true,
  // Lenders §4: the application selection's button reads Next.
  appSelectButton: 'appSelect.next',
  parts: { termsGate: MileNextLenderTermsGate },
};
