import {
  passkeyRegistrationRequestSchema,
  passkeyViewSchema,
  staffMeSchema,
  staffSessionViewSchema,
  webauthnOptionsAnswerSchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors/app-error.js';
import { staffMe } from '../../../../staff/staff-me.js';
import type { StaffAccountServices } from '../../../../staff/staff-services.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const withErrors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, ...commonErrors };

/** The signed-in user's own account: who they are, their sessions and passkeys, signing out. */
const accountRoutes: FastifyPluginAsyncZod<{ services: StaffAccountServices }> = async (
  app,
  { services },
) => {
  app.get('/me', { schema: { response: { 200: staffMeSchema, ...withErrors } } }, async (request, reply) =>
    staffMe(app.db, request.staff!, reply.generateCsrf({ userInfo: request.staff!.sessionId })),
  );

  app.post(
    '/sign-out',
    { schema: { response: { 204: z.null(), ...withErrors } } },
    async (request, reply) => {
      await app.staffSessions.revoke(request.staff!.sessionId);
      await app.staffAudit.record(request, { action: 'sign-out' });
      app.clearStaffCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sign-out-everywhere',
    { schema: { response: { 204: z.null(), ...withErrors } } },
    async (request, reply) => {
      const ended = await app.staffSessions.revokeAllOf(request.staff!.userId);
      await app.staffAudit.record(request, { action: 'sign-out-everywhere', detail: { sessions: ended } });
      app.clearStaffCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    { schema: { response: { 200: z.object({ sessions: z.array(staffSessionViewSchema) }), ...withErrors } } },
    async (request) => {
      const rows = await app.staffSessions.liveOf(request.staff!.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          method: row.method === 'passkey' ? ('passkey' as const) : ('password' as const),
          ip: row.ip,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === request.staff!.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:sessionId',
    { schema: { params: z.object({ sessionId: z.uuid() }), response: { 204: z.null(), ...withErrors } } },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!(await app.staffSessions.revokeOwn(request.staff!.userId, sessionId)))
        throw new AppError('NOT_FOUND');
      await app.staffAudit.record(request, {
        action: 'session-revoked',
        targetType: 'staff-session',
        targetId: sessionId,
      });
      if (sessionId === request.staff!.sessionId) app.clearStaffCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/passkeys/registration-options',
    {
      schema: {
        body: z.object({}).optional(),
        response: { 200: webauthnOptionsAnswerSchema, ...withErrors },
      },
    },
    async (request) => services.passkeys.registrationOptions(request),
  );

  app.post(
    '/passkeys/registration',
    {
      schema: { body: passkeyRegistrationRequestSchema, response: { 201: passkeyViewSchema, ...withErrors } },
    },
    async (request, reply) => reply.status(201).send(await services.passkeys.register(request, request.body)),
  );

  app.get(
    '/passkeys',
    { schema: { response: { 200: z.object({ passkeys: z.array(passkeyViewSchema) }), ...withErrors } } },
    async (request) => ({ passkeys: await services.passkeys.list(request.staff!.userId) }),
  );

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(1366) }),
        response: { 204: z.null(), ...withErrors },
      },
    },
    async (request, reply) => {
      await services.passkeys.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
