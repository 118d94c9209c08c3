import { localeSchema, type Locale } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentIn, renderHtml, renderPdf, TERMS_DOCUMENTS } from '../../documents/index.js';
import { errorResponse } from '../schemas.js';

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

/**
 * A page's language is named as the landing's is, `?lang=es` (decision 232); English without it. A language
 * we do not write in is a 400, not a silent English page.
 */
const lang = z.object({ lang: localeSchema.optional() });
const htmlSchema = {
  querystring: lang,
  produces: ['text/html'],
  response: { 200: z.string(), 400: errorResponse },
};
// Fastify sends a Buffer as it is, never serialised.
const pdfSchema = {
  querystring: lang,
  produces: ['application/pdf'],
  response: { 200: z.instanceof(Buffer), 400: errorResponse },
};

/**
 * Privacy notice, terms and conditions and SMS terms as HTML and PDF (spec §7 "Static documents"). A lender's
 * own static documents are its module's routes under /terms/<code> (lenders/<code>/routes/terms/).
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const english of TERMS_DOCUMENTS) {
    const html = new Map<Locale, string>();
    const pdfs = new Map<Locale, Promise<Buffer>>();
    app.get(`/${english.slug}.html`, { schema: htmlSchema }, async (request, reply) => {
      const { doc, locale } = documentIn(english, request.query.lang ?? 'en');
      const page = html.get(locale) ?? renderHtml(doc, locale);
      html.set(locale, page);
      return reply.headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8').send(page);
    });
    app.get(`/${english.slug}.pdf`, { schema: pdfSchema }, async (request, reply) => {
      const { doc, locale } = documentIn(english, request.query.lang ?? 'en');
      // Rendered on first request, then kept: the text only changes with a deploy.
      let pdf = pdfs.get(locale);
      if (!pdf) {
        pdf = renderPdf(doc, undefined, locale).catch((error: unknown) => {
          pdfs.delete(locale);
          throw error;
        });
        pdfs.set(locale, pdf);
      }
      return reply
        .headers(DOCUMENT_HEADERS)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${english.slug}.pdf"`)
        .send(await pdf);
    });
  }
};

export default termsRoutes;
