import { localeSchema } from '@ttapply/domain';
import { consumerByLinkAnswerSchema } from '@ttapply/domain/consumer-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../errors/app-error.js';
import { LINK_CODE_REQUIRED, MISSING_CONSUMER_DATA } from '../../../../../services/consumer-service.js';
import { ssnError } from '../../../../../services/app-data-rules.js';
import { commonErrors, consumerSchema, errorResponse } from '../../../../schemas.js';
import { answerNeverCached } from '../../../../never-cached.js';

/** Consumer by link code, consumer creation, token refresh (spec §7). */
const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here carries a link code or a session (credentials) or the consumer's own data: no browser or
  // proxy cache may keep it, whether or not the request carried a session.
  answerNeverCached(app);

  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ linkCode: z.string().max(50).optional() }),
        response: {
          200: consumerByLinkAnswerSchema,
          410: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const linkCode = request.query.linkCode?.trim();
      if (!linkCode) throw new AppError('BAD_REQUEST', LINK_CODE_REQUIRED);
      return app.services.consumers.byLinkCode(linkCode);
    },
  );

  app.post(
    '/',
    {
      schema: {
        body: z
          .object({
            shopKeyId: z.string().max(64).optional(),
            keyword: z.string().max(50).optional(),
            submissionSource: z.string().max(32).optional(),
            sendText: z.enum(['0', '1']).optional(),
          })
          .optional(),
        response: { 200: z.object({ consumer: consumerSchema }), ...commonErrors },
      },
    },
    async (request) => {
      const body = request.body;
      if (!body?.shopKeyId) throw new AppError('BAD_REQUEST', MISSING_CONSUMER_DATA);
      return { consumer: await app.services.consumers.create({ ...body, shopKeyId: body.shopKeyId }) };
    },
  );

  app.post(
    '/verify-ssn',
    {
      onRequest: app.authenticate,
      config: { allowWhileSsnPending: true },
      schema: {
        body: z.object({
          ssn: z
            .string()
            .max(11)
            .transform((raw) => raw.replace(/[\s-]/g, ''))
            .superRefine((ssn, ctx) => {
              const message = ssnError(ssn);
              if (message) ctx.addIssue({ code: 'custom', message });
            }),
        }),
        response: { 200: z.object({ verified: z.literal(true) }), 401: errorResponse, ...commonErrors },
      },
    },
    async (request) => {
      const result = await app.services.ssnChecks.verify(request.session!, request.body.ssn);
      // The fresh token this response carries (x-session-token) no longer holds the SSN check open.
      request.session = { ...request.session!, ssnPending: false };
      return result;
    },
  );

  // Decision 194: a returning visit whose draft holds no SSN confirms the draft's date of birth instead.
  app.post(
    '/verify-dob',
    {
      onRequest: app.authenticate,
      config: { allowWhileSsnPending: true },
      schema: {
        body: z.object({ dob: z.string().trim().min(8).max(10) }),
        response: { 200: z.object({ verified: z.literal(true) }), 401: errorResponse, ...commonErrors },
      },
    },
    async (request) => {
      const result = await app.services.ssnChecks.verifyDob(request.session!, request.body.dob);
      request.session = { ...request.session!, ssnPending: false };
      return result;
    },
  );

  // The consumer switched language mid-journey (decision 232): the texts and e-mails we send them from now on are
  // in it. Allowed before the SSN check: it reads nothing, and the texts go to the phone the session proved.
  app.put(
    '/locale',
    {
      onRequest: app.authenticate,
      config: { allowWhileSsnPending: true },
      schema: {
        body: z.object({ locale: localeSchema }),
        response: { 204: z.null(), 401: errorResponse, ...commonErrors },
      },
    },
    async (request, reply) => {
      await app.services.consumers.setLocale(request.session!.consumerId, request.body.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/refresh-token',
    {
      onRequest: app.authenticate,
      config: { allowWhileSsnPending: true },
      schema: { response: { 200: z.object({ token: z.string() }), 401: errorResponse, ...commonErrors } },
    },
    async (request) => {
      // The next generation: every earlier token stops working, and the x-session-token this response
      // carries is of the new generation too.
      request.session = await app.services.sessions.refresh(request.session!);
      return { token: await app.services.sessions.issue(request.session) };
    },
  );

  // Done, the idle exit and sign-out end the session on the server, everywhere at once (decision 188). Any
  // token we signed ends its own session, even one that already idled out: 204 whatever it was.
  app.post(
    '/sign-out',
    {
      schema: {
        body: z.object({ reason: z.enum(['done', 'idle', 'sign-out']).optional() }),
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (token) await app.services.sessions.end(token, request.body.reason ?? 'sign-out');
      return reply.code(204).send(null);
    },
  );
};

export default consumerRoutes;
