import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/** CFNA store card (lenders §1): an application only, tier 1; answers in the spec's result fields. */
export const cfnaLender: LenderDefinition = {
  appCode: 'CFNA',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('CFNA', values, options),
};
