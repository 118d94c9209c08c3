import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { ezpyRoutes } from './routes/api/v1/apps/ezpy/index.js';

/** EasyPay (EZPY) lease-to-own (lenders §1); prequalifies. Its terms page address: terms-url.ts (lenders §7). */
export const easyPayLender: LenderDefinition = {
  appCode: 'EZPY',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('EZPY', values, options),
  build: () => ({ routes: [{ prefix: '/api/v1/apps/ezpy', plugin: ezpyRoutes }] }),
};
