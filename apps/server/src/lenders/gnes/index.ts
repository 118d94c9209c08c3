import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { GnesDisclosuresService } from './disclosures-service.js';
import { gnesApplicationRoutes } from './routes/api/v1/apps/app/index.js';
import { gnesStaticDisclosureRoutes } from './routes/terms/gnes/index.js';

/**
 * Concora (GNES) card (lenders §1, §2 "GNES terms"): a quick app that prequalifies first (soft pull); the
 * application that accepts the offer carries the quick-screen answer (historyId, orderId).
 */
export const concoraLender: LenderDefinition = {
  appCode: 'GNES',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('GNES', values, options),
  build: ({ db, lenders, config }) => ({
    routes: [
      {
        prefix: '/api/v1/apps/app',
        plugin: gnesApplicationRoutes(new GnesDisclosuresService(db, lenders, config)),
      },
      { prefix: '/terms/gnes', plugin: gnesStaticDisclosureRoutes },
    ],
  }),
};
