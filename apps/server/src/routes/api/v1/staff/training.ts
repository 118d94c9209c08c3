import {
  roleAllows,
  trainingRecordsSchema,
  trainingTicketAnswerSchema,
  trainingTicketRequestSchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoleAt } from '../../../../staff/staff-auth.js';
import { createStaffTraining } from '../../../../staff/staff-training.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const location = z.object({ shopKeyId: z.string().min(1).max(64) });
const errors = { 401: errorResponse, 403: errorResponse, ...commonErrors };

/**
 * A location's training (decision 198, docs/console-api.md): every role trains, so any role at the location
 * may start the training and read its own record; owners, managers and trainers see everyone's and who is due.
 */
const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const training = createStaffTraining(app);

  app.get(
    '/',
    { schema: { params: location, response: { 200: trainingRecordsSchema, ...errors } } },
    async (request) => {
      const { shopKeyId } = request.params;
      const role = staffRoleAt(request, shopKeyId, 'view-journeys');
      return training.records(shopKeyId, {
        userId: request.staff!.userId,
        seesEveryone: roleAllows(role, 'read-training'),
      });
    },
  );

  app.post(
    '/tickets',
    {
      schema: {
        params: location,
        body: trainingTicketRequestSchema,
        response: { 200: trainingTicketAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'view-journeys');
      const { ticket, expiresAt } = training.tickets.issue(request.staff!.userId, shopKeyId);
      await app.staffAudit.record(request, {
        action: 'training-started',
        shopKeyId,
        detail: { programme: request.body.programme },
      });
      // The consumer app on this origin, in training: the pay-link simulation or training mode (lenders §2).
      const start = request.body.programme === 'pay-link' ? '/pay-training/start' : '/fm-train';
      return { url: `${start}?ticket=${encodeURIComponent(ticket)}`, expiresAt: expiresAt.toISOString() };
    },
  );
};

export default trainingRoutes;
