import { payLinkStepRequestSchema, trainingWalkRequestSchema } from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorText } from '../../../../errors/app-error.js';
import { createStaffTraining } from '../../../../staff/staff-training.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const errors = { 401: errorResponse, 403: errorResponse, ...commonErrors };

/**
 * The consumer app's side of staff training (decision 198): it holds no staff session, only the console's
 * short-lived training ticket, which lets it record the ticket holder's progress and nothing else.
 */
const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const training = createStaffTraining(app);

  app.post(
    '/pay-link-steps',
    { schema: { body: payLinkStepRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await training.recordPayLinkStep(request.body.ticket, request.body.step);
      return reply.status(204).send(null);
    },
  );

  // A training walk (mode fm-train): the consumer session says which journeys, the ticket whose walk it is.
  app.post(
    '/walks',
    {
      onRequest: app.authenticate,
      schema: { body: trainingWalkRequestSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const session = request.session!;
      if (session.mode !== 'fm-train') {
        throw new AppError('FORBIDDEN', errorText('training.onlyTrainingWalk'));
      }
      const claimed = await training.claimWalk(request.body.ticket, session.consumerId);
      if (claimed === 0) throw new AppError('NOT_FOUND', errorText('training.notStarted'));
      return reply.status(204).send(null);
    },
  );
};

export default trainingRoutes;
