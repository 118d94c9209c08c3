import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../errors/app-error.js';
import { applicationSchema, commonErrors, errorResponse } from '../../../../schemas.js';

const submitBody = z.object({
  tier: z.enum(['1', '2', '3']),
  appType: z.string().min(1).max(16),
  t2AConsumerKeyId: z.uuid(),
  t2AStoreKeyId: z.string().min(1).max(64),
  // Field values are checked against the domain's rules for this app type by the service.
  appData: z
    .record(z.string().max(64), z.string().max(256))
    .refine((data) => Object.keys(data).length <= 200, {
      message: 'Too many fields.',
    }),
  confirmTimestamp: z.string().min(1).max(64),
  selectedApps: z.string().max(200),
  quickScreenAccept: z.string().max(16).optional(),
});

/** Application submission and lookup, both 🔒 (spec §7; lenders §3 "Application submission"). */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        body: submitBody,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(128).optional() }),
        response: {
          200: z.object({
            success: z.boolean(),
            applicationKeyId: z.string(),
            status: z.string(),
            application: applicationSchema,
          }),
          401: errorResponse,
          409: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) =>
      app.services.applications.submit(request.body, request.session!, request.headers['idempotency-key']),
  );

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ application: applicationSchema }), 401: errorResponse, ...commonErrors },
      },
    },
    async (request) => {
      // A malformed id is answered like someone else's: 404, no hint either way.
      const id = z.uuid().safeParse(request.params.id);
      if (!id.success) throw new AppError('NOT_FOUND');
      return {
        application: await app.services.applications.getForConsumer(id.data, request.session!.consumerId),
      };
    },
  );
};

export default applicationRoutes;
