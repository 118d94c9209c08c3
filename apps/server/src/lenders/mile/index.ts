import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { MileCreditTermsService } from './credit-terms-service.js';
import { mileRoutes } from './routes/api/v1/mile/index.js';

/** MILE prequalified Mastercard (lenders §1, §4 "MILE"): prequal, then the application that accepts the offer. */
export const mileLender: LenderDefinition = {
  appCode: 'MILE',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('MILE', values, options),
  // The keyword's record says whether its company offers the card at all (spec §7 "Shop search").
  keywordAnswer: (lenderList) => ({ noMILEFlag: lenderList.includes('MILE') ? '0' : '1' }),
  build: ({ db, lenders, config }) => ({
    routes: [{ prefix: '/api/v1/mile', plugin: mileRoutes(new MileCreditTermsService(db, lenders, config)) }],
  }),
};
