import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../../../../routes/schemas.js';
import type { MileCreditTermsService } from '../../../../credit-terms-service.js';

// Lenders §7 "MILE credit terms": the shop's acctId and subId.
const termsRequest = z.object({
  acctId: z.string().trim().min(1, 'acctId is required.').max(64),
  subId: z.string().trim().max(64).default(''),
});

const termsResponses = {
  200: z.object({ documentImageHtmlURL: z.string(), documentImageURL: z.string() }),
  401: errorResponse,
  502: errorResponse,
  504: errorResponse,
  ...commonErrors,
};

/**
 * MILE (lenders §2 "MILE screens", §7), 🔒: the Summary of Credit Terms the review page opens before the
 * prequal, from the lender. GET with a query as the web app calls it; POST with the spec's body
 * `{ acctId, subId }` answers the same. Registered under /api/v1/mile by the MILE module with the service it built.
 */
export function mileRoutes(terms: MileCreditTermsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/summaryOfCreditTerms',
      { schema: { querystring: termsRequest, response: termsResponses } },
      async (request) =>
        terms.mileSummaryOfCreditTerms(request.query.acctId, request.query.subId, request.session!),
    );

    app.post(
      '/summaryOfCreditTerms',
      { schema: { body: termsRequest, response: termsResponses } },
      async (request) =>
        terms.mileSummaryOfCreditTerms(request.body.acctId, request.body.subId, request.session!),
    );
  };
}
