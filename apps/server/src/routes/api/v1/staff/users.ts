import {
  auditEntrySchema,
  auditQuerySchema,
  inviteRequestSchema,
  setRolesRequestSchema,
  staffUserViewSchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAuditLog } from '../../../../staff/staff-audit-log.js';
import type { StaffAccountServices } from '../../../../staff/staff-services.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const withErrors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, ...commonErrors };

/** Managing the organisation's people (invitations, roles) and reading its audit log. */
const userRoutes: FastifyPluginAsyncZod<{ services: StaffAccountServices }> = async (app, { services }) => {
  app.get(
    '/users',
    { schema: { response: { 200: z.object({ users: z.array(staffUserViewSchema) }), ...withErrors } } },
    async (request) => ({ users: await services.users.list(request) }),
  );

  app.post(
    '/invitations',
    {
      schema: {
        body: inviteRequestSchema,
        response: { 201: staffUserViewSchema, 502: errorResponse, ...withErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await services.users.invite(request, request.body)),
  );

  app.put(
    '/users/:userId/roles',
    {
      schema: {
        params: z.object({ userId: z.uuid() }),
        body: setRolesRequestSchema,
        response: { 200: staffUserViewSchema, ...withErrors },
      },
    },
    async (request) => services.users.setRoles(request, request.params.userId, request.body.roles),
  );

  app.get(
    '/audit',
    {
      schema: {
        querystring: auditQuerySchema,
        response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...withErrors },
      },
    },
    async (request) => {
      const entries = await readAuditLog(app.db, request, request.query);
      await app.staffAudit.record(request, { action: 'audit-viewed' });
      return { entries };
    },
  );
};

export default userRoutes;
