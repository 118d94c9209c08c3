import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderHtml } from '../../documents/lender-document.js';
import { framedDocumentPolicy, sendDocument } from '../../documents/send-document.js';
import { US_STATES, type UsState } from '../../documents/us-states.js';
import type { SandboxRouteOptions } from '../sandbox-lender.js';
import { CFSS_DOCS, cfssDisclosure } from './disclosures.js';

const disclosureQuery = z.object({
  state: z.enum(Object.keys(US_STATES) as [UsState, ...UsState[]]),
  doc: z.enum(CFSS_DOCS),
});

/** DigniFi's state-specific disclosures as HTML for the submission page's iframe. */
export const cfssDisclosureRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = framedDocumentPolicy(opts.appOrigin);

  app.get(
    '/lenders/CFSS/disclosures',
    { schema: { querystring: disclosureQuery } },
    async (request, reply) => {
      const { state, doc } = request.query;
      return sendDocument(reply, policy, 'text/html; charset=utf-8', renderHtml(cfssDisclosure(doc, state)));
    },
  );
};
