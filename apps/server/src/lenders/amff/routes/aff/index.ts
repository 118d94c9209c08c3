import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Only this page may be framed, and only by our own pages (the e-sign frame lands here after signing).
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
};

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text To Apply</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;text-align:center}</style></head>
<body><p>Thank you. Please wait while we confirm your documents with American First Finance.</p></body></html>`;

/**
 * Where AFF's signing page sends the frame when it is done (the recipient view's return URL). It shows a
 * line and nothing else: the web app sees the frame arrive on its own origin and asks our server, which asks
 * the lender (GUIDE 12). The `event` the lender appends is ignored on purpose. Served under /aff.
 */
export const affEsignReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/esign-return',
    {
      schema: {
        querystring: z.object({ event: z.string().max(64).optional() }),
        produces: ['text/html'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.headers(HEADERS).send(PAGE),
  );
};
