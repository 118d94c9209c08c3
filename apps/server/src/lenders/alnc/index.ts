import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/**
 * Bread Financing (ALNC: Alliance Data, now Bread Financial; docs/decisions/135): an application only, tier 1,
 * shown on the Bread result screen.
 */
export const breadLender: LenderDefinition = {
  appCode: 'ALNC',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('ALNC', values, options),
};
