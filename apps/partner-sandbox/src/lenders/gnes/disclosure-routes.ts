import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderHtml, renderPdf } from '../../documents/lender-document.js';
import { BoundedMap } from '../../state/bounded-map.js';
import type { SandboxRouteOptions } from '../sandbox-lender.js';
import { gnesDisclosures } from './disclosures.js';

const disclosureParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** GNES disclosures of one offer as base64 HTML and PDF (lenders §2 "GNES terms"). */
export const gnesDisclosureRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = new BoundedMap<string, { html: string; pdf: string }>(256);

  app.get('/lenders/GNES/disclosures/:orderId', { schema: { params: disclosureParams } }, async (request) => {
    const { orderId } = request.params;
    let disclosures = cache.get(orderId);
    if (!disclosures) {
      const doc = gnesDisclosures(orderId);
      disclosures = {
        html: Buffer.from(renderHtml(doc), 'utf8').toString('base64'),
        pdf: (await renderPdf(doc)).toString('base64'),
      };
      cache.set(orderId, disclosures);
    }
    return { disclosures };
  });
};
