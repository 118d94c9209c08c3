import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { GemyService } from './gemy-service.js';
import { gemyRoutes } from './routes/api/v1/gemy/index.js';

/**
 * Synchrony (GEMY) bank card (lenders §1). The consumer applies in Synchrony's embedded form (lenders §4), so
 * the application we store waits for the status our server asks for (gemy-service.ts), not for a lender call
 * (decision 060).
 */
export const synchronyLender: LenderDefinition = {
  appCode: 'GEMY',
  prequalifies: false,
  decidesInOwnForm: true,
  mapAppData: (values, options) => toLenderAppData('GEMY', values, options),
  build: ({ lenders, applications, drafts, config, db }) => {
    const gemy = new GemyService(db, lenders, applications, drafts, config);
    return { routes: [{ prefix: '/api/v1/gemy', plugin: gemyRoutes(gemy) }] };
  },
};
