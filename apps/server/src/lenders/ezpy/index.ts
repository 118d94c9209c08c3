import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../partner-lender.js';

/** EasyPay (EZPY) lease-to-own (lenders §1); prequalifies. */
export const easyPayLender: LenderDefinition = {
  appCode: 'EZPY',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('EZPY', values, options),
};
