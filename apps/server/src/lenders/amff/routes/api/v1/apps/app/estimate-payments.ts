import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AmffService } from '../../../../../amff-service.js';
import { amffErrors as errors } from '../../../../amff-route-schemas.js';

/**
 * POST /api/v1/apps/app/{id}/estimate-payments/{x}?amount= (lenders §7), 🔒: the result's calculator and the
 * finalize page; registered under /api/v1/apps/app by the AFF module with the service it built.
 */
export function amffEstimateRoutes(amff: AmffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.post(
      '/:id/estimate-payments/:appCode',
      {
        schema: {
          params: z.object({
            id: z.string().max(64),
            appCode: z.literal('AMFF', 'appCode: Only AMFF estimates payments.'),
          }),
          querystring: z.object({ amount: z.string().max(10, 'amount: At most 10 characters.') }),
          response: {
            200: z.object({ result: z.record(z.string(), z.union([z.string(), z.number()])) }),
            ...errors,
          },
        },
      },
      async (request) => amff.estimatePayments(request.params.id, request.query.amount, request.session!),
    );
  };
}
