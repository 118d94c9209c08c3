import { localeSchema } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_SHARE_DISCLOSURES } from '../documents/index.js';
import { CREDIT_APP_REQUIREMENTS } from '../services/app-data-rules.js';
import { errorResponse } from './schemas.js';

/** Static documents and metadata (spec §7 "Data share disclosure", "Credit app requirements", "Version"). */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/consumer-data-share-disclosure.txt',
    {
      schema: {
        // The disclosure in the consumer's language (decision 232); English without it.
        querystring: z.object({ locale: localeSchema.optional() }),
        produces: ['text/plain'],
        response: { 200: z.string(), 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(DATA_SHARE_DISCLOSURES[request.query.locale ?? 'en']),
  );

  app.get(
    '/v.html',
    { schema: { produces: ['text/html'], response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text To Apply version</title></head><body><h1>${app.config.appVersion}</h1></body></html>`,
        ),
  );

  // Fixed for the life of the process: serialised once, not on every request.
  const requirementsJson = JSON.stringify(CREDIT_APP_REQUIREMENTS);
  // Requirements by app code; one schema for both paths, so one serialiser (decision 259).
  const schema = { response: { 200: z.record(z.string(), z.unknown()) } };
  for (const url of ['/CreditAppRequirements.json', '/api/CreditAppRequirements.json']) {
    app.get(url, { schema }, async (_request, reply) =>
      // Already JSON: Fastify sends a string as it is (the schema's type is the object it holds).
      reply.type('application/json; charset=utf-8').send(requirementsJson as never),
    );
  }
};

export default documentRoutes;
