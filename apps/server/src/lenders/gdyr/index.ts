import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/**
 * The Goodyear Credit Card (GDYR), a Goodyear-branded card its issuer runs (the domain definition's `issuer`,
 * docs/decisions/135): an application only, tier 1, answered in the issuer's result fields and shown on the
 * Goodyear result screen.
 */
export const goodyearLender: LenderDefinition = {
  appCode: 'GDYR',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('GDYR', values, options),
};
