import { toLenderAppData } from '@ttapply/domain';
import type { LenderDefinition } from '../lender-definition.js';
import { AFF_ESIGN_CONSENT_DOCUMENT, AffFundingService } from './aff-funding-service.js';
import { AffSigningJobs } from './aff-signing-job.js';
import { AmffService } from './amff-service.js';
import { AffCardChecks } from './card-checks.js';
import { affLoanView } from './console-view.js';
import { affEsignReturnRoutes } from './routes/aff/index.js';
import { affFundingRoutes } from './routes/api/v1/apps/app/aff-funding.js';
import { amffEstimateRoutes } from './routes/api/v1/apps/app/estimate-payments.js';
import { amffRoutes } from './routes/api/v1/apps/amff/index.js';
import { amffShopRoutes } from './routes/api/v1/shops/index.js';

/**
 * American First Finance (AMFF) payment plan or loan (lenders §1); prequalifies. Beside the application: the
 * card and routing checks, AFF's documents, the payment estimate and 'Edit Application' (amff-service.ts), and
 * after an approval finalize, e-sign and funding with its durable signing job (decision 055).
 */
export const americanFirstFinanceLender: LenderDefinition = {
  appCode: 'AMFF',
  prequalifies: true,
  mapAppData: (values, options) => toLenderAppData('AMFF', values, options),
  // The shop sees AFF's electronic consent (decision 293) and its loan through finalize, signing and funding.
  console: { consentDocuments: [AFF_ESIGN_CONSENT_DOCUMENT], afterApproval: affLoanView },
  // Lenders §4 "Card validation (AFF)": AFF gets only the card it passed on 'Account Information'
  // (decision 090). A prequal (a soft check) is not held to it.
  submissionCheck: ({ db, encryption, clock }) => {
    const cardChecks = new AffCardChecks(db, encryption, clock);
    return async ({ consumerId, kind, appData }) => {
      if (kind === 'application') await cardChecks.requireChecked(consumerId, appData);
    };
  },
  build: ({ db, lenders, encryption, config, clock, jobs, journey }) => {
    const cardChecks = new AffCardChecks(db, encryption, clock);
    const amff = new AmffService(db, lenders, config, clock, cardChecks);
    const signing = new AffSigningJobs(jobs);
    const funding = new AffFundingService(db, lenders, encryption, config, clock, signing, journey, amff);
    return {
      routes: [
        { prefix: '/api/v1/apps/amff', plugin: amffRoutes(amff) },
        { prefix: '/api/v1/apps/app', plugin: amffEstimateRoutes(amff) },
        { prefix: '/api/v1/apps/app', plugin: affFundingRoutes(funding) },
        { prefix: '/api/v1/shops', plugin: amffShopRoutes(amff) },
        { prefix: '/aff', plugin: affEsignReturnRoutes },
      ],
      cancelFundingForShop: async (applicationId, journey) => {
        await funding.cancelFundingForShop(applicationId, journey);
      },
      start: () => signing.start(funding),
    };
  },
};
