import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/**
 * The Big O Tires Credit Card (BIGO, docs/decisions/135): an application only, tier 1, shown on the Big O
 * result screen.
 */
export const bigOLender: LenderDefinition = {
  appCode: 'BIGO',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('BIGO', values, options),
};
