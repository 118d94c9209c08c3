import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../../../../../routes/schemas.js';
import type { VersWaterfallService } from '../../../../../waterfall-service.js';
import { waterfallView } from '../../vers/index.js';

/**
 * Lenders §7 "Versatile status update", 🔒, under /api/v1/apps/app where the spec puts it: the page saw a
 * decision in Versatile's widget; the server asks the partner (the page's word decides nothing, GUIDE 12) and
 * answers with the waterfall as it stands.
 */
export function versApplicationRoutes(waterfall: VersWaterfallService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.post(
      '/updateApplicationStatus',
      {
        schema: {
          body: z.object({
            sessionId: z.uuid({ message: 'sessionId: Must be the id of your Versatile session.' }),
            t2AConsumerKeyId: z.uuid({ message: 't2AConsumerKeyId: Must be your consumer id.' }),
            linkCode: z.string().max(64).optional(),
            token: z.string().max(2048).optional(),
            status: z.string().max(32).optional(),
            providerId: z.string().max(64).optional(),
            error: z.string().max(500).optional(),
            decision: z.record(z.string().max(64), z.unknown()).optional(),
          }),
          response: {
            200: waterfallView,
            401: errorResponse,
            409: errorResponse,
            502: errorResponse,
            504: errorResponse,
            ...commonErrors,
          },
        },
      },
      async (request) => waterfall.updateApplicationStatus(request.body, request.session!),
    );
  };
}
