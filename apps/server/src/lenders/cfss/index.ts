import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';

/** DigniFi (CFSS) one-time loan (lenders §1): a quick app, tier 2, no prequal. */
export const dignifiLender: LenderDefinition = {
  appCode: 'CFSS',
  prequalifies: false,
  mapAppData: (values, options) => toLenderAppData('CFSS', values, options),
};
