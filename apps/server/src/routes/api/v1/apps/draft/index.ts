import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../../schemas.js';

export const draftSchema = z.object({
  values: z.record(z.string(), z.string()),
  completedPages: z.array(z.string()),
  currentPage: z.string(),
  appCode: z.string().nullable(),
  appList: z.array(z.string()),
  partialValues: z.record(z.string(), z.string()),
});

/**
 * The draft application of the session's consumer, both 🔒 (docs/decisions/022): saved step by step, read back
 * to resume. The values include sensitive ones for their owner; the log redaction list keeps them out of
 * logs.
 */
const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: { response: { 200: z.object({ draft: draftSchema }), 401: errorResponse, ...commonErrors } },
    },
    async (request) => ({ draft: await app.services.drafts.get(request.session!) }),
  );

  app.put(
    '/:pageId',
    {
      schema: {
        params: z.object({ pageId: z.string().max(40) }),
        body: z.object({
          // Field values are checked with the domain's step schema for this page by the service.
          values: z
            .record(z.string().max(64), z.string().max(256))
            .refine((values) => Object.keys(values).length <= 100, { message: 'Too many fields.' }),
          appCode: z.string().max(16).optional(),
          // Decision 022 addendum: keep a page's typed answers without finishing it (refresh, closed tab).
          partial: z.boolean().optional(),
        }),
        response: {
          200: z.object({ draft: draftSchema }),
          401: errorResponse,
          409: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      draft: await app.services.drafts.save(request.session!, request.params.pageId, request.body),
    }),
  );
};

export default draftRoutes;
