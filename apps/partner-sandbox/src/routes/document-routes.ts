import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ratesAndFeesDocument } from '../documents/rates-and-fees.js';
import { renderHtml } from '../documents/lender-document.js';
import { framedDocumentPolicy, sendDocument } from '../documents/send-document.js';
import type { SandboxLenders } from '../lenders/registry.js';
import { ratesAndFeesParams, ratesAndFeesQuery } from '../schemas.js';

export interface DocumentRoutesOptions {
  /** The app's origin: the only other page allowed to frame these documents. */
  appOrigin: string;
  lenders: SandboxLenders;
}

/**
 * The documents every lender has: its rates and fees. A lender's own documents (disclosures, offer
 * documents) are its own routes, in its folder.
 */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = framedDocumentPolicy(opts.appOrigin);

  // Each lender's rates and fees (a waterfall provider's by ?provider=), opened from our cost links in a tab.
  app.get(
    '/:code/rates-and-fees',
    { schema: { params: ratesAndFeesParams, querystring: ratesAndFeesQuery } },
    async (request, reply) => {
      const costs = opts.lenders.get(request.params.code)?.costs(request.query.provider);
      if (!costs) return reply.code(404).send({ error: 'Not Found' });
      return sendDocument(reply, policy, 'text/html; charset=utf-8', renderHtml(ratesAndFeesDocument(costs)));
    },
  );
};
