import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of a route scope `cache-control: no-store`: for scopes whose answers carry credentials
 * (a link code, a session, an API key's journeys) or personal data, which no browser or proxy cache may keep,
 * whether or not the request itself carried a credential.
 */
export function answerNeverCached(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
