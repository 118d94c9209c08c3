import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../partner-lender.js';

/** American First Finance (AMFF) payment plan or loan (lenders §1); prequalifies. Finalize and funding come with the AFF issue. */
export const americanFirstFinanceLender: LenderDefinition = {
  appCode: 'AMFF',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('AMFF', values, options),
};
