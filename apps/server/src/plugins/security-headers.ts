import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, frame and sniffing guards), with the middleware built once at start.
 * @fastify/helmet builds helmet's middleware again on every request; our headers never vary per request, and
 * the bench measured that rebuild as the largest per-request cost of the API (docs/decisions/023).
 * A route may still replace a header it owns (the /terms documents allow same-origin framing).
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const applySecurityHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
