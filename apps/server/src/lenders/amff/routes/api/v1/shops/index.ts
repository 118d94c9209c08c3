import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AmffService } from '../../../../amff-service.js';
import { amffErrors as errors, digitsField } from '../../../amff-route-schemas.js';

/**
 * POST /api/v1/shops/shop/{id}/validate-routing-num (lenders §7, §5), 🔒: the spec puts AFF's routing check
 * under the shop; the AFF module registers it under /api/v1/shops with the service it built.
 */
export function amffShopRoutes(amff: AmffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.post(
      '/shop/:shopKeyId/validate-routing-num',
      {
        schema: {
          params: z.object({ shopKeyId: z.string().min(1).max(64) }),
          body: z.object({ ckaba: digitsField('ckaba', 9) }),
          response: {
            200: z.object({
              result: z.object({ status: z.enum(['accepted', 'rejected']) }),
              checked: z.boolean(),
            }),
            ...errors,
          },
        },
      },
      async (request) =>
        amff.validateRoutingNumber(request.params.shopKeyId, request.body.ckaba, request.session!),
    );
  };
}
