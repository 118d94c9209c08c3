import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../../../errors/app-error.js';
import { commonErrors, errorResponse } from '../../../../../../../routes/schemas.js';
import type { GnesDisclosuresService } from '../../../../../disclosures-service.js';

/** A malformed id is answered like someone else's: 404, no hint either way. */
function applicationId(raw: string): string {
  const id = z.uuid().safeParse(raw);
  if (!id.success) throw new AppError('NOT_FOUND');
  return id.data;
}

/**
 * Lenders §7 "GNES disclosures", 🔒, under /api/v1/apps/app where the spec puts it: the Concora offer's terms,
 * base64 html and pdf, from the lender. Registered by the GNES module with the service it built.
 */
export function gnesApplicationRoutes(disclosures: GnesDisclosuresService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get(
      '/:id/gnes/disclosures/:appCode',
      {
        schema: {
          params: z.object({ id: z.string().max(64), appCode: z.literal('GNES') }),
          response: {
            200: z.object({
              accepted: z.boolean(),
              result: z.object({ disclosures: z.object({ html: z.string(), pdf: z.string() }) }),
            }),
            401: errorResponse,
            502: errorResponse,
            504: errorResponse,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        accepted: true,
        result: {
          disclosures: await disclosures.gnesDisclosures(applicationId(request.params.id), request.session!),
        },
      }),
    );
  };
}
