import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../partner-lender.js';

/**
 * Synchrony (GEMY) bank card (lenders §1). The consumer applies in Synchrony's embedded form (lenders §4), so
 * the application we store waits for the status our server asks for (gemy-status.ts), not for a lender call.
 */
export const synchronyLender: LenderDefinition = {
  appCode: 'GEMY',
  prequalifies: false,
  decidedInPartnerForm: true,
  mapAppData: (values, options) => toLenderAppData('GEMY', values, options),
};
