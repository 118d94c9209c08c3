import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_SHARE_DISCLOSURE } from '../documents/index.js';
import { CREDIT_APP_REQUIREMENTS } from '../services/app-data-rules.js';

/** Static documents and metadata (spec §7 "Data share disclosure", "Credit app requirements", "Version"). */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/consumer-data-share-disclosure.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(DATA_SHARE_DISCLOSURE),
  );

  app.get('/v.html', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text To Apply version</title></head><body><h1>${app.config.appVersion}</h1></body></html>`,
      ),
  );

  // Fixed for the life of the process: serialised once, not on every request.
  const requirementsJson = JSON.stringify(CREDIT_APP_REQUIREMENTS);
  for (const url of ['/CreditAppRequirements.json', '/api/CreditAppRequirements.json']) {
    app.get(url, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(requirementsJson),
    );
  }
};

export default documentRoutes;
