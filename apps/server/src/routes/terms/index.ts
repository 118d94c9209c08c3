import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GNES_DISCLOSURES } from '../../documents/gnes-disclosures.js';
import { renderHtml, renderPdf, TERMS_DOCUMENTS } from '../../documents/index.js';

/**
 * The web app shows these in a modal's iframe and the footer links to them: same-origin framing is allowed
 * here (the app's default CSP forbids all framing), and nothing in them runs script or loads anything.
 */
export const DOCUMENT_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'public, max-age=3600',
};

/** Privacy notice, terms and conditions and SMS terms as HTML and PDF (spec §7 "Static documents"). */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const doc of TERMS_DOCUMENTS) {
    const html = renderHtml(doc);
    let pdf: Promise<Buffer> | undefined;
    app.get(`/${doc.slug}.html`, async (_request, reply) =>
      reply.headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8').send(html),
    );
    app.get(`/${doc.slug}.pdf`, async (_request, reply) => {
      // Rendered on first request, then kept: the text only changes with a deploy.
      pdf ??= renderPdf(doc).catch((error: unknown) => {
        pdf = undefined;
        throw error;
      });
      return reply
        .headers(DOCUMENT_HEADERS)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${doc.slug}.pdf"`)
        .send(await pdf);
    });
  }

  // Lenders §7: the Concora disclosures as static files, base64 html and base64 pdf (see gnes-disclosures.ts).
  const gnesHtml = Buffer.from(renderHtml(GNES_DISCLOSURES)).toString('base64');
  let gnesPdf: Promise<string> | undefined;
  app.get('/gnes/disclosures.txt', async (_request, reply) =>
    reply.headers(DOCUMENT_HEADERS).type('text/plain; charset=utf-8').send(gnesHtml),
  );
  app.get('/gnes/pdfDisclosures.txt', async (_request, reply) => {
    gnesPdf ??= renderPdf(GNES_DISCLOSURES).then(
      (pdf) => pdf.toString('base64'),
      (error: unknown) => {
        gnesPdf = undefined;
        throw error;
      },
    );
    return reply
      .headers(DOCUMENT_HEADERS)
      .type('text/plain; charset=utf-8')
      .send(await gnesPdf);
  });
};

export default termsRoutes;
