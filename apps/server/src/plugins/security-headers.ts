import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, found by running its middleware once against a response that only
 * records them. Every helmet header we use (CSP without nonces, HSTS, frame and sniffing guards) is the same for
 * every request, so there is nothing to compute per request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    // helmet drops X-Powered-By; Fastify never sends it.
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Helmet's security headers on every response, computed once at start (decisions 023 and 027): running helmet's
 * middleware for every request cost more than a bare route's whole request, in Node's per-header checks.
 * A route may still replace a header it owns (the /terms documents allow same-origin framing).
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
