import { journeyAnswerSchema } from '@ttapply/domain/consumer-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../../schemas.js';

/**
 * The consumer's journey at a shop as the server keeps it 🔒 (docs/decisions/140): where it stands, the
 * waterfall's next step, each lender's status and the event log, with the consumer's applications at that
 * shop. The consumer's pages read it after a decision instead of deciding anything themselves.
 */
const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ shop: z.string().min(1).max(64).optional() }),
        response: {
          200: journeyAnswerSchema,
          401: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { consumerId } = request.session!;
      const shopKeyId = request.query.shop ?? (await app.services.journey.latestShopOf(consumerId));
      if (!shopKeyId) return { journey: null, applications: [], creditChecks: [] };
      const [journey, all, creditChecks] = await Promise.all([
        app.services.journey.status(consumerId, shopKeyId),
        app.services.applications.listForConsumer(consumerId),
        app.services.journey.creditChecks(consumerId, shopKeyId),
      ]);
      return { journey, applications: all.filter((a) => a.t2AStoreKeyId === shopKeyId), creditChecks };
    },
  );
};

export default journeyRoutes;
