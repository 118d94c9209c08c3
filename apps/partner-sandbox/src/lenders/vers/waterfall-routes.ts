import { offerTerms, ratesAndFeesUrl } from '../offer-terms.js';
import { VERS_PROVIDER_COSTS } from './provider-costs.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseSsn, SSN_PATTERN } from '../../schemas.js';
import { versLenderRecords } from './lender-records.js';
import { SDK_VERSIONS, sdkScript, widgetPage, WIDGET_SCRIPT, type SdkVersion } from './sdk-scripts.js';
import { VersSessions } from './waterfall-sessions.js';

export interface VersWaterfallOptions {
  /** The only page allowed to frame the widget and receive its messages. */
  appOrigin: string;
  now: () => Date;
  /** Serve the /sandbox/vers test controls. */
  controls: boolean;
}

const sessionParams = z.object({ sessionId: z.string().uuid() });
const createBody = z.object({
  appData: z.record(z.string(), z.string()).refine((data) => SSN_PATTERN.test(data.SSN ?? ''), {
    message: 'appData.SSN: nine digits required',
  }),
  shop: z.object({ acctId: z.string(), subId: z.string(), storeNumber: z.string() }).partial().optional(),
  /** How long the consumer has to finish the widget. */
  expiresInSeconds: z.number().int().min(1).max(86_400).default(1800),
});
const idempotency = z.object({ 'idempotency-key': z.string().min(8).max(255) });

/** The request's own origin, so the SDK frames the widget from wherever the browser reached the sandbox. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Versatile's API (sessions, waterfall status, lender list), SDK scripts and widget (lenders §4, §7).
 * Registered at the root: /lenders/VERS/… is the server-to-server API, /vers/… is what the browser loads.
 */
export const versWaterfallRoutes: FastifyPluginAsync<VersWaterfallOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = new VersSessions();
  const records = versLenderRecords();
  const widgetCsp = `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${opts.appOrigin}`;

  app.get('/lenders/VERS/lenders', async () => ({ lenders: records }));

  app.post(
    '/lenders/VERS/waterfall/sessions',
    { schema: { body: createBody, headers: idempotency } },
    async (request, reply) => {
      const { appData, expiresInSeconds } = request.body;
      const key = request.headers['idempotency-key'];
      const session = sessions.create(
        key,
        appData,
        normaliseSsn(appData.SSN ?? ''),
        expiresInSeconds,
        opts.now(),
      );
      return reply.code(201).send({
        sessionId: session.sessionId,
        status: 'started',
        expiresAt: session.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/lenders/VERS/waterfall/sessions/:sessionId',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const session = sessions.get(request.params.sessionId);
      if (!session) return reply.code(404).send({ error: 'Session not found' });
      session.statusReads.push(opts.now());
      const status = sessions.status(session, opts.now());
      // The deciding provider's approval carries what its lease costs, as its own answer would.
      if (status.status !== 'completed' || status.decision.status !== 'approved') return status;
      const { providerId, approvedAmount } = status.decision;
      const terms = offerTerms(
        VERS_PROVIDER_COSTS[providerId],
        ratesAndFeesUrl(originOf(request), 'VERS', providerId),
        approvedAmount,
      );
      return { ...status, decision: { ...status.decision, offerTerms: terms } };
    },
  );

  app.post(
    '/lenders/VERS/waterfall/sessions/:sessionId/frontend-session',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const session = sessions.get(request.params.sessionId);
      if (!session) return reply.code(404).send({ error: 'Session not found' });
      if (sessions.status(session, opts.now()).status !== 'started') {
        return reply.code(409).send({ error: 'Session is no longer open' });
      }
      return sessions.frontEndToken(session, opts.now());
    },
  );

  app.get(
    '/vers/sdk/:version/vcredit.js',
    { schema: { params: z.object({ version: z.string().max(16) }) } },
    async (request, reply) => {
      const version = request.params.version as SdkVersion;
      if (!SDK_VERSIONS.includes(version)) return reply.code(404).send({ error: 'Not Found' });
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(sdkScript(version, originOf(request)));
    },
  );

  app.get('/vers/widget', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', widgetCsp)
      .header('cache-control', 'no-store')
      .send(widgetPage(opts.appOrigin)),
  );

  app.get('/vers/widget.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .send(WIDGET_SCRIPT),
  );

  app.post(
    '/vers/widget/apply',
    { schema: { body: z.object({ token: z.string().min(1).max(128) }) } },
    async (request, reply) => {
      const session = sessions.byToken(request.body.token, opts.now());
      if (!session) return reply.code(401).send({ error: 'The session has ended.' });
      const steps = sessions.walk(session, opts.now());
      if (!steps) return reply.code(410).send({ error: 'The session has ended.' });
      return { steps };
    },
  );

  if (!opts.controls) return;
  // Test controls: how often our server read a session's status, and which SDK the lender list names.
  app.get(
    '/sandbox/vers/sessions/:sessionId',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const session = sessions.get(request.params.sessionId);
      if (!session) return reply.code(404).send({ error: 'Session not found' });
      return {
        statusReads: session.statusReads.map((at) => at.toISOString()),
        completed: session.steps !== undefined,
      };
    },
  );
  app.get(
    '/sandbox/vers/sessions/by-key/:key',
    { schema: { params: z.object({ key: z.string().min(1).max(255) }) } },
    async (request, reply) => {
      const session = sessions.byIdempotencyKey(request.params.key);
      if (!session) return reply.code(404).send({ error: 'Session not found' });
      return { sessionId: session.sessionId };
    },
  );
  app.post(
    '/sandbox/vers/sessions/:sessionId/walk',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const session = sessions.get(request.params.sessionId);
      if (!session) return reply.code(404).send({ error: 'Session not found' });
      return { steps: sessions.walk(session, opts.now()) ?? null };
    },
  );
  app.put(
    '/sandbox/vers/sdk-version',
    { schema: { body: z.object({ sdkversion: z.string().max(16) }) } },
    async (request) => {
      for (const record of records) record.sdkversion = request.body.sdkversion;
      return { sdkversion: request.body.sdkversion };
    },
  );
};
