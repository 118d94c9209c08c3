// The web side of EasyPay Finance, registered in features/lenders/registry.ts.
import { ezpyBillingDefaults } from '@ttapply/domain/lenders/ezpy';
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const ezpyLender: WebLender = {
  appCode: 'EZPY',
  logo: { bg: '#0b7d3e', fg: '#ffffff', text: 'EasyPay' },
  steps: {
    'ezpy-missing': lenderStep('step.missing', () => import('./ezpy-missing-page'), 'EzpyMissingPage'),
    'ezpy-payment': lenderStep('step.payment', () => import('./ezpy-payment-page'), 'EzpyPaymentPage'),
    'ezpy-submission': lenderStep('step.review', () => import('./ezpy-review-page'), 'EzpyReviewPage'),
  },
  result: lenderResult(() => import('./ezpy-result'), 'EzpyResult'),
  // Lenders §4 "EZPY pre-sets billing same as resident".
  parts: { accountInformationDefaults: ezpyBillingDefaults },
};
