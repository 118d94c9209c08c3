import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cfssDisclosure } from '../documents/cfss-disclosures.js';
import { gnesDisclosures } from '../documents/gnes-disclosures.js';
import { ratesAndFeesDocument } from '../documents/rates-and-fees.js';
import { isLenderCode } from '../lender-api.js';
import { SANDBOX_LENDERS } from '../lenders/registry.js';
import { renderHtml, renderPdf } from '../documents/lender-document.js';
import { mileDocument, mileWalletPage } from '../documents/mile-documents.js';
import type { MileDocument } from '../lenders/mile/decisions.js';
import { mileTermsUrls } from '../lenders/mile/index.js';
import {
  cfssDisclosureQuery,
  gnesDisclosureParams,
  mileDocumentParams,
  mileTermsFileParams,
  mileTermsQuery,
  mileWalletParams,
  ratesAndFeesParams,
  ratesAndFeesQuery,
} from '../schemas.js';
import { BoundedMap } from '../state/bounded-map.js';

export interface DocumentRoutesOptions {
  /** The app's origin: the only other page allowed to frame these documents. */
  appOrigin: string;
}

/**
 * Lender documents: GNES disclosures as base64 HTML and PDF (lenders §2 "GNES terms"), DigniFi's
 * state-specific disclosures as HTML for an iframe, and the MILE offer documents the prequal links to.
 */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Pages shown in the app's iframes: no scripts, inline styles only, framed by the app (CSP frame-ancestors).
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self' ${opts.appOrigin}`;
  const gnesCache = new BoundedMap<string, { html: string; pdf: string }>(256);

  function sendDocument(reply: FastifyReply, type: string, content: string | Buffer) {
    return reply
      .header('content-type', type)
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(content);
  }

  app.get('/GNES/disclosures/:orderId', { schema: { params: gnesDisclosureParams } }, async (request) => {
    const { orderId } = request.params;
    let disclosures = gnesCache.get(orderId);
    if (!disclosures) {
      const doc = gnesDisclosures(orderId);
      disclosures = {
        html: Buffer.from(renderHtml(doc), 'utf8').toString('base64'),
        pdf: (await renderPdf(doc)).toString('base64'),
      };
      gnesCache.set(orderId, disclosures);
    }
    return { disclosures };
  });

  // Each lender's rates and fees (a Versatile provider's by ?provider=), opened from our cost links in a tab.
  app.get(
    '/:code/rates-and-fees',
    { schema: { params: ratesAndFeesParams, querystring: ratesAndFeesQuery } },
    async (request, reply) => {
      const { code } = request.params;
      const costs = isLenderCode(code) ? SANDBOX_LENDERS[code].costs(request.query.provider) : undefined;
      if (!costs) return reply.code(404).send({ error: 'Not Found' });
      return sendDocument(reply, 'text/html; charset=utf-8', renderHtml(ratesAndFeesDocument(costs)));
    },
  );

  app.get('/CFSS/disclosures', { schema: { querystring: cfssDisclosureQuery } }, async (request, reply) => {
    const { state, doc } = request.query;
    return sendDocument(reply, 'text/html; charset=utf-8', renderHtml(cfssDisclosure(doc, state)));
  });

  app.get(
    '/MILE/documents/:offerId/:file',
    { schema: { params: mileDocumentParams } },
    async (request, reply) => {
      const { offerId, file } = request.params;
      const [name, kind] = file.split('.') as [MileDocument, 'html' | 'pdf'];
      const doc = mileDocument(name, offerId);
      if (kind === 'pdf') return sendDocument(reply, 'application/pdf', await renderPdf(doc));
      return sendDocument(reply, 'text/html; charset=utf-8', renderHtml(doc));
    },
  );

  // Lenders §7 "MILE credit terms" (acctId, subId → documentImageHtmlURL, documentImageURL): the standard
  // Summary of Credit Terms the review page opens before the prequal; the same for every shop here.
  app.get('/MILE/summary-of-credit-terms', { schema: { querystring: mileTermsQuery } }, async (request) =>
    mileTermsUrls(`${request.protocol}://${request.host}`),
  );

  app.get(
    '/MILE/summary-of-credit-terms/:file',
    { schema: { params: mileTermsFileParams } },
    async (request, reply) => {
      const doc = mileDocument('doc6');
      if (request.params.file.endsWith('.pdf'))
        return sendDocument(reply, 'application/pdf', await renderPdf(doc));
      return sendDocument(reply, 'text/html; charset=utf-8', renderHtml(doc));
    },
  );

  // The approved card's 'Add Card to Wallet' page, opened in its own tab (not framed).
  app.get('/MILE/wallet/:reference', { schema: { params: mileWalletParams } }, async (request, reply) =>
    sendDocument(reply, 'text/html; charset=utf-8', renderHtml(mileWalletPage(request.params.reference))),
  );
};
