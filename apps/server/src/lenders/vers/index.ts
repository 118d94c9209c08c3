import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../partner-lender.js';

/** Versatile (VERS) waterfall of acima, flexshopper, koalafi, snap (lenders §1); its widget comes with its issue. */
export const versatileLender: LenderDefinition = {
  appCode: 'VERS',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('VERS', values, options),
};
