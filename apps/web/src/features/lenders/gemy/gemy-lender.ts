// The web side of Synchrony Car Care, registered in features/lenders/registry.ts. Its 'Application Error'
// with the phone is its own view's.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const gemyLender: WebLender = {
  appCode: 'GEMY',
  logo: { bg: '#2b2b2b', fg: '#f6c343', text: 'Synchrony' },
  steps: {
    'gemy-submission': lenderStep('step.partnerForm', () => import('./gemy-page'), 'GemySubmissionPage'),
  },
  result: lenderResult(() => import('./gemy-result'), 'GemyResult'),
  showsOwnErrors: true,
  // Lenders §4 "Application selection": with Synchrony first and its token present, it continues by itself.
  continuesFromAppSelect: (values) => Boolean(values.GEMY_TOKEN),
};
