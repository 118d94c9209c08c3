// CFNA's page outside the journey (lenders §2 "/cfna/term-testing"): its terms modal, open on arrival.
import type { LenderOwnPage } from '../shared/lender-own-page';

export const ownPages: readonly LenderOwnPage[] = [
  {
    path: '/cfna/term-testing',
    load: async () => (await import('./cfna-term-testing-page')).TermTestingPage,
  },
];
