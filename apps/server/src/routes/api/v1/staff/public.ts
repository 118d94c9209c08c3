import {
  acceptInvitationRequestSchema,
  invitationPreviewSchema,
  passkeyAuthenticationRequestSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  signInRequestSchema,
  staffMeSchema,
  webauthnOptionsAnswerSchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors/app-error.js';
import type { StaffAccountServices } from '../../../../staff/staff-services.js';
import { lockedMessage, SIGN_IN_NO_MATCH, startStaffSession } from '../../../../staff/staff-sign-in.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const withErrors = {
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  410: errorResponse,
  ...commonErrors,
};

/** Staff routes that need no session: sign-in (password, passkey), password reset, accepting an invitation. */
const publicRoutes: FastifyPluginAsyncZod<{ services: StaffAccountServices }> = async (app, { services }) => {
  // Per network address, counted where every instance sees it (decision 035's shared counter, decision 161):
  // guessing passwords for many accounts from one address is slowed as much as for one.
  const perIp = (name: string) => ({
    rateLimit: {
      max: app.config.staff.signInsPerIpPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: { ip: string }) => `staff-${name}:${request.ip}`,
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        new AppError(
          'TOO_MANY_REQUESTS',
          `Too many attempts from this network. Try again in ${context.after}.`,
        ),
    },
  });

  app.post(
    '/sign-in',
    {
      config: perIp('sign-in'),
      schema: { body: signInRequestSchema, response: { 200: staffMeSchema, ...withErrors } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const result = await services.signIn.check(email, password);
      if (result.outcome === 'signed-in')
        return startStaffSession(app, request, reply, result.userId, 'password');
      const who = {
        organisationId: result.organisationId,
        userId: result.userId,
        actorEmail: email.trim().toLowerCase(),
      };
      if (result.outcome === 'locked') {
        await app.staffAudit.record(request, {
          action: result.justLocked ? 'sign-in-locked' : 'sign-in-failed',
          ...who,
          detail: { locked: true },
        });
        const now = app.clock();
        reply.header(
          'retry-after',
          Math.max(1, Math.ceil((result.lockedUntil.getTime() - now.getTime()) / 1000)),
        );
        throw new AppError('TOO_MANY_REQUESTS', lockedMessage(result.lockedUntil, now));
      }
      await app.staffAudit.record(request, { action: 'sign-in-failed', ...who });
      throw new AppError('UNAUTHORIZED', SIGN_IN_NO_MATCH);
    },
  );

  app.post(
    '/password-reset',
    {
      config: perIp('password-reset'),
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: z.object({ accepted: z.literal(true) }), ...commonErrors },
      },
    },
    async (request, reply) => {
      services.passwordReset.request(request, request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/password-reset/complete',
    {
      config: perIp('password-reset-complete'),
      schema: { body: passwordResetCompleteSchema, response: { 204: z.null(), ...withErrors } },
    },
    async (request, reply) => {
      await services.passwordReset.complete(request, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: perIp('invitation-preview'),
      schema: {
        params: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: invitationPreviewSchema, ...withErrors },
      },
    },
    async (request) => services.users.previewInvitation(request.params.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: perIp('invitation-accept'),
      schema: { body: acceptInvitationRequestSchema, response: { 200: staffMeSchema, ...withErrors } },
    },
    async (request, reply) => {
      const userId = await services.users.acceptInvitation(request, request.body);
      return startStaffSession(app, request, reply, userId, 'password');
    },
  );

  app.post(
    '/passkeys/authentication-options',
    {
      config: perIp('passkey-options'),
      schema: {
        body: z.object({}).optional(),
        response: { 200: webauthnOptionsAnswerSchema, ...commonErrors },
      },
    },
    async () => services.passkeys.authenticationOptions(),
  );

  app.post(
    '/passkeys/authentication',
    {
      config: perIp('passkey-sign-in'),
      schema: { body: passkeyAuthenticationRequestSchema, response: { 200: staffMeSchema, ...withErrors } },
    },
    async (request, reply) => {
      const userId = await services.passkeys.authenticate(request, request.body);
      return startStaffSession(app, request, reply, userId, 'passkey');
    },
  );
};

export default publicRoutes;
