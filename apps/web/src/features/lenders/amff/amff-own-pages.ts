// AFF's page outside the journey (lenders §2 "demo only"): the e-sign screen on demo data.
import type { LenderOwnPage } from '../shared/lender-own-page';

export const ownPages: readonly LenderOwnPage[] = [
  {
    path: '/demo/aff-docusign',
    load: async () => (await import('./aff-docusign-demo-page')).AffDocusignPage,
  },
];
