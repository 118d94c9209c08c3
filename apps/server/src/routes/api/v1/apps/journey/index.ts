import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationSchema, commonErrors, errorResponse } from '../../../../schemas.js';

const lenderStatusSchema = z.object({
  appCode: z.string(),
  status: z.string(),
  kind: z.enum(['application', 'prequal']).nullable(),
  applicationId: z.string().nullable(),
  amount: z.number().nullable(),
});

const journeySchema = z.object({
  shopKeyId: z.string(),
  stage: z.string(),
  page: z.string().nullable(),
  nextStep: z.record(z.string(), z.unknown()).nullable(),
  lenders: z.array(lenderStatusSchema),
  events: z.array(
    z.object({ at: z.string(), actor: z.string(), type: z.string(), appCode: z.string().nullable() }),
  ),
  startedAt: z.string(),
  updatedAt: z.string(),
});

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
          200: z.object({
            journey: journeySchema.nullable(),
            applications: z.array(applicationSchema),
            /** "Credit checks for this application" on the result screen (decision 190). */
            creditChecks: z.array(
              z.object({
                appCode: z.string(),
                check: z.enum(['soft', 'hard']),
                consentText: z.string(),
                agreedAt: z.string(),
                /** Null for a consent given but not used: that lender was never asked. */
                checkedAt: z.string().nullable(),
              }),
            ),
          }),
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
