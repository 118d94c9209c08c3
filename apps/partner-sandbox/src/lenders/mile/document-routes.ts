import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderHtml, renderPdf } from '../../documents/lender-document.js';
import { framedDocumentPolicy, sendDocument } from '../../documents/send-document.js';
import type { SandboxRouteOptions } from '../sandbox-lender.js';
import type { MileDocument } from './decisions.js';
import { mileDocument, mileWalletPage } from './documents.js';
import { mileTermsUrls } from './document-urls.js';

const documentParams = z.object({
  offerId: z.string().regex(/^\d{1,16}$/),
  file: z.enum(['doc6.html', 'doc6.pdf', 'doc8.html', 'doc8.pdf', 'doc9.html', 'doc9.pdf']),
});
/** Lenders §7 "MILE credit terms": the shop's acctId and subId. */
const termsQuery = z.object({
  acctId: z.string().trim().min(1, 'acctId is required').max(64),
  subId: z.string().trim().max(64).default(''),
});
const termsFileParams = z.object({ file: z.enum(['doc6.html', 'doc6.pdf']) });
const walletParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** The MILE offer documents the prequal links to, the Summary of Credit Terms and the wallet page. */
export const mileDocumentRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = framedDocumentPolicy(opts.appOrigin);

  app.get(
    '/lenders/MILE/documents/:offerId/:file',
    { schema: { params: documentParams } },
    async (request, reply) => {
      const { offerId, file } = request.params;
      const [name, kind] = file.split('.') as [MileDocument, 'html' | 'pdf'];
      const doc = mileDocument(name, offerId);
      if (kind === 'pdf') return sendDocument(reply, policy, 'application/pdf', await renderPdf(doc));
      return sendDocument(reply, policy, 'text/html; charset=utf-8', renderHtml(doc));
    },
  );

  // Lenders §7 "MILE credit terms" (acctId, subId → documentImageHtmlURL, documentImageURL): the standard
  // Summary of Credit Terms the review page opens before the prequal; the same for every shop here.
  app.get('/lenders/MILE/summary-of-credit-terms', { schema: { querystring: termsQuery } }, async (request) =>
    mileTermsUrls(`${request.protocol}://${request.host}`),
  );

  app.get(
    '/lenders/MILE/summary-of-credit-terms/:file',
    { schema: { params: termsFileParams } },
    async (request, reply) => {
      const doc = mileDocument('doc6');
      if (request.params.file.endsWith('.pdf'))
        return sendDocument(reply, policy, 'application/pdf', await renderPdf(doc));
      return sendDocument(reply, policy, 'text/html; charset=utf-8', renderHtml(doc));
    },
  );

  // The approved card's 'Add Card to Wallet' page, opened in its own tab (not framed).
  app.get('/lenders/MILE/wallet/:reference', { schema: { params: walletParams } }, async (request, reply) =>
    sendDocument(
      reply,
      policy,
      'text/html; charset=utf-8',
      renderHtml(mileWalletPage(request.params.reference)),
    ),
  );
};
