import type { FastifyReply } from 'fastify';

/**
 * The policy of a lender's page shown in the app's iframes: no scripts, inline styles only, framed by the
 * app alone (CSP frame-ancestors).
 */
export function framedDocumentPolicy(appOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self' ${appOrigin}`;
}

/** Sends a lender's document under that policy, never sniffed and never cached. */
export function sendDocument(
  reply: FastifyReply,
  policy: string,
  type: string,
  content: string | Buffer,
): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-security-policy', policy)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(content);
}
