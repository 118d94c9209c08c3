import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/**
 * Concora (GNES) card (lenders §1, §2 "GNES terms"): a quick app that prequalifies first (soft pull); the
 * application that accepts the offer carries the quick-screen answer (historyId, orderId).
 */
export const concoraLender: LenderDefinition = {
  appCode: 'GNES',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('GNES', values, options),
};
