import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../partner-lender.js';

/** Synchrony (GEMY) bank card (lenders §1). Its embedded partner form comes with the GEMY issue. */
export const synchronyLender: LenderDefinition = {
  appCode: 'GEMY',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('GEMY', values, options),
};
