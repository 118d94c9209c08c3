import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../../../../routes/schemas.js';

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
 * `{ acctId, subId }` answers the same.
 */
export const mileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/summaryOfCreditTerms',
    { schema: { querystring: termsRequest, response: termsResponses } },
    async (request) =>
      app.services.lenderDocuments.mileSummaryOfCreditTerms(
        request.query.acctId,
        request.query.subId,
        request.session!,
      ),
  );

  app.post(
    '/summaryOfCreditTerms',
    { schema: { body: termsRequest, response: termsResponses } },
    async (request) =>
      app.services.lenderDocuments.mileSummaryOfCreditTerms(
        request.body.acctId,
        request.body.subId,
        request.session!,
      ),
  );
};
