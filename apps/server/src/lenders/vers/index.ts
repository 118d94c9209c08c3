import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { versApplicationRoutes } from './routes/api/v1/apps/app/index.js';
import { versRoutes } from './routes/api/v1/vers/index.js';
import { VERSATILE_SETTINGS } from './settings.js';
import { versWaterfallSessions } from './tables.js';
import { VersPollJobs } from './vers-poll-job.js';
import { VersWaterfallService } from './waterfall-service.js';

/**
 * Versatile (VERS) waterfall of acima, flexshopper, koalafi, snap (lenders §1, §4 "Versatile waterfall"): the
 * consumer walks the partner's widget, and the server polls the session as a durable job (decision 065).
 */
export const versatileLender: LenderDefinition = {
  appCode: 'VERS',
  prequalifies: true,
  // Lenders §4 "Amounts are in cents".
  resultAmountInCents: true,
  mapAppData: (values, options) => toLenderAppData('VERS', values, options),
  consumerTables: [{ table: versWaterfallSessions, consumerId: versWaterfallSessions.consumerId }],
  settings: VERSATILE_SETTINGS,
  build: ({ db, applications, lenders, config, clock, jobs }) => {
    const polls = new VersPollJobs(jobs);
    const waterfall = new VersWaterfallService(db, applications, lenders, config, clock, polls);
    return {
      routes: [
        { prefix: '/api/v1/vers', plugin: versRoutes(waterfall) },
        { prefix: '/api/v1/apps/app', plugin: versApplicationRoutes(waterfall) },
      ],
      start: () => polls.start(waterfall),
    };
  },
};
