// The web side of Concora Credit, registered in features/lenders/registry.ts.
import { lenderResult, lenderStep, type WebLender } from '../shared/web-lender';

export const gnesLender: WebLender = {
  appCode: 'GNES',
  logo: { bg: '#5a2d82', fg: '#ffffff', text: 'Concora' },
  steps: {
    'gnes-submission': lenderStep(
      'step.submit',
      () => import('./gnes-submission-page'),
      'GnesSubmissionPage',
    ),
  },
  result: lenderResult(() => import('./gnes-result'), 'GnesResult'),
};
