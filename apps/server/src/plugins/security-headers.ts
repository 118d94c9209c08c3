import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiUrl, isBuiltAssetUrl } from '../request-kinds.js';

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
 * The headers of an answer that is not a page (decision 241), after OWASP's REST security cheat sheet: an answer
 * under /api/ is data a script fetched (JSON, a CSV or PDF download, the SMS webhook's TwiML), and a built file
 * under /assets/ is a script, style or image a page loads; neither is a page a browser renders or frames, so the
 * document directives (the app's CSP, the cross-origin opener and agent cluster, DNS prefetch,
 * the old browsers' switches) protect nothing there. What stays: it is not to be sniffed, framed, read by another
 * origin's page, or sent over plain HTTP (HSTS, from `document` when production sends it). Node checks and
 * writes every header of every answer: helmet's eleven cost shop search a tenth of its CPU.
 */
export function notPageHeaders(document: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = document['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * Security headers on every response, computed once at start (decisions 023, 027 and 239): running helmet's
 * middleware for every request cost more than a bare route's whole request, in Node's per-header checks. Pages
 * and files get helmet's headers; API answers the shorter set above. A route may still replace a header it owns
 * (the /terms documents allow same-origin framing).
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const documentHeaders = helmetHeaders(options);
    const answerHeaders = notPageHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      reply.headers(isApiUrl(url) || isBuiltAssetUrl(url) ? answerHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
