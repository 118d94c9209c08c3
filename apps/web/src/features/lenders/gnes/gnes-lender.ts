// The web side of Concora Credit: its screens, registered in features/lenders/registry.ts.
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import { lenderStep, type WebLender } from '../shared/web-lender';

export const gnesLender: WebLender = {
  appCode: 'GNES',
  logo: { bg: '#5a2d82', fg: '#ffffff', text: 'Concora' },
  steps: {
    'gnes-submission': lenderStep(
      'step.submit',
      async () => (await import('./gnes-submission-page')).GnesSubmissionPage,
    ),
  },
  result: lazyWithTexts(async () => (await import('./gnes-result')).GnesResult),
};
