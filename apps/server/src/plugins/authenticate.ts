import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorText } from '../errors/app-error.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const SESSION_HEADER = 'x-session-token';
export const SSN_PENDING_MESSAGE = ERROR_MESSAGES_EN['ssn.confirm'];

/**
 * `app.authenticate` is the onRequest hook of every 🔒 route: it reads `Authorization: Bearer <token>`, sets
 * `request.session`, and answers 401 otherwise. Every authenticated response carries a fresh token in
 * `x-session-token`, so the 15-minute idle expiry restarts with each call (spec §9, ASVS 5 §7.3).
 */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw new AppError('UNAUTHORIZED');
      request.session = await app.services.sessions.verify(token);
      // Deny by default: until a returning consumer confirms the SSN, only the routes that say so answer.
      if (request.session.ssnPending && !request.routeOptions.config.allowWhileSsnPending) {
        throw new AppError('FORBIDDEN', errorText('ssn.confirm'));
      }
    });
    // Callback style: every response passes here, and most (shop search, documents) carry no session, so they
    // go straight on without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      // An answer to a request that carried a session holds the consumer's own data (the draft holds the
      // SSN): no browser or proxy cache keeps it, whatever the status.
      if (request.session || request.headers.authorization) reply.header('cache-control', 'no-store');
      if (!request.session || reply.statusCode >= 500) {
        done(null, payload);
        return;
      }
      app.services.sessions.issue(request.session).then((token) => {
        reply.header(SESSION_HEADER, token);
        reply.header('access-control-expose-headers', SESSION_HEADER);
        done(null, payload);
      }, done);
    });
  },
  { name: 'authenticate', dependencies: ['services'] },
);
