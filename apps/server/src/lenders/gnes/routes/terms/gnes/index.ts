import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderHtml, renderPdf } from '../../../../../documents/index.js';
import { DOCUMENT_HEADERS } from '../../../../../routes/terms/index.js';
import { GNES_DISCLOSURES } from '../../../static-disclosures.js';

const base64Schema = { produces: ['text/plain'], response: { 200: z.string() } };

/**
 * Lenders §7: the Concora disclosures as static files, base64 html and base64 pdf (static-disclosures.ts),
 * under /terms/gnes beside our own documents and served with their headers.
 */
export const gnesStaticDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const html = Buffer.from(renderHtml(GNES_DISCLOSURES)).toString('base64');
  let pdf: Promise<string> | undefined;
  app.get('/disclosures.txt', { schema: base64Schema }, async (_request, reply) =>
    reply.headers(DOCUMENT_HEADERS).type('text/plain; charset=utf-8').send(html),
  );
  app.get('/pdfDisclosures.txt', { schema: base64Schema }, async (_request, reply) => {
    pdf ??= renderPdf(GNES_DISCLOSURES).then(
      (rendered) => rendered.toString('base64'),
      (error: unknown) => {
        pdf = undefined;
        throw error;
      },
    );
    return reply
      .headers(DOCUMENT_HEADERS)
      .type('text/plain; charset=utf-8')
      .send(await pdf);
  });
};
